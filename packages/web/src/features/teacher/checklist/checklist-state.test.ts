import { describe, expect, it } from 'vitest';
import {
  checklistReducer,
  type Draft,
  initialState,
  isDirty,
  type Item,
  toDraft,
} from './checklist-state';

const items = (...answers: string[]): Item[] =>
  answers.map((answer, i) => ({ question: `q${i + 1}`, answer }));

describe('checklist state', () => {
  it('starts from the server without a draft', () => {
    const state = initialState({ items: items('', 'Yes'), revision: 3 }, null);
    expect(state).toMatchObject({ revision: 3, conflict: false, items: items('', 'Yes') });
    expect(isDirty(state)).toBe(false);
  });

  it('resumes a draft on the current revision when these answers are unchanged', () => {
    const draft: Draft = { revision: 2, base: items('', ''), items: items('NE', '') };
    const state = initialState({ items: items('', ''), revision: 7 }, draft);
    expect(state).toMatchObject({ revision: 7, conflict: false, items: items('NE', '') });
  });

  it('keeps a draft on its old revision, in conflict, when someone saved these answers', () => {
    const draft: Draft = { revision: 2, base: items('', ''), items: items('NE', '') };
    const state = initialState({ items: items('Yes', 'Yes'), revision: 7 }, draft);
    expect(state).toMatchObject({ revision: 2, conflict: true, items: items('NE', '') });
  });

  it('ignores a draft made for other questions', () => {
    const draft: Draft = { revision: 2, base: items(''), items: items('NE') };
    const state = initialState({ items: items('', ''), revision: 7 }, draft);
    expect(state.items).toEqual(items('', ''));
  });

  it('follows the server while nothing is unsaved, flags a conflict otherwise', () => {
    let state = initialState({ items: items(''), revision: 1 }, null);
    state = checklistReducer(state, { type: 'server', server: { items: items(''), revision: 4 } });
    expect(state.revision).toBe(4);
    state = checklistReducer(state, {
      type: 'server',
      server: { items: items('NA'), revision: 5 },
    });
    expect(state).toMatchObject({ items: items('NA'), revision: 5, conflict: false });
    state = checklistReducer(state, { type: 'answer', index: 0, answer: 'Yes' });
    state = checklistReducer(state, {
      type: 'server',
      server: { items: items('NE'), revision: 6 },
    });
    expect(state).toMatchObject({ items: items('Yes'), revision: 5, conflict: true });
  });

  it('appends an added question, and a save makes the answers the new base', () => {
    let state = initialState({ items: items('Yes'), revision: 1 }, null);
    state = checklistReducer(state, { type: 'add', question: 'Ties laces', answer: 'NE' });
    expect(state.items.at(-1)).toEqual({ question: 'Ties laces', answer: 'NE', added: true });
    expect(isDirty(state)).toBe(true);
    expect(toDraft(state).items).toHaveLength(2);
    state = checklistReducer(state, { type: 'saved', items: state.items, revision: 2 });
    expect(isDirty(state)).toBe(false);
    expect(state.revision).toBe(2);
  });
});
