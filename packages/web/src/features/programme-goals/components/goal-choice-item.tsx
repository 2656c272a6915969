import {
  ANSWER_LABELS,
  type Answer,
  answerShort,
  GOAL_TARGET_LABELS,
  type GoalTarget,
} from '@pragati/domain';
import { memo } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useEnglishLang } from '../../../components/english-text';
import {
  type Choice,
  choiceError,
  type GoalAction,
  GOAL_SCREEN_MESSAGES,
  targetsFor,
} from '../state/goal-choices';
import { type ProgrammeT, statusText, termRefText } from './goal-texts';
import classes from './programme.module.css';

function answerText(t: ProgrammeT, m: (text: string) => string, answer: string | null): string {
  if (answer === null) return t('notAsked');
  const short = answerShort(answer);
  const long = ANSWER_LABELS[answer as Answer]?.long;
  return long && long !== short
    ? t('answerThisTermLong', { answer: short, long: m(long) })
    : t('answerThisTerm', { answer: short });
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
  const t = useTranslations('programmeGoals');
  const m = useMsg();
  // The plan names its items by the bank's English text.
  const itemLang = useEnglishLang();
  const id = `goal-${choice.itemId}`;
  const problem = showErrors ? choiceError(choice) : null;
  // The screen's own message, or a domain one (the drop reason's) in the current language.
  const error =
    problem === GOAL_SCREEN_MESSAGES.chooseTarget ? t('chooseTarget') : problem && m(problem);
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const { itemId } = choice;

  if (choice.settled && choice.goal) {
    return <SettledGoal choice={choice} />;
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
          <span className={classes.question} lang={itemLang}>
            {choice.question}
          </span>
        </label>
        <p className={classes.meta}>
          {choice.carried && choice.goal
            ? t('goalSince', {
                answer: answerText(t, m, choice.answer),
                term: termRefText(t, choice.goal.setIn),
              })
            : answerText(t, m, choice.answer)}
        </p>
        {choice.chosen ? (
          <GoalDetails
            choice={choice}
            id={id}
            invalid={Boolean(error)}
            describedBy={describedBy}
            disabled={disabled}
            dispatch={dispatch}
          />
        ) : choice.carried ? (
          <DropReasonField
            choice={choice}
            id={id}
            invalid={Boolean(error)}
            describedBy={describedBy}
            disabled={disabled}
            dispatch={dispatch}
          />
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

/** A goal already decided this term: read only, with its answer, target and status. */
function SettledGoal({ choice }: { choice: Choice }) {
  const t = useTranslations('programmeGoals');
  const m = useMsg();
  // The plan names its items by the bank's English text.
  const itemLang = useEnglishLang();
  if (!choice.goal) return null;
  return (
    <li className={classes.item}>
      <p className={classes.question} lang={itemLang}>
        {choice.question}
      </p>
      <p className={classes.muted}>
        {t('settledGoal', {
          answer: answerText(t, m, choice.answer),
          target: m(GOAL_TARGET_LABELS[choice.goal.target]),
          status: statusText(t, choice.goal),
        })}
      </p>
    </li>
  );
}

type FieldProps = Omit<Props, 'showErrors'> & {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
};

/** A ticked item's target level (a radio group) and notes. */
function GoalDetails({ choice, id, invalid, describedBy, disabled, dispatch }: FieldProps) {
  const t = useTranslations('programmeGoals');
  const m = useMsg();
  const { itemId } = choice;
  return (
    <div className={classes.details}>
      <fieldset className={classes.targets} aria-describedby={describedBy}>
        <legend>{t('targetLevel')}</legend>
        {targetsFor(choice).map((target: GoalTarget) => (
          <label key={target} className={classes.check}>
            <input
              type="radio"
              name={`${id}-target`}
              value={target}
              checked={choice.target === target}
              disabled={disabled}
              aria-invalid={invalid && !choice.target ? true : undefined}
              onChange={() => dispatch({ type: 'target', itemId, target })}
            />
            {m(GOAL_TARGET_LABELS[target])}
          </label>
        ))}
      </fieldset>
      <div className={classes.field}>
        <label htmlFor={`${id}-notes`}>{t('notes')}</label>
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
  );
}

/** An unticked goal carried from an earlier term: why it is dropped (required). */
function DropReasonField({ choice, id, invalid, describedBy, disabled, dispatch }: FieldProps) {
  const t = useTranslations('programmeGoals');
  const { itemId } = choice;
  return (
    <div className={classes.details}>
      <div className={classes.field}>
        <label htmlFor={`${id}-reason`}>{t('dropReason')}</label>
        <textarea
          id={`${id}-reason`}
          className={classes.textarea}
          value={choice.reason}
          maxLength={500}
          required
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => dispatch({ type: 'reason', itemId, reason: e.target.value })}
        />
      </div>
    </div>
  );
}
