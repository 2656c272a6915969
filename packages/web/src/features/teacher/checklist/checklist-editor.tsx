import { Button } from '@mantine/core';
import {
  type Category,
  type EvaluateResponse,
  PROGRESS_MESSAGES,
  qaTypeOf,
  type Section,
  type Term,
  type TermReportRecord,
  type Year,
} from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useEvaluate } from '../api/evaluate';
import { evaluateQuestionsQueryOptions } from '../api/get-evaluate-questions';
import { teacherKeys } from '../api/query-keys';
import { type EvalFormInput, useSaveEvalForm } from '../api/save-eval-form';
import { CommentForm } from '../components/comment-form';
import { findTerm, findYear, modeText, percentText, termFigureText } from '../progress';
import classes from '../teacher.module.css';
import { countsText } from './answer-options';
import {
  checklistReducer,
  firstUnanswered,
  initialState,
  isDirty,
  type Item,
  type ServerChecklist,
  sameItems,
  toDraft,
  toItems,
} from './checklist-state';
import { answerFieldId, ChecklistTable } from './checklist-table';
import { readDraft, writeDraft } from './draft-storage';
import { Notice } from '../components/notice';
import { useCommentSubmit } from '../components/use-comment-submit';

export interface ChecklistEditorProps {
  where: { regNo: string; section: Section; year: Year; term: Term; category: Category };
  categoryLabel: string;
  server: ServerChecklist;
  evaluated: boolean;
  termReport: TermReportRecord;
  writable: boolean;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

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
  evaluated,
  termReport,
  writable,
}: ChecklistEditorProps) {
  const { regNo, section, year, term, category } = where;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draftKey] = useState(() => ({ ...where, userId: readSession()?.userId ?? '' }));
  const [state, dispatch] = useReducer(checklistReducer, undefined, () =>
    initialState(server, readDraft(draftKey)),
  );
  const [result, setResult] = useState<Pick<EvaluateResponse, 'percent' | 'mode'> | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveEvalForm();
  const evaluate = useEvaluate();
  const dirty = isDirty(state);

  // Fresh server data (after a save, or another window's) meets the local answers.
  useEffect(() => dispatch({ type: 'server', server }), [server]);

  // Unsaved answers survive a reload; saved ones need no draft.
  useEffect(() => {
    writeDraft(draftKey, dirty ? toDraft(state) : null);
  }, [draftKey, state, dirty]);

  const onAnswer = useCallback(
    (index: number, answer: string) => dispatch({ type: 'answer', index, answer }),
    [],
  );
  const onAdd = useCallback(
    (question: string, answer: string) => dispatch({ type: 'add', question, answer }),
    [],
  );

  const refreshStudent = () =>
    queryClient.invalidateQueries({ queryKey: teacherKeys.student(regNo) });

  /** Saves the list; a 409 caused only by another checklist of the term is retried once. */
  async function saveItems(items: Item[], revision: number) {
    const body: Omit<EvalFormInput, 'revision'> = {
      type: qaTypeOf(category),
      id: regNo,
      section,
      year,
      term,
      data: {
        username: readSession()?.userId,
        questions: items.map((item) => ({ question: item.question, answer: item.answer })),
      },
    };
    try {
      return await save.mutateAsync({ ...body, revision });
    } catch (error) {
      if (!isConflict(error) || state.conflict) throw error;
      const fresh = await queryClient.fetchQuery({
        ...evaluateQuestionsQueryOptions(regNo),
        staleTime: 0,
      });
      const latest = findTerm(findYear(fresh.data.section, section, year), term);
      const latestItems = toItems(latest?.report?.[qaTypeOf(category)] ?? []);
      if (!latest || !sameItems(latestItems, state.base)) throw error;
      return await save.mutateAsync({ ...body, revision: latest.revision });
    }
  }

  async function runEvaluate() {
    const missing = firstUnanswered(state.items);
    if (missing >= 0) {
      toast.error(PROGRESS_MESSAGES.selectAll, { id: 'select-all-answers' });
      dispatch({ type: 'show-missing' });
      focusItem(missing);
      return;
    }
    const items = state.items;
    setBusy(true);
    try {
      const saved = await saveItems(items, state.revision);
      dispatch({ type: 'saved', items, revision: saved.revision });
      setResult(null);
      const evaluatedNow = await evaluate.mutateAsync({
        id: regNo,
        section,
        year,
        term,
        type: qaTypeOf(category),
      });
      dispatch({ type: 'revision', revision: evaluatedNow.revision });
      setResult({ percent: evaluatedNow.percent, mode: evaluatedNow.mode });
    } catch (error) {
      if (isConflict(error)) dispatch({ type: 'conflict' });
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
    const latest = findTerm(findYear(fresh.data.section, section, year), term);
    if (!latest) return;
    dispatch({
      type: 'load-latest',
      server: {
        items: toItems(latest.report?.[qaTypeOf(category)] ?? []),
        revision: latest.revision,
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

  const isEvaluated = result !== null || evaluated;
  const figure = result
    ? category === 'recreational'
      ? modeText(result.mode ?? '–')
      : percentText(result.percent ?? 0)
    : termFigureText(termReport, category);
  const answered = state.items.length - state.items.filter((i) => i.answer === '').length;

  return (
    <>
      {!writable && (
        <Notice color="gray" title="View only" className={classes.notice}>
          This year has been submitted: its checklists can be viewed but not changed.
        </Notice>
      )}
      {state.conflict && (
        <Notice
          color="red"
          title="Changed in another window"
          role="alert"
          className={classes.notice}
        >
          <p className={classes.alertText}>{PROGRESS_MESSAGES.stale}</p>
          <p className={classes.alertText}>
            Your answers are still on this screen. Load the latest answers to start again from what
            was saved.
          </p>
          <Button variant="default" size="sm" onClick={() => void loadLatest()}>
            Load latest answers
          </Button>
        </Notice>
      )}
      <p className={classes.progressLine}>
        {answered} of {state.items.length} items answered
        {dirty && writable ? ' · some answers are not saved yet' : ''}
      </p>
      <ChecklistTable
        category={category}
        categoryName={categoryLabel}
        items={state.items}
        showMissing={state.showMissing}
        disabled={!writable}
        onAnswer={onAnswer}
        onAdd={onAdd}
      />
      <section className={classes.resultBlock} aria-labelledby="result-heading">
        <h2 id="result-heading" className={classes.sectionTitle}>
          Result
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
            <p className={classes.counts}>Not evaluated yet.</p>
          )}
          {isEvaluated && dirty && (
            <p className={classes.counts}>Answers have changed: Evaluate again to update.</p>
          )}
        </div>
        {writable && (
          <Button onClick={() => void runEvaluate()} loading={busy}>
            Evaluate
          </Button>
        )}
      </section>
      <CommentForm
        id={`${category}-comments`}
        label="Comments"
        saved={termReport.comment[commentType]}
        enabled={writable && isEvaluated}
        disabledReason={writable ? 'Evaluate the checklist to add comments.' : undefined}
        pending={comment.pending}
        error={comment.conflict}
        onSubmit={comment.submit}
      />
    </>
  );
}
