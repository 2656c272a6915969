import { ANSWER_CODE_LEGEND } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../i18n/i18n-provider';
import classes from './counts-legend.module.css';

const LEGEND_YES = 'Yes, achieved';
const LEGEND_NA = 'Not Applicable (not counted in the percent)';

/**
 * The legend of the answer codes and the A–E grades beside every count (decisions §11), on screen
 * and in print. Shared by the teacher's screens and the history report. A line on a desk; on a
 * phone one code per line, so it reads without hunting along a wrapped sentence.
 */
export function CountsLegend() {
  const t = useTranslations('app.legend');
  const m = useMsg();
  // Two meanings are the legend's own words; the others are the answers' domain labels.
  const meaningOf = (meaning: string) =>
    meaning === LEGEND_YES ? t('yes') : meaning === LEGEND_NA ? t('notApplicable') : m(meaning);
  return (
    <div className={classes.legend}>
      <span className={classes.title}>{t('title')} </span>
      <ul className={classes.codes}>
        {ANSWER_CODE_LEGEND.map(({ code, meaning }, i) => (
          <li key={code} className={classes.item}>
            <abbr title={meaningOf(meaning)} className={classes.code}>
              {code}
            </abbr>{' '}
            {meaningOf(meaning)}
            {i < ANSWER_CODE_LEGEND.length - 1 ? '; ' : '.'}
          </li>
        ))}
      </ul>{' '}
      <p className={classes.line}>{t('percent')}</p>
      <p className={classes.line}>{t('recreational')}</p>
    </div>
  );
}
