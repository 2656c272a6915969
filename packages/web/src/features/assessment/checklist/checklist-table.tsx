import { Button } from '@mantine/core';
import { type Category, GOAL_TARGET_LABELS } from '@pragati/domain';
import { memo, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import classes from '../teacher.module.css';
import checklistClasses from './checklist.module.css';
import { answerOptions, type AnswerOption } from './answer-options';
import type { Item } from './checklist-state';
import type { Locale } from '@pragati/domain';
import { type LangText, type QuestionLang, questionTexts } from './question-language';
import { useMsg } from '../../../i18n/i18n-provider';
import type { GoalMarks } from './where';

export const answerFieldId = (index: number) => `answer-${index + 1}`;

interface RowProps {
  index: number;
  question: string;
  questionLang: QuestionLang;
  /** The other language's text, when the teacher asked to see both. */
  other: string | null;
  otherLang: QuestionLang;
  answer: string;
  added: boolean;
  /** "Goal: <target>" when the item is one of the term's goals. */
  goal: string | null;
  fromLastTerm: boolean;
  options: readonly AnswerOption[];
  missing: boolean;
  disabled: boolean;
  onAnswer: (index: number, answer: string) => void;
}

/** One item. Memoised: choosing an answer re-renders only its own row. */
const ChecklistRow = memo(function ChecklistRow({
  index,
  question,
  questionLang,
  other,
  otherLang,
  answer,
  added,
  goal,
  fromLastTerm,
  options,
  missing,
  disabled,
  onAnswer,
}: RowProps) {
  const t = useTranslations('assessment.checklist');
  const n = index + 1;
  const described = [missing && `missing-${n}`, fromLastTerm && `last-term-${n}`]
    .filter(Boolean)
    .join(' ');
  return (
    <tr>
      <td className={classes.numberCell}>{n}</td>
      <th scope="row" className={classes.questionCell} id={`question-${n}`}>
        <span lang={questionLang}>{question}</span>
        {added && <span className={classes.addedMark}> {t('added')}</span>}
        {goal && <span className={checklistClasses.goalMark}>{goal}</span>}
        {other && (
          <span lang={otherLang} className={checklistClasses.otherLanguage}>
            {other}
          </span>
        )}
      </th>
      <td className={classes.answerCell}>
        <select
          id={answerFieldId(index)}
          className={
            fromLastTerm
              ? `${classes.answerSelect} ${checklistClasses.lastTermSelect}`
              : classes.answerSelect
          }
          aria-label={t('answerFor', { n })}
          aria-describedby={described || undefined}
          aria-invalid={missing || undefined}
          value={answer}
          disabled={disabled}
          onChange={(event) => onAnswer(index, event.target.value)}
        >
          <option value="">{t('select')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {missing && (
          <span id={`missing-${n}`} className={classes.missing}>
            {t('notAnswered')}
          </span>
        )}
        {fromLastTerm && (
          <span id={`last-term-${n}`} className={checklistClasses.lastTermMark}>
            {t('fromLastTerm')}
          </span>
        )}
      </td>
    </tr>
  );
});

/**
 * The last row: a new question with its answer. Its typing stays here, so the rows above do not
 * re-render on each keystroke.
 */
function AddQuestionRow({
  number,
  options,
  disabled,
  onAdd,
}: {
  number: number;
  options: readonly AnswerOption[];
  disabled: boolean;
  onAdd: (question: string, answer: string) => void;
}) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const t = useTranslations('assessment.checklist');
  const ready = question.trim() !== '' && answer.trim() !== '';

  function add() {
    if (!ready) return;
    onAdd(question.trim(), answer);
    setQuestion('');
    setAnswer('');
    questionRef.current?.focus();
  }

  return (
    <>
      <tr className={classes.addRow}>
        <td className={classes.numberCell}>{number}</td>
        <td className={classes.questionCell}>
          <label htmlFor="new-question" className={classes.fieldLabel}>
            {t('newQuestion')}
          </label>
          <textarea
            id="new-question"
            ref={questionRef}
            className={classes.newQuestion}
            rows={2}
            maxLength={500}
            value={question}
            disabled={disabled}
            onChange={(event) => setQuestion(event.target.value)}
          />
        </td>
        <td className={classes.answerCell}>
          <label htmlFor="new-answer" className={classes.fieldLabel}>
            {t('newAnswer')}
          </label>
          <select
            id="new-answer"
            className={classes.answerSelect}
            value={answer}
            disabled={disabled}
            onChange={(event) => setAnswer(event.target.value)}
          >
            <option value="">{t('select')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </td>
      </tr>
      {/* Its own row, so the button never squeezes the answer column on a phone. */}
      <tr className={classes.addRow}>
        <td />
        <td colSpan={2}>
          <Button
            type="button"
            size="sm"
            className={checklistClasses.tapTarget}
            disabled={disabled || !ready}
            onClick={add}
          >
            {t('addQuestion')}
          </Button>
        </td>
      </tr>
    </>
  );
}

export interface ChecklistTableProps {
  category: Category;
  categoryName: string;
  items: readonly Item[];
  /** The teacher's language, and whether the other one is shown beneath (decisions §13). */
  locale: Locale;
  showOtherLanguage: boolean;
  showMissing: boolean;
  /** The term's goal items (decisions §14), marked in their rows. */
  goalMarks?: GoalMarks;
  disabled: boolean;
  onAnswer: (index: number, answer: string) => void;
  onAdd: (question: string, answer: string) => void;
}

export function ChecklistTable({
  category,
  categoryName,
  items,
  locale,
  showOtherLanguage,
  showMissing,
  goalMarks,
  disabled,
  onAnswer,
  onAdd,
}: ChecklistTableProps) {
  const options = answerOptions(category);
  const none: LangText = { text: '', lang: 'en' };
  const t = useTranslations('assessment.checklist');
  const m = useMsg();
  const goalOf = (question: string) => {
    const target = goalMarks?.get(question);
    return target ? t('goalMark', { target: m(GOAL_TARGET_LABELS[target]) }) : null;
  };
  return (
    <div className={classes.tableScroll}>
      <table className={classes.checklist}>
        <caption className={classes.caption}>{t('caption', { category: categoryName })}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.numberCell}>
              {t('number')}
            </th>
            <th scope="col">{t('question')}</th>
            <th scope="col" className={classes.answerCell}>
              {t('answer')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const { main, other } = questionTexts(item, locale, showOtherLanguage);
            return (
              <ChecklistRow
                // Items are only ever appended, so the position is a stable key.
                key={index}
                index={index}
                question={main.text}
                questionLang={main.lang}
                other={other?.text ?? null}
                otherLang={(other ?? none).lang}
                answer={item.answer}
                added={item.added === true}
                goal={goalOf(item.question)}
                fromLastTerm={item.fromLastTerm === true}
                options={options}
                missing={showMissing && item.answer === ''}
                disabled={disabled}
                onAnswer={onAnswer}
              />
            );
          })}
          {!disabled && (
            <AddQuestionRow
              number={items.length + 1}
              options={options}
              disabled={disabled}
              onAdd={onAdd}
            />
          )}
        </tbody>
      </table>
    </div>
  );
}
