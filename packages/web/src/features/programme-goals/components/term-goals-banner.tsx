import { answerShort, GOAL_TARGET_LABELS, type GoalArea, type TermRef } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useEnglishLang } from '../../../components/english-text';
import { useMsg } from '../../../i18n/i18n-provider';
import { useStudentGoals } from '../api/get-student-goals';
import { GoalProbes } from './goal-probes';
import { areaName } from './goal-texts';
import classes from './programme.module.css';
import { termGoalRows } from './term-goals';

/**
 * The goals of one term (issue 17 part 2), for the checklist screen: each goal item with its
 * target and, once its checklist is evaluated, whether it was met or continues. Give `category`
 * to show one area only. Renders nothing without goals or when they cannot be read.
 */
export function TermGoalsBanner({
  regNo,
  at,
  category,
  probes = false,
}: {
  regNo: string;
  at: TermRef;
  category?: GoalArea;
  /** The teacher's checklist: record probes on each open goal, with its chart (issue 31). */
  probes?: boolean;
}) {
  const t = useTranslations('programmeGoals');
  const m = useMsg();
  // A goal names its item by the bank's English text.
  const itemLang = useEnglishLang();
  const query = useStudentGoals(regNo);
  const rows = termGoalRows(query.data?.goals ?? [], at, category);
  if (rows.length === 0) return null;
  const caption = category
    ? t('bannerCaptionArea', { area: m(areaName(category)) })
    : t('bannerCaption');
  const open = rows.filter((r) => r.goal.status === 'open');
  return (
    <>
      {/* On a phone the table scrolls sideways: a named, focusable region lets a keyboard scroll it. */}
      <div className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={classes.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {!category && <th scope="col">{t('colArea')}</th>}
              <th scope="col">{t('colItem')}</th>
              <th scope="col">{t('colTarget')}</th>
              <th scope="col">{t('colAnswer')}</th>
              <th scope="col">{t('colOutcome')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ goal, answer, outcome }) => (
              <tr key={goal.id}>
                {!category && <td>{m(areaName(goal.category))}</td>}
                <th scope="row" lang={itemLang}>
                  {goal.question}
                </th>
                <td>{m(GOAL_TARGET_LABELS[goal.target])}</td>
                <td>{answer === null ? '–' : answerShort(answer)}</td>
                <td>
                  {t(`outcomes.${outcome}`)}
                  {goal.suggestedMet && outcome !== 'met' && <> · {t('probes.suggestedShort')}</>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {probes &&
        open.map(({ goal }) => <GoalProbes key={goal.id} regNo={regNo} goal={goal} writable />)}
    </>
  );
}
