import { Table } from '@mantine/core';
import {
  AUDIT_OUTCOME_LABELS,
  type AuditEntryView,
  auditActionLabel,
  auditDetailText,
  auditTime,
} from '@pragati/domain';
import classes from './audit-page.module.css';

/**
 * One row per entry, newest first. Times are the institute's (Asia/Kolkata); actions by name
 * with their code beneath (the code is what the export's "Action code" column and the server
 * hold); outcomes as words, never colour alone.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <div className={classes.tableWrap} tabIndex={0} role="region" aria-label="Audit entries">
      <Table striped withTableBorder className={classes.table}>
        <Table.Caption className={classes.caption}>Audit log entries, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              When <abbr title="India Standard Time">(IST)</abbr>
            </Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            <Table.Th scope="col">Target</Table.Th>
            <Table.Th scope="col">Outcome</Table.Th>
            <Table.Th scope="col">Detail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const label = auditActionLabel(entry.action);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td className={classes.nowrap}>
                  <time dateTime={entry.at}>{auditTime(entry.at)}</time>
                </Table.Td>
                <Table.Td>
                  {entry.actorId ?? 'System'}
                  {entry.actorRole && <span className={classes.sub}>{entry.actorRole}</span>}
                </Table.Td>
                <Table.Td>
                  {label}
                  {label !== entry.action && <span className={classes.code}>{entry.action}</span>}
                </Table.Td>
                <Table.Td className={classes.breakable}>{entry.target ?? '—'}</Table.Td>
                <Table.Td>
                  <span className={classes[entry.outcome]}>
                    {AUDIT_OUTCOME_LABELS[entry.outcome]}
                  </span>
                </Table.Td>
                <Table.Td className={classes.breakable}>{auditDetailText(entry.detail)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
