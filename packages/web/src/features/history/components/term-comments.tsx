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

/** Spec section 2: the comments of the selected year, term by term. */
export function TermComments({ terms }: { terms: TermReportRecord[] }) {
  return (
    <section aria-labelledby="history-comments" className={classes.block}>
      <h2 id="history-comments" className={classes.heading}>
        Comments
      </h2>
      <ul className={classes.commentList}>
        {terms.map((t) => {
          const written = COMMENT_TYPES.filter((type) => t.comment[type].trim() !== '');
          return (
            <li key={t.term} className={classes.commentTerm}>
              <h3 className={classes.subheading}>{termLabel(t.term)}</h3>
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
