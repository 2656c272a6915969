import { Table } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { msg } from '../../../i18n/locale-state';
import { CHART_CATEGORIES, CHART_LABELS, type FigureRow, rgba } from './chart-data';
import classes from './history.module.css';
import { type HistoryT, historyTranslator } from './history-texts';

function percentText(t: HistoryT, value: number | null) {
  return value === null ? t('notEvaluated') : `${value}%`;
}

/** "Personal 87.5%, Social 75%, Academic 55% and Occupational 65%". */
function listFigures(t: HistoryT, row: FigureRow) {
  const parts = CHART_CATEGORIES.map((_, i) => {
    const value = row.values[i] ?? null;
    return `${msg(CHART_LABELS[i] ?? '')} ${value === null ? t('notEvaluatedInSentence') : `${value}%`}`;
  });
  return t('listAnd', { items: parts.slice(0, -1).join(', '), last: parts.at(-1) ?? '' });
}

/**
 * Decisions §11: one sentence of summary beside the chart, for screen readers and print. With an
 * Average it gives the average, otherwise the latest evaluated term. `rows` are figureRows made
 * with the same translator (the Average row is known by its label).
 */
export function figuresSummary(
  place: string,
  rows: FigureRow[],
  t: HistoryT = historyTranslator(),
): string {
  const averageLabel = t('average');
  const terms = rows.filter((r) => r.label !== averageLabel);
  const average = rows.find((r) => r.label === averageLabel);
  const span =
    terms.length > 1
      ? t('summarySpan', { first: terms[0]?.label ?? '', last: terms.at(-1)?.label ?? '' })
      : (terms[0]?.label ?? t('summaryNoTerm'));
  const latest = [...terms].reverse().find((r) => r.values.some((v) => v !== null));
  const figures = average
    ? t('summaryAverage', { figures: listFigures(t, average) })
    : latest
      ? t('summaryLatest', { term: latest.label, figures: listFigures(t, latest) })
      : t('summaryNoneEvaluated');
  return t('summary', { place, count: terms.length, span, figures });
}

/** The answer counts under a figure (decisions §4): "+ 6, VP 1, PP 0, NE 2, NA 1". */
function Counts({ text }: { text: string | null }) {
  return text ? <span className={classes.counts}>{text}</span> : null;
}

/**
 * The chart's figures as a real table (decisions §11), with the recreational mode beside them and
 * the answer counts under each figure (decisions §4).
 */
export function FiguresTable({
  rows,
  caption,
  summaryId,
}: {
  rows: FigureRow[];
  caption: string;
  summaryId: string;
}) {
  const t = useTranslations('history');
  const m = useMsg();
  return (
    <>
      {/* Phones only: the table is wider than the screen, and nothing else says so. */}
      <p className={`${classes.scrollHint} no-print`}>{t('scrollHint')}</p>
      {/* A named, focusable region lets a keyboard scroll it (axe scrollable-region-focusable). */}
      <div className={classes.tableWrap} role="region" aria-label={caption} tabIndex={0}>
        <Table
          withTableBorder
          withColumnBorders
          aria-describedby={summaryId}
          className={classes.figures}
        >
          <caption className={classes.caption}>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('termColumn')}</Table.Th>
              {CHART_LABELS.map((label) => (
                <Table.Th key={label} scope="col">
                  {m(label)}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('modeColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">
                  <span
                    className={classes.swatch}
                    style={{
                      backgroundColor: rgba(row.color, 0.5),
                      borderColor: rgba(row.color, 1),
                    }}
                    aria-hidden="true"
                  />
                  {row.label}
                </Table.Th>
                {CHART_LABELS.map((label, i) => (
                  <Table.Td key={label}>
                    {percentText(t, row.values[i] ?? null)}
                    <Counts text={row.values[i] === null ? null : (row.counts[i] ?? null)} />
                  </Table.Td>
                ))}
                <Table.Td>
                  {row.mode ?? t('notEvaluated')}
                  <Counts text={row.mode === null ? null : row.modeCounts} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
