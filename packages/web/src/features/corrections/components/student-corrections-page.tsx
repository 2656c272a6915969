import { Button, Group, Table, Title } from '@mantine/core';
import { instituteDate, type StudentCorrectionsResponse } from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { PageLayout } from '../../../components/page-layout';
import { PageStatus } from '../../../components/page-status';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useOwnCorrections } from '../api/own-corrections';
import { CorrectionForm } from './correction-form';
import classes from './corrections.module.css';
import { outcomeText } from './outcome-text';

/**
 * The student's (and guardian's) correction requests (issue 19 part 4): ask for a field to be
 * corrected, and see each request's outcome (open, accepted, or declined with the reason).
 */
export function StudentCorrectionsPage() {
  const session = readSession();
  const list = useOwnCorrections();
  const t = useTranslations('corrections');
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  return (
    <PageLayout
      title={t('studentTitle')}
      shortTitle={t('studentShortTitle')}
      userId={session?.userId}
      focusTitle
    >
      <div className={classes.body}>
        <p>{t('studentIntro')}</p>
        <Title order={2} id="ask-title" size="h3">
          {t('newRequest')}
        </Title>
        <CorrectionForm
          onSent={(message) => {
            setSent(message);
            toast.success(message);
          }}
        />
        <p role="status" ref={sentRef} tabIndex={-1}>
          {sent}
        </p>
        <Title order={2} size="h3" mt="lg">
          {t('myRequests')}
        </Title>
        {list.isPending ? (
          <PageStatus />
        ) : list.isError ? (
          <div role="alert">
            <p>{t('loadFailed', { error: list.error.message })}</p>
            <Button
              className={classes.action}
              variant="default"
              onClick={() => void list.refetch()}
            >
              {t('tryAgain')}
            </Button>
          </div>
        ) : list.data.data.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <OwnCorrectionsTable rows={list.data.data} />
        )}
        <Group mt="lg">
          <Button
            className={classes.action}
            component={Link}
            to={paths.student.home}
            variant="default"
          >
            {t('back')}
          </Button>
        </Group>
      </div>
    </PageLayout>
  );
}

/** The student's own requests, newest as the server sends them, each with its outcome. */
function OwnCorrectionsTable({ rows }: { rows: StudentCorrectionsResponse['data'] }) {
  const t = useTranslations('corrections');
  const m = useMsg();
  return (
    <div className={classes.tableBox} role="region" aria-label={t('myRequestsRegion')} tabIndex={0}>
      <Table withTableBorder striped>
        <Table.Caption className={classes.caption}>{t('myRequestsCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('askedOn')}</Table.Th>
            <Table.Th scope="col">{t('field')}</Table.Th>
            <Table.Th scope="col">{t('valueLabel')}</Table.Th>
            <Table.Th scope="col">{t('reason')}</Table.Th>
            <Table.Th scope="col">{t('outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{instituteDate(new Date(r.createdAt))}</Table.Td>
              <Table.Td>{m(r.fieldLabel)}</Table.Td>
              <Table.Td>{r.field === 'sex' ? m(r.proposedValue) : r.proposedValue}</Table.Td>
              <Table.Td>{r.reason}</Table.Td>
              <Table.Td className={classes.outcome}>{outcomeText(r, m)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
