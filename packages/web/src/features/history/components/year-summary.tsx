import { hasYearFigures, type YearReportRecord } from '@pragati/domain';
import classes from './history.module.css';

type YearPercent = YearReportRecord['percent'];
type YearComment = YearReportRecord['comment'];

/** The teacher's year summary labels (spec section 2); the mode shows as Recreational (section 3). */
const PERCENT_ROWS: [string, (p: YearPercent) => string | null][] = [
  ['Personal', (p) => percent(p.personalPercent)],
  ['Social', (p) => percent(p.socialPercent)],
  ['Academic', (p) => percent(p.academicPercent)],
  ['Occupational', (p) => percent(p.occupationalPercent)],
  ['Recreational', (p) => p.mode || null],
  ['Year Percent', (p) => percent(p.yearPercent)],
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

/** Spec section 2: Year Summary with two boxes, Year Percentages and Year Comments. */
export function YearSummary({ year }: { year: YearReportRecord }) {
  // The year comments are written at the transfer; before it they are all empty.
  const comments = year.outcome ? year.comment : null;
  const written = comments ? COMMENT_ROWS.filter(([, key]) => comments[key].trim() !== '') : [];
  return (
    <section aria-labelledby="history-year-summary" className={classes.block}>
      <h2 id="history-year-summary" className={classes.heading}>
        Year Summary
      </h2>
      <div className={classes.summaryBoxes}>
        <div className={classes.box}>
          <h3 id="history-year-percentages" className={classes.subheading}>
            Year Percentages
          </h3>
          {hasYearFigures(year) ? (
            <dl className={classes.pairs}>
              {PERCENT_ROWS.map(([label, value]) => (
                <div key={label} className={classes.pair}>
                  <dt>{label}</dt>
                  <dd>{value(year.percent) ?? 'Not evaluated'}</dd>
                </div>
              ))}
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
          <h3 id="history-year-comments" className={classes.subheading}>
            Year Comments
          </h3>
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
