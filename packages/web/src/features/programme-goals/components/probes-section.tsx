import type { Goal, GoalPlanResponse } from '@pragati/domain';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { GoalProbes } from './goal-probes';
import classes from './programme.module.css';

type Plan = NonNullable<GoalPlanResponse['plan']>;

/** The plan's open goals, each with its probes between terms (issue 31 part 4). */
export function ProbesSection({ regNo, plan }: { regNo: string; plan: Plan }) {
  const t = useTranslations('programmeGoals.probes');
  const id = useId();
  const goals: Goal[] = [
    ...plan.areas.flatMap((a) => a.items.flatMap((i) => (i.goal ? [i.goal] : []))),
    ...plan.elsewhere,
  ].filter((g) => g.status === 'open');
  if (goals.length === 0) return null;
  return (
    <section aria-labelledby={id} className={classes.area}>
      <h2 id={id} className={classes.legend}>
        {t('sectionTitle')}
      </h2>
      <p className={classes.intro}>{t('sectionIntro')}</p>
      {goals.map((goal) => (
        <GoalProbes key={goal.id} regNo={regNo} goal={goal} writable />
      ))}
    </section>
  );
}
