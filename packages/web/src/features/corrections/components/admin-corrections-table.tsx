import { Button, Group, Table } from '@mantine/core';
import { type AdminCorrection, instituteDate } from '@pragati/domain';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import classes from './corrections.module.css';
import { outcomeText } from './outcome-text';

interface RowActions {
  onAccept: (request: AdminCorrection) => void;
  onDecline: (request: AdminCorrection) => void;
}

/** The admin's correction requests as a table: one row each, open ones with accept and decline. */
export function AdminCorrectionsTable({
  rows,
  statusText,
  ...actions
}: RowActions & { rows: AdminCorrection[]; statusText: string }) {
  const t = useTranslations('corrections');
  return (
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
            <AdminCorrectionRow key={r.id} request={r} {...actions} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function AdminCorrectionRow({ request: r, ...actions }: RowActions & { request: AdminCorrection }) {
  const t = useTranslations('corrections');
  const m = useMsg();
  return (
    <Table.Tr>
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
              aria-label={t('acceptLabel', { field: m(r.fieldLabel), name: r.studentName })}
              onClick={() => actions.onAccept(r)}
            >
              {t('accept')}
            </Button>
            <Button
              variant="default"
              aria-label={t('declineLabel', { field: m(r.fieldLabel), name: r.studentName })}
              onClick={() => actions.onDecline(r)}
            >
              {t('decline')}
            </Button>
          </Group>
        ) : (
          t('decidedBy', { user: r.decidedBy ?? '' })
        )}
      </Table.Td>
    </Table.Tr>
  );
}
