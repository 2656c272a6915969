import { Button, Loader } from '@mantine/core';
import {
  type EvaluateResponse,
  PROGRESS_MESSAGES,
  qaTypeOf,
  type TermReportRecord,
} from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { CountsLegend } from '../../../components/counts-legend';
import { useLocaleState, useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useEvaluate } from '../api/evaluate';
import { evaluateQuestionsQueryOptions } from '../api/get-evaluate-questions';
import { teacherKeys } from '../api/query-keys';
import { CommentForm } from '../components/comment-form';
import { Notice } from '../components/notice';
import { useCommentSubmit } from '../components/use-comment-submit';
import { findTerm, findYear, modeText, percentText, termFigureText } from '../record-display';
import classes from '../teacher.module.css';
import checklistClasses from './checklist.module.css';
import { countsText } from './answer-options';
import {
  type Draft,
  fillableFromLastTerm,
  firstUnanswered,
  isDirty,
  type ServerChecklist,
  toItems,
} from './checklist-state';
import { answerFieldId, ChecklistTable } from './checklist-table';
import { LanguageToggle, useBothLanguages } from './language-toggle';
import { hasSecondLanguage } from './question-language';
import type { LastTerm } from './last-term';
import { QuickFill } from './quick-fill';
import { SaveStatus } from './save-status';
import { isConflict, useChecklistAutosave } from './use-checklist-autosave';
import type { ChecklistWhere, GoalMarks } from './where';

export interface ChecklistEditorProps {
  where: ChecklistWhere;
  categoryLabel: string;
  server: ServerChecklist;
  /** Answers kept on the device that the server did not have yet. */
  draft: Draft | null;
  lastTerm: LastTerm | null;
  evaluated: boolean;
  termReport: TermReportRecord;
  writable: boolean;
  /** The goal items, marked in their rows. */
  goalMarks?: GoalMarks;
  onEvaluated?: (where: ChecklistWhere) => void;
}

