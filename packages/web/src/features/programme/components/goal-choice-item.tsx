import {
  ANSWER_LABELS,
  type Answer,
  answerShort,
  GOAL_TARGET_LABELS,
  type GoalTarget,
  termRefLabel,
} from '@pragati/domain';
import { memo } from 'react';
import { type Choice, choiceError, type GoalAction, targetsFor } from '../state/goal-choices';
import { statusText } from './goal-texts';
import classes from './programme.module.css';

function answerText(answer: string | null): string {
  if (answer === null) return 'Not asked in this term’s checklist';
  const long = ANSWER_LABELS[answer as Answer]?.long;
  return `Answer this term: ${answerShort(answer)}${long && long !== answerShort(answer) ? ` (${long})` : ''}`;
}

interface Props {
  choice: Choice;
  showErrors: boolean;
  disabled: boolean;
  dispatch: (action: GoalAction) => void;
}

/** One item: tick it as a goal, then its target level and notes (or, unticked, why it drops). */
export const GoalChoiceItem = memo(function GoalChoiceItem({
  choice,
  showErrors,
  disabled,
  dispatch,
}: Props) {
  const id = `goal-${choice.itemId}`;
  const error = showErrors ? choiceError(choice) : null;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const { itemId } = choice;

  if (choice.settled && choice.goal) {
    return (
      <li className={classes.item}>
        <p className={classes.question}>{choice.question}</p>
        <p className={classes.muted}>
          {answerText(choice.answer)}. Goal: {GOAL_TARGET_LABELS[choice.goal.target]}.{' '}
          {statusText(choice.goal)}.
        </p>
      </li>
    );
  }

  return (
    <li className={classes.item}>
      <div role="group" aria-labelledby={`${id}-label`}>
        <label className={classes.check} id={`${id}-label`}>
          <input
            type="checkbox"
            id={id}
            checked={choice.chosen}
            disabled={disabled}
            onChange={() => dispatch({ type: 'toggle', itemId })}
          />
          <span className={classes.question}>{choice.question}</span>
        </label>
        <p className={classes.meta}>
          {answerText(choice.answer)}
          {choice.carried && choice.goal ? `. Goal since ${termRefLabel(choice.goal.setIn)}` : ''}
        </p>
        {choice.chosen ? (
          <div className={classes.details}>
            <fieldset className={classes.targets} aria-describedby={describedBy}>
              <legend>Target level</legend>
              {targetsFor(choice).map((target: GoalTarget) => (
                <label key={target} className={classes.check}>
                  <input
                    type="radio"
                    name={`${id}-target`}
                    value={target}
                    checked={choice.target === target}
                    disabled={disabled}
                    aria-invalid={error && !choice.target ? true : undefined}
                    onChange={() => dispatch({ type: 'target', itemId, target })}
                  />
                  {GOAL_TARGET_LABELS[target]}
                </label>
              ))}
            </fieldset>
            <div className={classes.field}>
              <label htmlFor={`${id}-notes`}>Notes on method and materials (optional)</label>
              <textarea
                id={`${id}-notes`}
                className={classes.textarea}
                value={choice.notes}
                maxLength={1000}
                disabled={disabled}
                onChange={(e) => dispatch({ type: 'notes', itemId, notes: e.target.value })}
              />
            </div>
          </div>
        ) : choice.carried ? (
          <div className={classes.details}>
            <div className={classes.field}>
              <label htmlFor={`${id}-reason`}>Reason for dropping this goal</label>
              <textarea
                id={`${id}-reason`}
                className={classes.textarea}
                value={choice.reason}
                maxLength={500}
                required
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(e) => dispatch({ type: 'reason', itemId, reason: e.target.value })}
              />
            </div>
          </div>
        ) : null}
        {error && (
          <p id={errorId} className={`${classes.error} ${classes.meta}`}>
            {error}
          </p>
        )}
      </div>
    </li>
  );
});
