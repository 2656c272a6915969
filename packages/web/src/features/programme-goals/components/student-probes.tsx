import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { useStudentGoals } from '../api/get-student-goals';
import { GoalProbes } from './goal-probes';
import classes from './programme.module.css';

/**
 * A student's open goals, each with its probes between terms (issue 31 part 4), for those who
 * probe a goal away from the checklist: the specialist on a caseload student's page. Read from
 * the student's goals (the history's permissions), so it needs no evaluated term on screen.
 */
export function StudentProbes({ regNo }: { regNo: string }) {
  const t = useTranslations('programmeGoals.probes');
  const id = useId();
  const goals = useStudentGoals(regNo);
  const open = (goals.data?.goals ?? []).filter((g) => g.status === 'open');
  if (open.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`no-print ${classes.area}`}>
      <h2 id={id} className={classes.legend}>
        {t('sectionTitle')}
      </h2>
      <p className={classes.intro}>{t('sectionIntro')}</p>
      {open.map((goal) => (
        <GoalProbes key={goal.id} regNo={regNo} goal={goal} writable />
      ))}
    </section>
  );
}
