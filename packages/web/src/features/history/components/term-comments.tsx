import { COMMENT_TYPES, type CommentType, termLabel, type TermReportRecord } from '@pragati/domain';
import classes from './history.module.css';

const COMMENT_LABELS: Record<CommentType, string> = {
  termComment: 'Term',
  personalComment: 'Personal',
  socialComment: 'Social',
  academicComment: 'Academic',
  occupationalComment: 'Occupational',
  recreationalComment: 'Recreational',
};

/**
 * Spec section 2: the comments of the selected year, term by term (`idPrefix` and `level` as in
 * YearSummary, for the full record).
 */
export function TermComments({
  terms,
  idPrefix = 'history',
  level = 2,
}: {
  terms: TermReportRecord[];
  idPrefix?: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={`${idPrefix}-comments`} className={classes.block}>
      <Heading id={`${idPrefix}-comments`} className={classes.heading}>
        Comments
      </Heading>
      <ul className={classes.commentList}>
        {terms.map((t) => {
          const written = COMMENT_TYPES.filter((type) => t.comment[type].trim() !== '');
          return (
            <li key={t.term} className={classes.commentTerm}>
              <Sub className={classes.subheading}>{termLabel(t.term)}</Sub>
              {written.length === 0 ? (
                <p className={classes.muted}>No comments yet.</p>
              ) : (
                <dl className={classes.pairs}>
                  {written.map((type) => (
                    <div key={type} className={classes.pair}>
                      <dt>{COMMENT_LABELS[type]}</dt>
                      <dd>{t.comment[type]}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