function focusItem(index: number) {
  const field = document.getElementById(answerFieldId(index));
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

export function ChecklistEditor({
  where,
  categoryLabel,
  server,
  draft,
  lastTerm,
  evaluated,
  termReport,
  writable,
  goalMarks,
  onEvaluated,
}: ChecklistEditorProps) {
  const { regNo, section, year, term, category } = where;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTranslations('assessment.checklist');
  const m = useMsg();
  const autosave = useChecklistAutosave({ where, server, draft, writable });
  const { state, act, latest } = autosave;
  const [result, setResult] = useState<Pick<EvaluateResponse, 'percent' | 'mode'> | null>(null);
  // The autosave count when Evaluate last finished: a later change drops that figure.
  const [evaluatedAt, setEvaluatedAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const evaluate = useEvaluate();
  const dirty = isDirty(state);
  const { locale } = useLocaleState();
  const [showBoth, toggleBoth] = useBothLanguages();

  const onAnswer = useCallback(
    (index: number, answer: string) => act({ type: 'answer', index, answer }),
    [act],
  );
  const onAdd = useCallback(
    (question: string, answer: string) => act({ type: 'add', question, answer }),
    [act],
  );

  const refreshStudent = () =>
    queryClient.invalidateQueries({ queryKey: teacherKeys.student(regNo) });

  async function runEvaluate() {
    const missing = firstUnanswered(state.items);
    if (missing >= 0) {
      toast.error(PROGRESS_MESSAGES.selectAll, { id: 'select-all-answers' });
      act({ type: 'show-missing' });
      focusItem(missing);
      return;
    }
    autosave.cancelScheduled();
    setBusy(true);
    try {
      // After any save in flight; Evaluate keeps what the screen shows, last term's answers too.
      await autosave.exclusive(async () => {
        act({ type: 'keep-last-term' });
        const items = latest.current.items;
        const saved = await autosave.saveItems(items, latest.current.revision);
        act({ type: 'saved', items, revision: saved.revision });
        setResult(null);
        const evaluatedNow = await evaluate.mutateAsync({
          id: regNo,
          section,
          year,
          term,
          type: qaTypeOf(category),
        });
        act({ type: 'revision', revision: evaluatedNow.revision });
        setResult({ percent: evaluatedNow.percent, mode: evaluatedNow.mode });
        setEvaluatedAt(autosave.changesRef.current);
      });
      onEvaluated?.(where);
    } catch (error) {
      if (isConflict(error)) act({ type: 'conflict' });
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      void refreshStudent();
    }
  }

  async function loadLatest() {
    const fresh = await queryClient.fetchQuery({
      ...evaluateQuestionsQueryOptions(regNo),
      staleTime: 0,
    });
    const current = findTerm(findYear(fresh.data.section, section, year), term);
    if (!current) return;
    act({
      type: 'load-latest',
      server: {
        items: toItems(current.report?.[qaTypeOf(category)] ?? []),
        revision: current.revision,
      },
    });
    setResult(null);
  }

  const commentType = `${category}Comment` as const;
  const comment = useCommentSubmit(
    { regNo, section, year, term, type: commentType },
    { saved: termReport.comment[commentType], revision: termReport.revision },
    async () => {
      const fresh = await queryClient.fetchQuery({
        ...evaluateQuestionsQueryOptions(regNo),
        staleTime: 0,
      });
      return findTerm(findYear(fresh.data.section, section, year), term);
    },
    (response) => {
      toast.success(response.msg);
      void refreshStudent();
      void navigate(paths.teacher.eval);
    },
  );

  const hadFigure = result !== null || evaluated;
  const figureDropped = autosave.changes > (result !== null ? evaluatedAt : 0);
  const isEvaluated = hadFigure && !figureDropped;
  const figure = result
    ? category === 'recreational'
      ? modeText(result.mode ?? '–')
      : percentText(result.percent ?? 0)
    : termFigureText(termReport, category);
  const unanswered = state.items.filter((i) => i.answer === '').length;
  const answered = state.items.length - unanswered;
  const waiting = state.items.filter((i) => i.fromLastTerm).length;

  return (
    <>
      {!writable && (
        <Notice color="gray" title={t('viewOnlyTitle')} className={classes.notice}>
          {t('viewOnly')}
        </Notice>
      )}
      {state.conflict && (
        <Notice color="red" title={t('conflictTitle')} role="alert" className={classes.notice}>
          <p className={classes.alertText}>{m(PROGRESS_MESSAGES.stale)}</p>
          <p className={classes.alertText}>{t('conflictKept')}</p>
          <Button
            variant="default"
            size="sm"
            className={checklistClasses.tapTarget}
            onClick={() => void loadLatest()}
          >
            {t('loadLatest')}
          </Button>
        </Notice>
      )}
      <p className={classes.progressLine}>
        {t('answered', { answered, total: state.items.length })}
      </p>
      <SaveStatus
        writable={writable}
        saving={autosave.saving}
        problem={autosave.problem}
        conflict={state.conflict}
        lastTermWaiting={waiting > 0}
        onRetry={() => void autosave.saveNow()}
      />
      {writable && !state.conflict && (
        <QuickFill
          category={category}
          fillable={lastTerm ? fillableFromLastTerm(state.items, lastTerm.items) : 0}
          lastTermLabel={lastTerm?.label ?? ''}
          waiting={waiting}
          unanswered={unanswered}
          onFill={() => lastTerm && act({ type: 'fill-last-term', previous: lastTerm.items })}
          onKeep={() => act({ type: 'keep-last-term' })}
          onClear={() => act({ type: 'clear-last-term' })}
          onSetUnanswered={(answer) => act({ type: 'set-unanswered', answer })}
        />
      )}
      {hasSecondLanguage(state.items) && (
        <LanguageToggle locale={locale} pressed={showBoth} onToggle={toggleBoth} />
      )}
      <ChecklistTable
        category={category}
        categoryName={categoryLabel}
        items={state.items}
        locale={locale}
        showOtherLanguage={showBoth}
        showMissing={state.showMissing}
        goalMarks={goalMarks}
        disabled={!writable}
        onAnswer={onAnswer}
        onAdd={onAdd}
      />
      <CountsLegend />
      <section className={classes.resultBlock} aria-labelledby="result-heading">
        <h2 id="result-heading" className={classes.sectionTitle}>
          {t('result')}
        </h2>
        <div role="status" className={classes.result}>
          {isEvaluated && figure ? (
            <>
              <p className={classes.figure}>{figure}</p>
              <p className={classes.counts}>
                {countsText(
                  category,
                  state.base.map((item) => item.answer),
                )}
              </p>
            </>
          ) : (
            <p className={classes.counts}>{hadFigure ? t('changed') : t('notEvaluated')}</p>
          )}
          {isEvaluated && dirty && <p className={classes.counts}>{t('changed')}</p>}
        </div>
        {writable && (
          // Not `loading`: that disables the button, and a disabled button drops the keyboard's
          // focus to the page (issue 15 part 8). It stays focusable and ignores presses instead.
          <Button
            className={checklistClasses.tapTarget}
            onClick={() => {
              if (!busy) void runEvaluate();
            }}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            rightSection={busy ? <Loader size="xs" aria-hidden /> : null}
          >
            {t('evaluate')}
          </Button>
        )}
      </section>
      <CommentForm
        id={`${category}-comments`}
        label={t('comments')}
        saved={termReport.comment[commentType]}
        enabled={writable && isEvaluated}
        disabledReason={writable ? t('evaluateFirst') : undefined}
        pending={comment.pending}
        error={comment.conflict}
        onSubmit={comment.submit}
      />
    </>
  );
}
