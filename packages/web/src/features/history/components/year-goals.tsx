import {
  answerShort,
  CATEGORY_DISPLAY_NAMES,
  type Goal,
  GOAL_TARGET_LABELS,
  classCode,
  goalTermSummary,
  type Section,
  type TermRef,
  TERMS,
  type Year,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import { useEnglishLang } from '../../../components/english-text';
import { useGoals } from '../api/get-goals';
import { type HistoryT, termName } from './history-texts';
import classes from './history.module.css';

/** "NE → PP → VP → +": a goal's answers term by term. */
export const goalProgressText = (goal: Goal) =>
  goal.progress.map((p) => answerShort(p.answer)).join(' → ') || '–';

/** "Term I, Preprimary-1" in the current language, the class's name too. */
const termRefText = (t: HistoryT, at: TermRef, groupName: GroupName) =>
  `${termName(t, at.term)}, ${groupName(classCode(at.section, at.year))}`;

type GroupName = (code: string) => string;

function statusText(t: HistoryT, goal: Goal, groupName: GroupName): string {
  if (goal.status === 'met' && goal.metIn)
    return t('goalMetIn', { term: termRefText(t, goal.metIn, groupName) });
  if (goal.status === 'dropped') {
    const status = goal.droppedIn
      ? t('goalDroppedIn', { term: termRefText(t, goal.droppedIn, groupName) })
      : t('goalDropped');
    return goal.dropReason ? `${status}: ${goal.dropReason}` : status;
  }
  return t('goalOpen');
}

/**
 * Issue 17 part 3: the programme goals set in each term of one year, per area how many were set,
 * met and are open, and each goal's answers term by term (e.g. NE → PP → VP → +). Nothing is
 * shown for a student without goals, or when the goals cannot be read.
 */
export function YearGoals({
  regNo,
  section,
  year,
  idPrefix = 'history',
  level = 2,
}: {
  regNo: string;
  section: Section;
  year: Year;
  idPrefix?: string;
  level?: 2 | 3;
}) {
  const t = useTranslations('history');
  const query = useGoals(regNo);
  const goals = query.data?.goals ?? [];
  if (goals.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const id = `${idPrefix}-goals`;
  const terms = TERMS.map((term) => ({ section, year, term }))
    .map((at) => ({
      at,
      summary: goalTermSummary(goals, at),
      goals: goals.filter(
        (g) => g.setIn.section === section && g.setIn.year === year && g.setIn.term === at.term,
      ),
    }))
    .filter((t) => t.goals.length > 0);

  return (
    <section aria-labelledby={id} className={classes.block}>
      <Heading id={id} className={classes.heading}>
        {t('goalsTitle')}
      </Heading>
      {terms.length === 0 ? (
        <p className={classes.muted}>{t('noGoals')}</p>
      ) : (
        terms.map(({ at, summary, goals: set }) => (
          <GoalTerm key={at.term} at={at} summary={summary} goals={set} Sub={Sub} />
        ))
      )}
    </section>
  );
}

/** The goals set after one term: the counts per area, then each goal with its answers so far. */
function GoalTerm({
  at,
  summary,
  goals,
  Sub,
}: {
  at: TermRef;
  summary: ReturnType<typeof goalTermSummary>;
  goals: Goal[];
  Sub: 'h3' | 'h4';
}) {
  const t = useTranslations('history');
  const m = useMsg();
  const groupName = useGroupName();
  // A goal names its item by the bank's English text.
  const itemLang = useEnglishLang();
  return (
    <div className={classes.goalTerm}>
      <Sub className={classes.subheading}>{t('goalsSetAfter', { term: termName(t, at.term) })}</Sub>
      <ul className={classes.goalSummary}>
        {summary.map((row) => (
          <li key={row.category}>
            {t('goalCounts', {
              area: m(CATEGORY_DISPLAY_NAMES[row.category]),
              set: row.set,
              met: row.met,
              open: row.open,
              dropped: row.dropped,
            })}
          </li>
        ))}
      </ul>
      {/* On a phone the table scrolls sideways: a named, focusable region lets a keyboard scroll it. */}
      <div
        className={classes.tableWrap}
        role="region"
        aria-label={t('goalsSetAfter', { term: termName(t, at.term) })}
        tabIndex={0}
      >
        <table className={classes.goalTable}>
          <caption className={classes.caption}>
            {t('goalsCaption', { term: termName(t, at.term) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('goalArea')}</th>
              <th scope="col">{t('goalItem')}</th>
              <th scope="col">{t('goalTarget')}</th>
              <th scope="col">{t('goalAnswers')}</th>
              <th scope="col">{t('goalStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {goals.map((g) => (
              <tr key={g.id}>
                <td>{m(CATEGORY_DISPLAY_NAMES[g.category])}</td>
                <th scope="row" lang={itemLang}>
                  {g.question}
                </th>
                <td>{m(GOAL_TARGET_LABELS[g.target])}</td>
                <td>{goalProgressText(g)}</td>
                <td>{statusText(t, g, groupName)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
