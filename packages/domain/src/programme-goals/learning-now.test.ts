import { describe, expect, it } from 'vitest';
import { sumFigures } from './goal-attainment.js';
import { createMessageTranslator, type MsgSection } from '../i18n/translate-message.js';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import type { GoalProbe } from './goal-probes.js';
import { LEARNING_NOW_LABELS, learningNow, plainLevel, plainTarget } from './learning-now.js';
import type { Goal } from './programme-goals.js';

describe('plain words for the levels (issue 17 part 4)', () => {
  it.each([
    ['C-P2', 'with hands-on help'],
    ['C-P1', 'with a spoken reminder'],
    ['Yes', 'by myself'],
  ] as const)('target %s → %s', (target, words) => {
    expect(plainTarget(target)).toBe(words);
  });

  it.each([
    ['NE', 'not started yet'],
    ['C-P2', 'with hands-on help'],
    ['C-P1', 'with a spoken reminder'],
    ['Yes', 'by myself'],
    ['NA', null],
    ['A', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['garbage', null],
  ] as const)('answer %j → %j', (answer, words) => {
    expect(plainLevel(answer)).toBe(words);
  });
});

const at = { section: 'primary1', year: '3', term: 'Entry' } as const;
const goal = (over: Partial<Goal>): Goal => ({
  id: 1,
  category: 'personal',
  itemId: 1,
  question: 'Brushes teeth by self',
  target: 'Yes',
  notes: 'Picture cards',
  status: 'open',
  setIn: at,
  metIn: null,
  droppedIn: null,
  dropReason: null,
  progress: [{ ...at, answer: 'NE' }],
  ...over,
});

describe('learningNow', () => {
  it.each([
    ['no goals', [], []],
    [
      'met and dropped goals are not "now"',
      [goal({ status: 'met' }), goal({ status: 'dropped' })],
      [],
    ],
    [
      'an open goal: the item, the aim and the last answer that says how much help',
      [
        goal({
          progress: [
            { ...at, answer: 'C-P2' },
            { ...at, term: 'I', answer: 'C-P1' },
            { ...at, term: 'II', answer: 'NA' },
          ],
        }),
      ],
      [
        {
          category: 'personal',
          area: 'Looking after myself (Personal)',
          goals: [
            {
              id: 1,
              item: 'Brushes teeth by self',
              aim: 'Aim: to do it by myself',
              lastChecked: 'Last checked: with a spoken reminder',
            },
          ],
        },
      ],
    ],
    [
      'areas in the checklist order, none answered yet',
      [
        goal({ id: 2, category: 'social', question: 'Waves', target: 'C-P2', progress: [] }),
        goal({ id: 3, target: 'C-P1' }),
      ],
      [
        {
          category: 'personal',
          area: 'Looking after myself (Personal)',
          goals: [
            {
              id: 3,
              item: 'Brushes teeth by self',
              aim: 'Aim: to do it with a spoken reminder',
              lastChecked: 'Last checked: not started yet',
            },
          ],
        },
        {
          category: 'social',
          area: 'Getting on with people (Social)',
          goals: [
            { id: 2, item: 'Waves', aim: 'Aim: to do it with hands-on help', lastChecked: null },
          ],
        },
      ],
    ],
  ] as const)('%s', (_name, goals, expected) => {
    expect(learningNow(goals as readonly Goal[])).toEqual(expected);
  });
});

describe('sumFigures', () => {
  it.each([
    [[], { set: 0, met: 0, carried: 0, dropped: 0 }],
    [
      [
        { set: 2, met: 1, carried: 1, dropped: 0 },
        { set: 3, met: 0, carried: 2, dropped: 1 },
      ],
      { set: 5, met: 1, carried: 3, dropped: 1 },
    ],
  ])('%j → %j', (rows, total) => {
    expect(sumFigures(rows)).toEqual(total);
  });
});

describe('in Hindi (the msg catalog translates the sentence and its plain phrase)', () => {
  const hindi = createMessageTranslator(en.msg as MsgSection, hi.msg as MsgSection);
  it.each([
    ['Aim: to do it by myself', 'लक्ष्य: यह काम खुद से करना'],
    ['Last checked: with a spoken reminder', 'पिछली जाँच में: बोलकर याद दिलाने पर'],
    ['Getting on with people (Social)', 'लोगों के साथ मिलना-जुलना (Social)'],
    ['Lately: with hands-on help', 'हाल में: हाथ पकड़कर मदद से'],
    ['Getting better.', 'पहले से बेहतर हो रहा है।'],
  ])('%s → %s', (english, text) => {
    expect(hindi(english)).toBe(text);
  });
});

describe('learningNow with probes (issue 31 part 4)', () => {
  const base = {
    id: 7,
    category: 'personal' as const,
    itemId: 1,
    question: 'Washes hands',
    target: 'Yes' as const,
    notes: '',
    status: 'open' as const,
    setIn: { section: 'preprimary' as const, year: '1' as const, term: 'Entry' as const },
    metIn: null,
    droppedIn: null,
    dropReason: null,
    progress: [],
  };
  const probe = (id: number, level: GoalProbe['level']) => ({
    id,
    date: `2026-07-0${id}`,
    level,
    recordedBy: 'T1',
  });
  it('says how the latest probe went and whether it is getting better, in plain words', () => {
    const [area] = learningNow([
      { ...base, probes: [probe(1, 'physical-prompt'), probe(2, 'verbal-prompt')] },
    ]);
    expect(area!.goals[0]).toMatchObject({
      lately: LEARNING_NOW_LABELS.lately(LEARNING_NOW_LABELS.levels['C-P1']),
      progress: LEARNING_NOW_LABELS.probes.better,
    });
  });
  it('three independent probes running: well done', () => {
    const probes = [probe(1, 'independent'), probe(2, 'independent'), probe(3, 'independent')];
    const [area] = learningNow([{ ...base, probes }]);
    expect(area!.goals[0]!.progress).toBe(LEARNING_NOW_LABELS.probes.suggestedMet);
  });
});
