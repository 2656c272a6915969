import { isCategory, isSection, isTerm, isYear, qaTypeOf } from '@pragati/domain';
import { ApiError } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { getEvaluateQuestions } from '../api/get-evaluate-questions';
import { postEvalForm } from '../api/save-eval-form';
import { findTerm, findYear } from '../record-display';
import { type Draft, sameItems, toItems, toSend } from './checklist-state';
import { listPending, type PendingKey, pendingId, writePending } from './pending-store';

/*
 * Answers kept on the device for checklists that are not on screen (the teacher moved on while
 * offline, or the session ended) are sent when the teacher portal loads and when the connection
 * returns, wherever the teacher is. A checklist on screen sends its own (use-checklist-autosave).
 * A real conflict (someone else saved those answers) is left for that checklist's screen to show.
 */

const onScreen = new Set<string>();

/** An editor announces itself; the returned function is its goodbye. */
export function editorOpened(key: PendingKey): () => void {
  const id = pendingId(key);
  onScreen.add(id);
  return () => onScreen.delete(id);
}

async function send(key: PendingKey, draft: Draft): Promise<void> {
  const { regNo, section, year, term, category } = key;
  if (!isSection(section) || !isYear(year) || !isTerm(term) || !isCategory(category)) return;
  const items = toSend(draft.items);
  if (sameItems(items, draft.base)) return;
  const body = {
    type: qaTypeOf(category),
    id: regNo,
    section,
    year,
    term,
    data: {
      username: key.userId,
      questions: items.map((item) => ({ question: item.question, answer: item.answer })),
    },
  };
  let saved;
  try {
    saved = await postEvalForm({ ...body, revision: draft.revision });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    // Stale only because another checklist of the term was saved? Then send on its revision.
    const fresh = await getEvaluateQuestions(regNo);
    const current = findTerm(findYear(fresh.data.section, section, year), term);
    if (!current || !sameItems(toItems(current.report?.[qaTypeOf(category)] ?? []), draft.base)) {
      return;
    }
    saved = await postEvalForm({ ...body, revision: current.revision });
  }
  // Answers filled from last term and not yet kept stay on the device for the screen.
  const waiting = draft.items.some((item) => item.fromLastTerm);
  await writePending(
    key,
    waiting ? { revision: saved.revision, base: items, items: draft.items } : null,
  );
}

let running: Promise<void> | null = null;

/** Sends every kept checklist of the signed-in user that is not on screen, one at a time. */
export function sendPending(): Promise<void> {
  running ??= (async () => {
    try {
      const userId = readSession()?.userId;
      if (!userId || navigator.onLine === false) return;
      for (const { key, draft } of await listPending(userId)) {
        if (onScreen.has(pendingId(key))) continue;
        try {
          await send(key, draft);
        } catch (error) {
          // No connection or no session: the rest would fare no better. Anything else is
          // that checklist's own trouble, shown when it is opened.
          if (!(error instanceof ApiError) || error.status === 401) return;
        }
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

let started = false;

/** Once per page: now, and whenever the connection returns. */
export function startPendingSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void sendPending());
  void sendPending();
}
