/*
 * The answers a checklist screen holds, and how they meet the server's. The server refuses a
 * save whose revision is older than the term report's (409); its revision covers the whole term,
 * so the screen compares this category's items to tell a real conflict (someone changed these
 * answers) from a harmless one (another checklist of the term was saved).
 */

export interface Item {
  question: string;
  /** The term's Hindi text of a bank item, when it has one (shown only; saves send `question`). */
  questionHi?: string;
  /** '' while unanswered. */
  answer: string;
  added?: boolean;
  /** Filled from last term's answer and not yet confirmed: not sent until it is. */
  fromLastTerm?: boolean;
}

export interface ServerChecklist {
  items: Item[];
  revision: number;
}

export interface ChecklistState {
  /** The server's items the local answers started from. */
  base: Item[];
  /** The revision to send with the next save. */
  revision: number;
  /** What the screen shows. */
  items: Item[];
  /** The server's items changed since the local answers started: a save will be refused. */
  conflict: boolean;
  /** Evaluate was pressed with items unanswered: mark them. */
  showMissing: boolean;
}

/** What is kept on the device (pending-store) while there are unsaved answers. */
export interface Draft {
  revision: number;
  base: Item[];
  items: Item[];
}

export type ChecklistAction =
  | { type: 'answer'; index: number; answer: string }
  | { type: 'add'; question: string; answer: string }
  | { type: 'server'; server: ServerChecklist }
  | { type: 'saved'; items: Item[]; revision: number }
  | { type: 'revision'; revision: number }
  | { type: 'conflict' }
  | { type: 'load-latest'; server: ServerChecklist }
  | { type: 'show-missing' }
  | { type: 'fill-last-term'; previous: readonly Item[] }
  | { type: 'keep-last-term' }
  | { type: 'clear-last-term' }
  | { type: 'set-unanswered'; answer: string };

export function toItems(
  qa: readonly { question: string; questionHi?: string; answer: string | null; added?: boolean }[],
): Item[] {
  return qa.map((q) => ({
    question: q.question,
    ...(q.questionHi ? { questionHi: q.questionHi } : {}),
    answer: q.answer ?? '',
    ...(q.added ? { added: true } : {}),
  }));
}

/** Same questions and answers, in order (the `added` mark is the server's bookkeeping). */
export function sameItems(a: readonly Item[], b: readonly Item[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, i) => item.question === b[i]!.question && item.answer === b[i]!.answer)
  );
}

export function isDirty(state: ChecklistState): boolean {
  return !sameItems(state.items, state.base);
}

function withoutMark(item: Item): Item {
  if (!item.fromLastTerm) return item;
  const { fromLastTerm: _mark, ...rest } = item;
  return rest;
}

export function hasLastTerm(items: readonly Item[]): boolean {
  return items.some((item) => item.fromLastTerm);
}

/**
 * Last term's answer for each item: the same item is the one with the same text; a text asked
 * twice (the real bank has one) pairs its occurrences in order.
 */
function lastAnswers(items: readonly Item[], previous: readonly Item[]): string[] {
  const byText = new Map<string, string[]>();
  for (const p of previous) {
    const text = p.question.trim();
    byText.set(text, [...(byText.get(text) ?? []), p.answer]);
  }
  const seen = new Map<string, number>();
  return items.map((item) => {
    const text = item.question.trim();
    const k = seen.get(text) ?? 0;
    seen.set(text, k + 1);
    return byText.get(text)?.[k] ?? '';
  });
}

/** How many unanswered items last term's answers would fill. */
export function fillableFromLastTerm(items: readonly Item[], previous: readonly Item[]): number {
  const answers = lastAnswers(items, previous);
  return items.filter((item, i) => item.answer === '' && answers[i] !== '').length;
}

/**
 * The list a save sends: answers filled from last term and not yet confirmed go as unanswered,
 * so only what the teacher chose reaches the server.
 */
export function toSend(items: readonly Item[]): Item[] {
  return items.map((item) => (item.fromLastTerm ? withoutMark({ ...item, answer: '' }) : item));
}

