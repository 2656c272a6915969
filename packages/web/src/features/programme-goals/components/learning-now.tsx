import { type Goal, LEARNING_NOW_LABELS, learningNow } from '@pragati/domain';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { EnglishOnlyNote, useEnglishLang } from '../../../components/english-text';
import { useMsg } from '../../../i18n/i18n-provider';
import { useStudentGoals } from '../api/get-student-goals';
import classes from './learning-now.module.css';

/**
 * Issue 17 part 4: the student's open goals in plain words, for the student and the guardian.
 * Takes the goals as data and carries its own heading, so any student screen (the home, the
 * easy-read home) can place it; StudentLearningNow below loads them. The plain words are the
 * domain's (learning-now.ts), shown through msg() in the chosen language; the item is the bank's.
 */
export function LearningNow({
  goals,
  headingLevel = 2,
}: {
  goals: readonly Goal[];
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const m = useMsg();
  // A goal names its item by the bank's English text.
  const itemLang = useEnglishLang();
  const areas = learningNow(goals);
  const Heading = `h${headingLevel}` as const;
  const AreaHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Heading id={id} className={classes.title}>
        {m(LEARNING_NOW_LABELS.title)}
      </Heading>
      {areas.length === 0 ? (
        <p className={classes.empty}>{m(LEARNING_NOW_LABELS.none)}</p>
      ) : (
        areas.map((area) => (
          <div key={area.category} className={classes.area}>
            <AreaHeading className={classes.areaTitle}>{m(area.area)}</AreaHeading>
            <ul className={classes.goals}>
              {area.goals.map((goal) => (
                <li key={goal.id} className={classes.goal}>
                  <span className={classes.item}>
                    <span lang={itemLang}>{goal.item}</span>
                    <EnglishOnlyNote className={classes.note} />
                  </span>
                  <span>{m(goal.aim)}</span>
                  {goal.lastChecked && <span className={classes.now}>{m(goal.lastChecked)}</span>}
                  {/* The teacher's probes between terms, in plain words (issue 31 part 4). */}
                  {goal.lately && <span className={classes.now}>{m(goal.lately)}</span>}
                  {goal.progress && <span className={classes.progress}>{m(goal.progress)}</span>}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

/** LearningNow with the student's goals loaded (GET /goals/:regNo, the student's own). */
export function StudentLearningNow({
  regNo,
  headingLevel,
}: {
  regNo: string;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('programmeGoals');
  const query = useStudentGoals(regNo);
  if (query.isPending)
    return (
      <p role="status" className={classes.section}>
        {t('learningNowLoading')}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className={classes.section}>
        {t('learningNowFailed', { reason: query.error.message })}
      </p>
    );
  return <LearningNow goals={query.data.goals} headingLevel={headingLevel} />;
}
