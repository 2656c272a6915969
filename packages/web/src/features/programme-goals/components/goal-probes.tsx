import { Button } from '@mantine/core';
import {
  type Goal,
  instituteDate,
  PROBE_LEVEL_LABELS,
  PROBE_LEVELS,
  type ProbeLevel,
} from '@pragati/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useEnglishLang } from '../../../components/english-text';
import { useMsg } from '../../../i18n/i18n-provider';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useRecordProbe } from '../api/goal-probes';
import { termRefText } from './goal-texts';
import { ProbeTable } from './probe-table';
import { probePoints } from './probe-points';
import classes from './probes.module.css';

// chart.js only when a goal with probes is on screen: never in the login chunk.
const ProbeChart = lazy(async () => ({ default: (await import('./probe-chart')).ProbeChart }));

/** Level buttons: one tap records a probe on the date shown (today unless changed). */
function RecordProbe({ regNo, goal }: { regNo: string; goal: Goal }) {
  const t = useTranslations('programmeGoals.probes');
  const m = useMsg();
  const id = useId();
  const today = instituteDate(new Date());
  const [date, setDate] = useState(today);
  const record = useRecordProbe(regNo, goal.id);
  const save = (level: ProbeLevel) =>
    record.mutate(
      { date, level },
      {
        onSuccess: (response) => toast.success(response.msg),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <>
      <div className={classes.date}>
        <label htmlFor={`${id}-date`}>{t('date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          max={today}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
      </div>
      <fieldset className={classes.levels} disabled={record.isPending}>
        <legend>{t('levels')}</legend>
        {PROBE_LEVELS.map((level) => (
          <Button
            key={level}
            variant="outline"
            className={classes.levelButton}
            onClick={() => save(level)}
          >
            {m(PROBE_LEVEL_LABELS[level])}
          </Button>
        ))}
      </fieldset>
    </>
  );
}

/**
 * A goal's probes (issue 31 part 4): record in two taps (date defaults to today, then a level),
 * a small chart of the probes with the term checklist results on the same line, and the same
 * figures as a table for screen readers and print. `writable`: the teacher's own student.
 */
export function GoalProbes({
  regNo,
  goal,
  writable,
  headingLevel = 3,
}: {
  regNo: string;
  goal: Goal;
  writable: boolean;
  headingLevel?: 3 | 4;
}) {
  const t = useTranslations('programmeGoals.probes');
  const tg = useTranslations('programmeGoals');
  const itemLang = useEnglishLang();
  const Heading = `h${headingLevel}` as const;
  const points = probePoints(goal);
  const probes = goal.probes ?? [];
  const levelNames = [t('axisNotYet'), t('axisPhysical'), t('axisVerbal'), t('axisIndependent')];
  const labels = points.map((p) =>
    p.kind === 'term' ? termRefText(tg, p.at) : p.probe.date.slice(5),
  );
  return (
    <section className={classes.panel} aria-label={t('title', { item: goal.question })}>
      <Heading className={classes.title}>
        <span lang={itemLang}>{goal.question}</span>
      </Heading>
      {goal.suggestedMet && goal.status === 'open' && (
        <p className={classes.suggested}>{t('suggestedMet')}</p>
      )}
      {writable && goal.status === 'open' && <RecordProbe regNo={regNo} goal={goal} />}
      {probes.length === 0 ? (
        <p className={classes.muted}>{t('none')}</p>
      ) : (
        <Suspense fallback={null}>
          <ProbeChart
            labels={labels}
            values={points.map((p) => p.value)}
            isTerm={points.map((p) => p.kind === 'term')}
            levelNames={levelNames}
            label={t('chartLabel', {
              item: goal.question,
              probes: probes.length,
              terms: points.length - probes.length,
            })}
          />
        </Suspense>
      )}
      <ProbeTable
        regNo={regNo}
        goal={goal}
        points={points}
        ownId={writable ? (readSession()?.userId ?? null) : null}
      />
    </section>
  );
}
