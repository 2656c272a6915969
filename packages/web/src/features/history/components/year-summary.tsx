import {
  type Category,
  categoryCountsText,
  hasYearFigures,
  type YearReportRecord,
} from '@pragati/domain';
import classes from './history.module.css';

type YearPercent = YearReportRecord['percent'];
type YearComment = YearReportRecord['comment'];

/** The teacher's year summary labels (spec section 2); the mode shows as Recreational (section 3). */
const PERCENT_ROWS: [string, (p: YearPercent) => string | null, Category | null][] = [
  ['Personal', (p) => percent(p.personalPercent), 'personal'],
  ['Social', (p) => percent(p.socialPercent), 'social'],
  ['Academic', (p) => percent(p.academicPercent), 'academic'],
  ['Occupational', (p) => percent(p.occupationalPercent), 'occupational'],
  ['Recreational', (p) => p.mode || null, 'recreational'],
  // The mean of the four percents above: their counts already stand beside them.
  ['Year Percent', (p) => percent(p.yearPercent), null],
];
const COMMENT_ROWS: [string, keyof YearComment][] = [
  ['Year', 'yearComment'],
  ['Personal', 'yearPersonalComment'],
  ['Social', 'yearSocialComment'],
  ['Academic', 'yearAcademicComment'],
  ['Occupational', 'yearOccupationalComment'],
  ['Recreational', 'yearRecreationalComment'],
];
const OUTCOMES: Record<NonNullable<YearReportRecord['outcome']>, string> = {
  pass: 'Passed to the next section',
  repeat: 'Repeats the section',
  promoted: 'Promoted to the next section',
  completed: 'Completed the programme',
};

function percent(value: number | null) {
  return value === null ? null : `${value}%`;
}

const FIGURES_PENDING = 'Available once Term III is fully evaluated.';
const COMMENTS_PENDING = 'Available after the year-end transfer.';

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
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  // The year comments are written at the transfer; before it they are all empty.
  const comments = year.outcome ? year.comment : null;
  const written = comments ? COMMENT_ROWS.filter(([, key]) => comments[key].trim() !== '') : [];
  return (
    <section aria-labelledby={`${idPrefix}-year-summary`} className={classes.block}>
      <Heading id={`${idPrefix}-year-summary`} className={classes.heading}>
        Year Summary
      </Heading>
      <div className={classes.summaryBoxes}>
        <div className={classes.box}>
          <Sub className={classes.subheading}>Year Percentages</Sub>
          {hasYearFigures(year) ? (
            <dl className={classes.pairs}>
              {PERCENT_ROWS.map(([label, value, category]) => {
                const counts = category ? categoryCountsText(year.counts, category) : null;
                return (
                  <div key={label} className={classes.pair}>
                    <dt>{label}</dt>
                    <dd>
                      {value(year.percent) ?? 'Not evaluated'}
                      {counts && <span className={classes.counts}>{counts}</span>}
                    </dd>
                  </div>
                );
              })}
              {year.outcome && (
                <div className={classes.pair}>
                  <dt>Outcome</dt>
                  <dd>{OUTCOMES[year.outcome]}</dd>
                </div>
              )}
            </dl>
          ) : (
            <p className={classes.muted}>{FIGURES_PENDING}</p>
          )}
        </div>
        <div className={classes.box}>
          <Sub className={classes.subheading}>Year Comments</Sub>
          {!comments ? (
            <p className={classes.muted}>{COMMENTS_PENDING}</p>
          ) : written.length === 0 ? (
            <p className={classes.muted}>No comments.</p>
          ) : (
            <dl className={classes.pairs}>
              {written.map(([label, key]) => (
                <div key={key} className={classes.pair}>
                  <dt>{label}</dt>
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
