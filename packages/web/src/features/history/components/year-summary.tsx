import {
  type Category,
  CATEGORY_DISPLAY_NAMES,
  categoryCountsText,
  hasYearFigures,
  type YearReportRecord,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import classes from './history.module.css';

type YearPercent = YearReportRecord['percent'];
type YearComment = YearReportRecord['comment'];

/** The teacher's year summary rows (spec section 2); the mode shows as Recreational (section 3). */
const PERCENT_ROWS: [Category | 'year', (p: YearPercent) => string | null][] = [
  ['personal', (p) => percent(p.personalPercent)],
  ['social', (p) => percent(p.socialPercent)],
  ['academic', (p) => percent(p.academicPercent)],
  ['occupational', (p) => percent(p.occupationalPercent)],
  ['recreational', (p) => p.mode || null],
  // The mean of the four percents above: their counts already stand beside them.
  ['year', (p) => percent(p.yearPercent)],
];
const COMMENT_ROWS: [Category | 'year', keyof YearComment][] = [
  ['year', 'yearComment'],
  ['personal', 'yearPersonalComment'],
  ['social', 'yearSocialComment'],
  ['academic', 'yearAcademicComment'],
  ['occupational', 'yearOccupationalComment'],
  ['recreational', 'yearRecreationalComment'],
];

function percent(value: number | null) {
  return value === null ? null : `${value}%`;
}

/**
 * Spec section 2: Year Summary with two boxes, Year Percentages and Year Comments. The full-record
 * print shows one per year: `idPrefix` keeps their ids apart and `level` fits them under the
 * year's own heading.
 */
export function YearSummary({
  year,
  idPrefix = 'history',
  level = 2,
}: {
  year: YearReportRecord;
  idPrefix?: string;
  level?: 2 | 3;
}) {
  const t = useTranslations('history');
  const m = useMsg();
  const areaName = (row: Category | 'year') =>
    row === 'year' ? t('summaryYear') : m(CATEGORY_DISPLAY_NAMES[row]);
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  // The year comments are written at the transfer; before it they are all empty.
  const comments = year.outcome ? year.comment : null;
  const written = comments ? COMMENT_ROWS.filter(([, key]) => comments[key].trim() !== '') : [];
  return (
    <section aria-labelledby={`${idPrefix}-year-summary`} className={classes.block}>
      <Heading id={`${idPrefix}-year-summary`} className={classes.heading}>
        {t('yearSummary')}
      </Heading>
      <div className={classes.summaryBoxes}>
        <div className={classes.box}>
          <Sub className={classes.subheading}>{t('yearPercentages')}</Sub>
          {hasYearFigures(year) ? (
            <dl className={classes.pairs}>
              {PERCENT_ROWS.map(([row, value]) => {
                const counts = row === 'year' ? null : categoryCountsText(year.counts, row);
                return (
                  <div key={row} className={classes.pair}>
                    <dt>{row === 'year' ? t('yearPercent') : areaName(row)}</dt>
                    <dd>
                      {value(year.percent) ?? t('notEvaluated')}
                      {counts && <span className={classes.counts}>{counts}</span>}
                    </dd>
                  </div>
                );
              })}
              {year.outcome && (
                <div className={classes.pair}>
                  <dt>{t('outcome')}</dt>
                  <dd>{t(`outcomes.${year.outcome}`)}</dd>
                </div>
              )}
            </dl>
          ) : (
            <p className={classes.muted}>{t('figuresPending')}</p>
          )}
        </div>
        <div className={classes.box}>
          <Sub className={classes.subheading}>{t('yearComments')}</Sub>
          {!comments ? (
            <p className={classes.muted}>{t('commentsPending')}</p>
          ) : written.length === 0 ? (
            <p className={classes.muted}>{t('noComments')}</p>
          ) : (
            <dl className={classes.pairs}>
              {written.map(([row, key]) => (
                <div key={key} className={classes.pair}>
                  <dt>{areaName(row)}</dt>
                  <dd>{comments[key]}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </section>
  );
}
