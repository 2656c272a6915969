import { Table, Title } from '@mantine/core';
import type { DisabilityCounts } from '@pragati/domain';
import { useLocale, useTranslations } from 'use-intl';
import classes from './overview.module.css';

/**
 * Issue 30 part 5: the active students by disability (their primary condition) and group. The
 * columns are the institute's enabled groups as the server read them from its groups table; the
 * names are the code list's and the group's own, in the language shown.
 */
export function DisabilityTable({ counts }: { counts: DisabilityCounts }) {
  const t = useTranslations('overview');
  const locale = useLocale();
  const language = locale === 'hi' ? 'hi' : 'en';
  const number = new Intl.NumberFormat(`${locale}-IN`);
  return (
    <section aria-labelledby="disability-overview-title">
      <Title order={3} id="disability-overview-title" className={classes.title}>
        {t('disabilityTitle')}
      </Title>
      <div
        className={classes.tableWrap}
        role="region"
        aria-labelledby="disability-overview-caption"
        // Keyboard users scroll the wide table on a phone.
        tabIndex={0}
      >
        <Table className={classes.narrowTable} striped>
          <Table.Caption id="disability-overview-caption" className={classes.caption}>
            {t('disabilityCaption')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.classCell}>
                {t('colDisability')}
              </Table.Th>
              {counts.groups.map((g) => (
                <Table.Th scope="col" key={g.code}>
                  {g.names[language]}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('colTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {counts.rows.map((row) => (
              <Table.Tr key={row.code ?? 'none'}>
                <Table.Th scope="row" className={classes.classCell}>
                  {row.names ? row.names[language] : t('disabilityNotRecorded')}
                </Table.Th>
                {row.counts.map((n, i) => (
                  <Table.Td key={counts.groups[i]?.code ?? i} className={classes.number}>
                    {number.format(n)}
                  </Table.Td>
                ))}
                <Table.Td className={classes.number}>{number.format(row.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <p className={classes.notes}>{t('disabilityNotes')}</p>
    </section>
  );
}
