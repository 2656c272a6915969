import { Alert, Table, Text, Title } from '@mantine/core';
import { AUDIT_OUTCOME_LABELS, auditActionLabel, INSTITUTE_TIME_ZONE } from '@pragati/domain';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useNetworkActivity } from '../api/activity';
import classes from './network.module.css';

/**
 * The network office's own log (issue 28): its accounts' sign-ins, views, new and suspended
 * institutes, newest first. An institute's admin never sees these, only what concerns their
 * institute (written in its own log).
 */
export function NetworkActivity() {
  const t = useTranslations('network');
  const m = useMsg();
  const locale = useLocale();
  const activity = useNetworkActivity();
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(`${locale}-IN`, {
        timeZone: INSTITUTE_TIME_ZONE,
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [locale],
  );
  return (
    <section className={classes.section} aria-labelledby="network-activity">
      <Title order={2} id="network-activity" mb="sm">
        {t('activityTitle')}
      </Title>
      <Text mb="sm">{t('activityNote')}</Text>
      {activity.isPending && <p role="status">{t('loading')}</p>}
      {activity.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed', { error: m(activity.error.message) })}
        </Alert>
      )}
      {activity.data && activity.data.data.length === 0 && <Text>{t('activityEmpty')}</Text>}
      {activity.data && activity.data.data.length > 0 && (
        <div
          className={classes.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="network-activity"
        >
          <Table striped aria-labelledby="network-activity">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('colWhen')}</Table.Th>
                <Table.Th scope="col">{t('colWho')}</Table.Th>
                <Table.Th scope="col">{t('colAction')}</Table.Th>
                <Table.Th scope="col">{t('colTarget')}</Table.Th>
                <Table.Th scope="col">{t('colOutcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activity.data.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{time.format(new Date(entry.at))}</Table.Td>
                  <Table.Td>{entry.actorId}</Table.Td>
                  <Table.Td>{m(auditActionLabel(entry.action))}</Table.Td>
                  <Table.Td>{entry.target}</Table.Td>
                  <Table.Td>{m(AUDIT_OUTCOME_LABELS[entry.outcome])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
