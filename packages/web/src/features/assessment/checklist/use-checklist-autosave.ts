import { qaTypeOf } from '@pragati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { evaluateQuestionsQueryOptions } from '../api/get-evaluate-questions';
import { type EvalFormInput, postEvalForm } from '../api/save-eval-form';
import { findTerm, findYear } from '../record-display';
import {
  type ChecklistAction,
  checklistReducer,
  type Draft,
  initialState,
  isDirty,
  type Item,
  needsSave,
  sameItems,
  type ServerChecklist,
  toDraft,
  toItems,
  toSend,
} from './checklist-state';
import { type PendingKey, writePending } from './pending-store';
import { editorOpened } from './pending-sync';
import type { ChecklistWhere } from './where';

/*
 * Issue 15 part 2: every change is saved as the teacher goes, as a partial list (unanswered items
 * '') through the same POST /teacher/eval/form that Evaluate uses. The server keeps unanswered
 * items empty and the category not evaluated, so Evaluate still needs every item. Saves run one at
 * a time (each carries the revision the previous one returned); the answers not yet on the server
 * are kept on the device (pending-store) until they are.
 */

/** Long enough to gather a quick run of answers into one save, short enough to feel immediate. */
export const AUTOSAVE_DELAY_MS = 800;
let autosaveDelay = AUTOSAVE_DELAY_MS;

/** Tests of other parts of the screen (Evaluate's own save) keep autosave out of their way. */
export function setAutosaveDelayForTests(ms: number = AUTOSAVE_DELAY_MS): void {
  autosaveDelay = ms;
}

export type SaveProblem = 'offline' | 'expired' | 'failed' | null;

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** fetch rejects (no ApiError) when the request never got an answer: no connection. */
const isNoConnection = (error: unknown) => !(error instanceof ApiError);

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useChecklistAutosave(options: {
  where: ChecklistWhere;
  server: ServerChecklist;
  draft: Draft | null;
  writable: boolean;
}) {
  const { where, server, writable } = options;
  const { regNo, section, year, term, category } = where;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(checklistReducer, undefined, () =>
    initialState(server, options.draft),
  );
  // The latest state for saves in flight: updated with each action, before React renders it.
  const latest = useRef(state);
  const act = useCallback((action: ChecklistAction) => {
    latest.current = checklistReducer(latest.current, action);
    dispatch(action);
  }, []);
  const [saving, setSaving] = useState(false);
  // Saves of changed answers so far: each one drops the category's figure on the server.
  const [changes, setChanges] = useState(0);
  const changesRef = useRef(0);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pendingKey] = useState<PendingKey>(() => ({
    ...where,
    userId: readSession()?.userId ?? '',
  }));

  /** Runs after whatever save is in flight, never beside it. */
  const exclusive = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** Saves the list; a 409 caused only by another checklist of the term is retried once. */
  const saveItems = useCallback(
    async (items: Item[], revision: number) => {
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
        return await postEvalForm({ ...body, revision });
      } catch (error) {
        if (!isConflict(error) || latest.current.conflict) throw error;
        const fresh = await queryClient.fetchQuery({
          ...evaluateQuestionsQueryOptions(regNo),
          staleTime: 0,
        });
        const current = findTerm(findYear(fresh.data.section, section, year), term);
        const currentItems = toItems(current?.report?.[qaTypeOf(category)] ?? []);
        if (!current || !sameItems(currentItems, latest.current.base)) throw error;
        return await postEvalForm({ ...body, revision: current.revision });
      }
    },
    [queryClient, regNo, section, year, term, category],
  );

  const saveNow = useCallback(
    () =>
      exclusive(async () => {
        const s = latest.current;
        if (!writable || s.conflict) return;
        const items = toSend(s.items);
        if (sameItems(items, s.base)) return setProblem(null);
        if (!online()) return setProblem('offline');
        setSaving(true);
        try {
          const saved = await saveItems(items, s.revision);
          act({ type: 'saved', items, revision: saved.revision });
          if (saved.revision !== s.revision) setChanges((changesRef.current += 1));
          // Here too, not only in the effect below: the screen may have closed meanwhile.
          const now = latest.current;
          void writePending(pendingKey, isDirty(now) ? toDraft(now) : null);
          setProblem(null);
        } catch (error) {
          if (isConflict(error)) act({ type: 'conflict' });
          else if (isNoConnection(error)) setProblem('offline');
          // The app has gone to the login screen; the answers wait on the device.
          else if (error instanceof ApiError && error.status === 401) setProblem('expired');
          else setProblem('failed');
        } finally {
          setSaving(false);
        }
      }),
    [act, exclusive, saveItems, writable, pendingKey],
  );

  const cancelScheduled = useCallback(() => clearTimeout(timer.current), []);

  useEffect(() => {
    latest.current = state;
  }, [state]);

  // This screen sends its own kept answers; the background sender leaves them alone.
  useEffect(() => editorOpened(pendingKey), [pendingKey]);

  // Fresh server data (after a save, or another window's) meets the local answers.
  useEffect(() => act({ type: 'server', server }), [act, server]);

  // Each change is saved shortly after the last one.
  const unsaved = writable && !state.conflict && needsSave(state);
  useEffect(() => {
    if (!unsaved) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), autosaveDelay);
  }, [state.items, state.base, unsaved, saveNow]);
  // Leaving the screen sends what waited for the delay (not after the session ended: the next
  // sign-in sends it).
  useEffect(
    () => () => {
      cancelScheduled();
      if (writable && readSession() && needsSave(latest.current)) void saveNow();
    },
    [cancelScheduled, saveNow, writable],
  );

  // Answers not on the server stay on the device; saved ones need no copy.
  useEffect(() => {
    void writePending(pendingKey, isDirty(state) ? toDraft(state) : null);
  }, [pendingKey, state]);

  // Back online: send what waited.
  useEffect(() => {
    const onOnline = () => void saveNow();
    const onOffline = () => {
      if (needsSave(latest.current)) setProblem('offline');
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [saveNow]);

  return {
    state,
    latest,
    act,
    saving: saving || unsaved,
    /** How many saves changed answers (a figure from before the last one is gone). */
    changes,
    changesRef,
    problem,
    saveNow,
    saveItems,
    exclusive,
    cancelScheduled,
  };
}
