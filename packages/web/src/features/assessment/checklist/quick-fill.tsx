import { Button } from '@mantine/core';
import type { Category } from '@pragati/domain';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { answerOptions } from './answer-options';
import classes from './checklist.module.css';

export interface QuickFillProps {
  category: Category;
  /** Unanswered items that last term's answers would fill (0: nothing to offer). */
  fillable: number;
  /** Which term the answers come from, e.g. "Term I". */
  lastTermLabel: string;
  /** Filled from last term and not yet kept. */
  waiting: number;
  unanswered: number;
  onFill: () => void;
  onKeep: () => void;
  onClear: () => void;
  onSetUnanswered: (answer: string) => void;
}

/** Issue 15 part 3, fewer taps: start from last term's answers, or set the rest at once. */
export function QuickFill({
  category,
  fillable,
  lastTermLabel,
  waiting,
  unanswered,
  onFill,
  onKeep,
  onClear,
  onSetUnanswered,
}: QuickFillProps) {
  const [answer, setAnswer] = useState('');
  const t = useTranslations('assessment');
  return (
    <section className={classes.quickFill} aria-label={t('quickFill.label')}>
      {waiting > 0 ? (
        <div className={classes.lastTermNotice}>
          <p className={classes.quickText}>
            {t('quickFill.waiting', { count: waiting, label: lastTermLabel })}
          </p>
          <div className={classes.quickRow}>
            <Button size="sm" className={classes.tapTarget} onClick={onKeep}>
              {t('quickFill.keep')}
            </Button>
            <Button size="sm" className={classes.tapTarget} variant="default" onClick={onClear}>
              {t('quickFill.remove')}
            </Button>
          </div>
        </div>
      ) : (
        fillable > 0 && (
          <div className={classes.quickRow}>
            <Button size="sm" className={classes.tapTarget} variant="default" onClick={onFill}>
              {t('quickFill.start')}
            </Button>
          </div>
        )
      )}
      {unanswered > 0 && (
        <form
          className={classes.quickRow}
          onSubmit={(event) => {
            event.preventDefault();
            if (answer === '') return;
            onSetUnanswered(answer);
            setAnswer('');
          }}
        >
          <label htmlFor="set-unanswered" className={classes.quickLabel}>
            {t('quickFill.setUnanswered')}
          </label>
          <select
            id="set-unanswered"
            className={classes.quickSelect}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          >
            <option value="">{t('checklist.select')}</option>
            {answerOptions(category).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Button
            type="submit"
            size="sm"
            className={classes.tapTarget}
            variant="default"
            disabled={answer === ''}
          >
            {t('quickFill.apply', { count: unanswered })}
          </Button>
        </form>
      )}
    </section>
  );
}
