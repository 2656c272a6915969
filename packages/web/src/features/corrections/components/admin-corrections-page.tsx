import { Button, Group, NativeSelect, Table } from '@mantine/core';
import {
  type AdminCorrection,
  CORRECTION_STATUS_LABELS,
  CORRECTION_STATUSES,
  instituteDate,
} from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type CorrectionFilter, useAdminCorrections } from '../api/admin-corrections';
import classes from './corrections.module.css';
import { AcceptDialog, DeclineDialog } from './decision-dialogs';
import { outcomeText } from './outcome-text';

/**
 * The admin's correction requests (issue 19 part 4): open ones oldest first, each with the value
 * held now beside the one asked for; accept (the change is applied) or decline with a reason.
 */
export function AdminCorrectionsPage() {
  const session = readSession();
  const [filter, setFilter] = useState<CorrectionFilter>('open');
  const list = useAdminCorrections(filter);
  const t = useTranslations('corrections');
  const m = useMsg();
  const filters: { value: CorrectionFilter; label: string }[] = [
    ...CORRECTION_STATUSES.map((s) => ({ value: s, label: m(CORRECTION_STATUS_LABELS[s]) })),
    { value: 'all', label: t('all') },
  ];
  const statusText = filter === 'all' ? t('all') : m(CORRECTION_STATUS_LABELS[filter]);
  const [accepting, setAccepting] = useState<AdminCorrection | null>(null);
  const [declining, setDeclining] = useState<AdminCorrection | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The row's buttons go with the decision: the keyboard's place is the outcome.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const finished = (message: string) => {
    setDone(message);
    toast.success(message);
  };
  const rows = list.data?.data ?? [];

  return (
    <PageLayout
      title={t('adminTitle')}
      shortTitle={t('studentShortTitle')}
      userId={session?.userId}
      backTo={paths.admin.home}
    >
      <p>{t('adminIntro')}</p>
      <Group align="end">
        <NativeSelect
          label={t('show')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value as CorrectionFilter)}
          data={filters}
        />
        {list.data && (
          <p className={classes.outcome} aria-live="polite">
            {t('openCount', { count: list.data.openCount })}
          </p>
        )}
      </Group>
      <p role="status" ref={doneRef} tabIndex={-1}>
        {done}
      </p>
      {list.isPending ? (
        <PageStatus />
      ) : list.isError ? (
        <div role="alert">
          <p>{t('loadFailed', { error: list.error.message })}</p>
          <Button variant="default" onClick={() => void list.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p>
          {filter === 'all'
            ? t('noRequests')
            : t('noneWithStatus', { status: statusText.toLowerCase() })}
        </p>
      ) : (
        <div
          className={classes.tableBox}
          role="region"
          aria-label={t('tableCaption', { status: statusText })}
          tabIndex={0}
        >
          <Table withTableBorder striped>
            <Table.Caption className={classes.caption}>
              {t('tableCaption', { status: statusText })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('askedOn')}</Table.Th>
                <Table.Th scope="col">{t('student')}</Table.Th>
                <Table.Th scope="col">{t('field')}</Table.Th>
                <Table.Th scope="col">{t('heldNow')}</Table.Th>
                <Table.Th scope="col">{t('askedFor')}</Table.Th>
                <Table.Th scope="col">{t('reason')}</Table.Th>
                <Table.Th scope="col">{t('outcome')}</Table.Th>
                <Table.Th scope="col">{t('actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{instituteDate(new Date(r.createdAt))}</Table.Td>
                  <Table.Td>
                    <Link to={paths.admin.studentDetails(r.regNo)}>
                      {r.studentName} ({r.regNo})
                    </Link>
                  </Table.Td>
                  <Table.Td>{m(r.fieldLabel)}</Table.Td>
                  <Table.Td>
                    {(r.field === 'sex' ? m(r.currentValue) : r.currentValue) || t('notRecorded')}
                  </Table.Td>
                  {/* A sex is a label (Male, Female…), worded in the user's language; other values are data. */}
                  <Table.Td>{r.field === 'sex' ? m(r.proposedValue) : r.proposedValue}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                  <Table.Td>{outcomeText(r, m)}</Table.Td>
                  <Table.Td>
                    {r.status === 'open' ? (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          aria-label={t('acceptLabel', {
                            field: m(r.fieldLabel),
                            name: r.studentName,
                          })}
                          onClick={() => setAccepting(r)}
                        >
                          {t('accept')}
                        </Button>
                        <Button
                          variant="default"
                          aria-label={t('declineLabel', {
                            field: m(r.fieldLabel),
                            name: r.studentName,
                          })}
                          onClick={() => setDeclining(r)}
                        >
                          {t('decline')}
                        </Button>
                      </Group>
                    ) : (
                      t('decidedBy', { user: r.decidedBy ?? '' })
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <AcceptDialog request={accepting} onClose={() => setAccepting(null)} onDone={finished} />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} onDone={finished} />
    </PageLayout>
  );
}
