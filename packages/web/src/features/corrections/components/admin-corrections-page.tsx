import { Button, Group, NativeSelect } from '@mantine/core';
import {
  type AdminCorrection,
  CORRECTION_STATUS_LABELS,
  CORRECTION_STATUSES,
} from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type CorrectionFilter, useAdminCorrections } from '../api/admin-corrections';
import classes from './corrections.module.css';
import { AdminCorrectionsTable } from './admin-corrections-table';
import { AcceptDialog, DeclineDialog } from './decision-dialogs';

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
        <AdminCorrectionsTable
          rows={rows}
          statusText={statusText}
          onAccept={setAccepting}
          onDecline={setDeclining}
        />
      )}
      <AcceptDialog request={accepting} onClose={() => setAccepting(null)} onDone={finished} />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} onDone={finished} />
    </PageLayout>
  );
}
