import classes from './question-bank.module.css';

/**
 * An item's English wording with its Hindi text below it when it has one (decisions §13); the
 * Hindi carries `lang="hi"` so a screen reader reads it in Hindi.
 */
export function BilingualQuestion({
  question,
  questionHi,
}: {
  question: string;
  questionHi: string | null;
}) {
  return (
    <>
      <span lang="en">{question}</span>
      {questionHi && (
        <span lang="hi" className={classes.hindi}>
          {questionHi}
        </span>
      )}
    </>
  );
}
