import { Table } from '@mantine/core';
import {
  AUDIT_OUTCOME_LABELS,
  type AuditEntryView,
  auditActionLabel,
  auditDetailText,
  INSTITUTE_TIME_ZONE,
  isRole,
} from '@pragati/domain';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import classes from './audit-page.module.css';

/**
 * One row per entry, newest first. Times are the institute's (Asia/Kolkata); actions by name
 * with their code beneath (the code is what the export's "Action code" column and the server
 * hold); outcomes as words, never colour alone.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntryView[] }) {
  const t = useTranslations('audit');
  const common = useTranslations('common');
  const m = useMsg();
  const locale = useLocale();
  // The institute's clock, as the domain's auditTime, in the user's language.
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(`${locale}-IN`, {
        timeZone: INSTITUTE_TIME_ZONE,
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    [locale],
  );
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={t('entries')}>
      <Table striped withTableBorder className={classes.table}>
        <Table.Caption className={classes.caption}>{t('caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              {t('when')} <abbr title={t('ist')}>(IST)</abbr>
            </Table.Th>
            <Table.Th scope="col">{t('who')}</Table.Th>
            <Table.Th scope="col">{t('action')}</Table.Th>
            <Table.Th scope="col">{t('target')}</Table.Th>
            <Table.Th scope="col">{t('outcome')}</Table.Th>
            <Table.Th scope="col">{t('detail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const label = m(auditActionLabel(entry.action));
            return (
              <Table.Tr key={entry.id}>
                <Table.Td className={classes.nowrap}>
                  <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
                </Table.Td>
                <Table.Td>
                  {entry.actorId ?? t('system')}
                  {entry.actorRole && (
                    <span className={classes.sub}>
                      {isRole(entry.actorRole)
                        ? common(`roles.${entry.actorRole}`)
                        : entry.actorRole}
                    </span>
                  )}
                </Table.Td>
                <Table.Td>
                  {label}
                  {/* The stored code under its name, for matching the log files; an English
                      identifier, so only on an English screen: elsewhere the name says it. */}
                  {locale === 'en' && auditActionLabel(entry.action) !== entry.action && (
                    <span className={classes.code}>{entry.action}</span>
                  )}
                </Table.Td>
                <Table.Td className={classes.breakable}>{entry.target ?? '—'}</Table.Td>
                <Table.Td>
                  <span className={classes[entry.outcome]}>
                    {m(AUDIT_OUTCOME_LABELS[entry.outcome])}
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