/** Answers on screen that the server does not have yet (unconfirmed ones aside). */
export function needsSave(state: ChecklistState): boolean {
  return !sameItems(toSend(state.items), state.base);
}

export function firstUnanswered(items: readonly Item[]): number {
  return items.findIndex((item) => item.answer === '');
}

/** A draft is usable only if it still starts with the server's questions, in order. */
function draftFits(draft: Draft, server: ServerChecklist): boolean {
  return (
    draft.items.length >= draft.base.length &&
    draft.base.every((item, i) => draft.items[i]?.question === item.question) &&
    draft.base.length === server.items.length &&
    draft.base.every((item, i) => server.items[i]!.question === item.question)
  );
}

export function initialState(server: ServerChecklist, draft: Draft | null): ChecklistState {
  const fresh = {
    base: server.items,
    revision: server.revision,
    items: server.items,
    conflict: false,
    showMissing: false,
  };
  if (!draft || !draftFits(draft, server)) return fresh;
  // Nothing changed these answers since the draft began, or the server already has the draft's
  // (a save that finished after the screen closed): carry on from the server's revision.
  if (sameItems(draft.base, server.items) || sameItems(toSend(draft.items), server.items)) {
    return { ...fresh, items: draft.items };
  }
  // Someone saved these answers meanwhile. Keep the user's, with the old revision, so the next
  // save is refused with the server's message instead of overwriting theirs.
  return {
    ...fresh,
    base: draft.base,
    revision: draft.revision,
    items: draft.items,
    conflict: true,
  };
}

export function checklistReducer(state: ChecklistState, action: ChecklistAction): ChecklistState {
  switch (action.type) {
    case 'answer': {
      const item = state.items[action.index];
      if (!item || (item.answer === action.answer && !item.fromLastTerm)) return state;
      const items = state.items.slice();
      // Choosing an answer, even last term's own, confirms it.
      items[action.index] = withoutMark({ ...item, answer: action.answer });
      return { ...state, items };
    }
    case 'fill-last-term': {
      const previous = lastAnswers(state.items, action.previous);
      let filled = false;
      const items = state.items.map((item, i) => {
        const answer = item.answer === '' ? previous[i] : '';
        if (!answer) return item;
        filled = true;
        return { ...item, answer, fromLastTerm: true };
      });
      return filled ? { ...state, items } : state;
    }
    case 'keep-last-term':
      return hasLastTerm(state.items) ? { ...state, items: state.items.map(withoutMark) } : state;
    case 'clear-last-term':
      return hasLastTerm(state.items)
        ? {
            ...state,
            items: state.items.map((i) => (i.fromLastTerm ? withoutMark({ ...i, answer: '' }) : i)),
          }
        : state;
    case 'set-unanswered': {
      if (action.answer === '' || firstUnanswered(state.items) < 0) return state;
      return {
        ...state,
        items: state.items.map((i) => (i.answer === '' ? { ...i, answer: action.answer } : i)),
      };
    }
    case 'add':
      return {
        ...state,
        items: [...state.items, { question: action.question, answer: action.answer, added: true }],
      };
    case 'server': {
      const { server } = action;
      // A read that left before our last save answered describes the past: revisions only grow.
      if (server.revision < state.revision) return state;
      if (sameItems(server.items, state.base)) {
        return server.revision === state.revision ? state : { ...state, revision: server.revision };
      }
      // Nothing local to lose: show the server's answers.
      if (!isDirty(state)) return { ...initialState(server, null), showMissing: state.showMissing };
      return state.conflict ? state : { ...state, conflict: true };
    }
    case 'saved':
      return { ...state, base: action.items, revision: action.revision, conflict: false };
    case 'revision':
      return { ...state, revision: action.revision };
    case 'conflict':
      return { ...state, conflict: true };
    case 'load-latest':
      return initialState(action.server, null);
    case 'show-missing':
      return state.showMissing ? state : { ...state, showMissing: true };
  }
}

export function toDraft(state: ChecklistState): Draft {
  return { revision: state.revision, base: state.base, items: state.items };
}
