import type { YearReportRecord } from '@pragati/domain';
import { lazy, Suspense } from 'react';
import { useTranslations } from 'use-intl';
import { figureRows } from './chart-data';
import { figuresSummary, FiguresTable } from './figures-table';
import classes from './history.module.css';

// chart.js loads only when a history is shown: it is the largest library of the app.
const TermChart = lazy(async () => ({ default: (await import('./term-chart')).TermChart }));

/** Loads the chart's code ahead, so a print started now finds every chart drawn. */
export const preloadChart = () => import('./term-chart');

/**
 * One year's chart, its summary sentence and the same figures as a table (decisions §11). The
 * full-record print shows one per year: `idPrefix` keeps their ids apart, `level` fits the heading
 * under the year's own.
 */
export function YearFigures({
  year,
  place,
  chartKey,
  idPrefix = 'history',
  level = 2,
}: {
  year: YearReportRecord;
  /** "Primary-I, Year 1": names the chart, the table and the summary. */
  place: string;
  /** A new chart for a new year (chart.js keeps its canvas otherwise). */
  chartKey: string;
  idPrefix?: string;
  level?: 2 | 3;
}) {
  const t = useTranslations('history');
  const rows = figureRows(year, t);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`${idPrefix}-chart`} className={classes.block}>
      <Heading id={`${idPrefix}-chart`} className={classes.heading}>
        {t('chartTitle')}
      </Heading>
      <Suspense fallback={<p role="status">{t('loadingChart')}</p>}>
        <TermChart key={chartKey} rows={rows} label={t('chartLabel', { place })} />
      </Suspense>
      <p id={`${idPrefix}-summary`} className={classes.summary}>
        {figuresSummary(place, rows, t)}
      </p>
      <FiguresTable
        rows={rows}
        caption={t('figuresCaption', { place })}
        summaryId={`${idPrefix}-summary`}
      />
    </section>
  );
}
