import {
  type Category,
  CATEGORY_DISPLAY_NAMES,
  COMMENT_TYPES,
  type CommentType,
  type TermReportRecord,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import classes from './history.module.css';
import { termName } from './history-texts';

/** The area each comment is about; the term's own comment is labelled 'Term'. */
const COMMENT_AREAS: Record<CommentType, Category | null> = {
  termComment: null,
  personalComment: 'personal',
  socialComment: 'social',
  academicComment: 'academic',
  occupationalComment: 'occupational',
  recreationalComment: 'recreational',
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
  const t = useTranslations('history');
  const m = useMsg();
  const label = (type: CommentType) => {
    const area = COMMENT_AREAS[type];
    return area ? m(CATEGORY_DISPLAY_NAMES[area]) : t('termComment');
  };
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={`${idPrefix}-comments`} className={classes.block}>
      <Heading id={`${idPrefix}-comments`} className={classes.heading}>
        {t('comments')}
      </Heading>
      <ul className={classes.commentList}>
        {terms.map((report) => {
          const written = COMMENT_TYPES.filter((type) => report.comment[type].trim() !== '');
          return (
            <li key={report.term} className={classes.commentTerm}>
              <Sub className={classes.subheading}>{termName(t, report.term)}</Sub>
              {written.length === 0 ? (
                <p className={classes.muted}>{t('noCommentsYet')}</p>
              ) : (
                <dl className={classes.pairs}>
                  {written.map((type) => (
                    <div key={type} className={classes.pair}>
                      <dt>{label(type)}</dt>
                      <dd>{report.comment[type]}</dd>
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
