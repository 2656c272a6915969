import { describe, expect, it } from 'vitest';
import {
  type ChecklistAction,
  checklistReducer,
  type Draft,
  fillableFromLastTerm,
  initialState,
  isDirty,
  type Item,
  needsSave,
  toDraft,
  toSend,
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

  it('takes a draft the server already has (its save ended after the screen closed) as no conflict', () => {
    const draft: Draft = { revision: 2, base: items('', ''), items: items('NE', '') };
    const state = initialState({ items: items('NE', ''), revision: 3 }, draft);
    expect(state).toMatchObject({ revision: 3, conflict: false, items: items('NE', '') });
    expect(isDirty(state)).toBe(false);
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

  it('ignores a read older than the last save (it left before the save answered)', () => {
    let state = initialState({ items: items('', ''), revision: 3 }, null);
    state = checklistReducer(state, { type: 'answer', index: 0, answer: 'Yes' });
    state = checklistReducer(state, { type: 'saved', items: items('Yes', ''), revision: 4 });
    const after = checklistReducer(state, {
      type: 'server',
      server: { items: items('', ''), revision: 3 },
    });
    expect(after).toBe(state);
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

const last = (answer: string): Item => ({ question: 'q1', answer, fromLastTerm: true });
const marked = (...answers: (string | Item)[]): Item[] =>
  answers.map((a, i) =>
    typeof a === 'string' ? { question: `q${i + 1}`, answer: a } : { ...a, question: `q${i + 1}` },
  );

describe('fewer taps (issue 15 part 3)', () => {
  const previous = [
    { question: ' q1 ', answer: 'Yes' },
    { question: 'q2', answer: 'NE' },
    { question: 'q3', answer: '' },
    { question: 'gone', answer: 'NA' },
  ];
  const cases: { name: string; start: Item[]; actions: ChecklistAction[]; items: Item[] }[] = [
    {
      name: "fills only unanswered items that last term answered, by the item's text",
      start: items('', 'C-P1', ''),
      actions: [{ type: 'fill-last-term', previous }],
      items: marked(last('Yes'), 'C-P1', ''),
    },
    {
      name: 'a changed answer is the teacher’s own',
      start: items('', '', ''),
      actions: [
        { type: 'fill-last-term', previous },
        { type: 'answer', index: 0, answer: 'NA' },
      ],
      items: marked('NA', { ...last('NE') }, ''),
    },
    {
      name: "choosing last term's own answer confirms it too",
      start: items('', '', ''),
      actions: [
        { type: 'fill-last-term', previous },
        { type: 'answer', index: 0, answer: 'Yes' },
      ],
      items: marked('Yes', last('NE'), ''),
    },
    {
      name: 'keep confirms every filled answer',
      start: items('', '', ''),
      actions: [{ type: 'fill-last-term', previous }, { type: 'keep-last-term' }],
      items: items('Yes', 'NE', ''),
    },
    {
      name: 'remove takes the filled answers back out',
      start: items('', 'C-P2', ''),
      actions: [{ type: 'fill-last-term', previous }, { type: 'clear-last-term' }],
      items: items('', 'C-P2', ''),
    },
    {
      name: 'set unanswered touches only the unanswered items',
      start: items('', 'C-P1', ''),
      actions: [{ type: 'set-unanswered', answer: 'NE' }],
      items: items('NE', 'C-P1', 'NE'),
    },
    {
      name: "set unanswered leaves last term's filled answers alone",
      start: items('', '', ''),
      actions: [
        { type: 'fill-last-term', previous },
        { type: 'set-unanswered', answer: 'NA' },
      ],
      items: marked(last('Yes'), last('NE'), 'NA'),
    },
    {
      name: 'set unanswered to nothing changes nothing',
      start: items('', 'Yes'),
      actions: [{ type: 'set-unanswered', answer: '' }],
      items: items('', 'Yes'),
    },
  ];

  it.each(cases)('$name', ({ start, actions, items: expected }) => {
    const state = actions.reduce(
      checklistReducer,
      initialState({ items: start, revision: 1 }, null),
    );
    expect(state.items).toEqual(expected);
  });

  it('pairs a question asked twice with last term in order', () => {
    const twice = [
      { question: 'When not asked.', answer: '' },
      { question: 'Other', answer: '' },
      { question: 'When not asked.', answer: '' },
    ];
    const before = [
      { question: 'When not asked.', answer: 'Yes' },
      { question: 'Other', answer: 'NA' },
      { question: 'When not asked.', answer: 'NE' },
    ];
    let state = initialState({ items: twice, revision: 1 }, null);
    state = checklistReducer(state, { type: 'fill-last-term', previous: before });
    state = checklistReducer(state, { type: 'keep-last-term' });
    expect(state.items.map((i) => i.answer)).toEqual(['Yes', 'NA', 'NE']);
  });

  it('counts what last term would fill', () => {
    expect(fillableFromLastTerm(items('', 'Yes', ''), previous)).toBe(1);
    expect(fillableFromLastTerm(items('', '', ''), previous)).toBe(2);
    expect(fillableFromLastTerm(items('', ''), [])).toBe(0);
  });

  it("sends last term's unconfirmed answers as unanswered, so they need no save yet", () => {
    let state = initialState({ items: items('', '', ''), revision: 1 }, null);
    state = checklistReducer(state, { type: 'fill-last-term', previous });
    expect(isDirty(state)).toBe(true);
    expect(needsSave(state)).toBe(false);
    expect(toSend(state.items)).toEqual(items('', '', ''));
    state = checklistReducer(state, { type: 'answer', index: 1, answer: 'C-P2' });
    expect(needsSave(state)).toBe(true);
    expect(toSend(state.items)).toEqual(items('', 'C-P2', ''));
    // Kept on the device with its mark, so a reload still shows it unconfirmed.
    expect(toDraft(state).items[0]).toEqual({ question: 'q1', answer: 'Yes', fromLastTerm: true });
  });
});
