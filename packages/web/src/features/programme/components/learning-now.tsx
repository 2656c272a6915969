import { type Goal, LEARNING_NOW_TITLE, learningNow } from '@pragati/domain';
import { useId } from 'react';
import { useStudentGoals } from '../api/get-student-goals';
import classes from './learning-now.module.css';

/**
 * Issue 17 part 4: the student's open goals in plain words, for the student and the guardian.
 * Takes the goals as data and carries its own heading, so any student screen (the home, the
 * easy-read home) can place it; StudentLearningNow below loads them.
 */
export function LearningNow({
  goals,
  headingLevel = 2,
}: {
  goals: readonly Goal[];
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const areas = learningNow(goals);
  const Heading = `h${headingLevel}` as const;
  const AreaHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Heading id={id} className={classes.title}>
        {LEARNING_NOW_TITLE}
      </Heading>
      {areas.length === 0 ? (
        <p className={classes.empty}>
          No goals for now. After each term your teacher chooses what to learn next.
        </p>
      ) : (
        areas.map((area) => (
          <div key={area.category} className={classes.area}>
            <AreaHeading className={classes.areaTitle}>{area.area}</AreaHeading>
            <ul className={classes.goals}>
              {area.goals.map((goal) => (
                <li key={goal.id} className={classes.goal}>
                  <span className={classes.item}>{goal.item}</span>
                  <span>{goal.aim}</span>
                  {goal.lastChecked && <span className={classes.now}>{goal.lastChecked}</span>}
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
  const query = useStudentGoals(regNo);
  if (query.isPending)
    return (
      <p role="status" className={classes.section}>
        Loading what you are learning now...
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className={classes.section}>
        What you are learning now could not be loaded ({query.error.message}). Reload the page to
        try again.
      </p>
    );
  return <LearningNow goals={query.data.goals} headingLevel={headingLevel} />;
}
