import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../assessment/categories.js';
import { easyReadSummary, firstFew, type EasyReadItem } from './easy-read.js';

const q = (question: string, answer: string | null): EasyReadItem => ({ question, answer });

describe('easyReadSummary', () => {
  it.each([
    ['Yes is done by myself', [q('Drinks from a cup', 'Yes')], ['Drinks from a cup'], []],
    ['VP is learning', [q('Waves bye-bye', 'C-P1')], [], ['Waves bye-bye']],
    ['PP is learning', [q('Washes hands', 'C-P2')], [], ['Washes hands']],
    ['NE is not listed', [q('Ties laces', 'NE')], [], []],
    ['NA is not listed', [q('Rides a cycle', 'NA')], [], []],
    ['no answer is not listed', [q('Sorts colours', null)], [], []],
    ['an empty question is left out', [q('   ', 'Yes')], [], []],
    ['spaces are tidied', [q('  Eats \n chapati ', 'Yes')], ['Eats chapati'], []],
    [
      'the order of the checklist is kept',
      [q('B', 'Yes'), q('A', 'C-P1'), q('C', 'Yes'), q('D', 'C-P2')],
      ['B', 'C'],
      ['A', 'D'],
    ],
  ])('%s', (_name, items, canDo, learning) => {
    const personal = easyReadSummary({ personal: items }).find((a) => a.category === 'personal')!;
    expect(personal).toEqual({ category: 'personal', canDo, learning, activities: [] });
  });

  it('answers one entry per area, in the FACP order, empty where nothing was asked', () => {
    const areas = easyReadSummary({});
    expect(areas.map((a) => a.category)).toEqual([...CATEGORIES]);
    for (const area of areas) {
      expect([area.canDo, area.learning, area.activities]).toEqual([[], [], []]);
    }
  });

  it.each([
    [
      [q('Sings a song', 'A'), q('Plays catch', 'E')],
      ['Sings a song', 'Plays catch'],
    ],
    [[q('Dances', 'NA'), q('Draws', null), q('Plays', 'Yes')], []],
  ])('recreational grades list the activities, never "by myself" (%#)', (items, activities) => {
    const area = easyReadSummary({ recreational: items }).at(-1)!;
    expect(area).toEqual({ category: 'recreational', canDo: [], learning: [], activities });
  });
});

describe('firstFew', () => {
  it.each([
    [[], 3, [], 0],
    [['a', 'b'], 3, ['a', 'b'], 0],
    [['a', 'b', 'c'], 3, ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd', 'e'], 3, ['a', 'b', 'c'], 2],
    [['a', 'b'], 1, ['a'], 1],
  ])('%j at most %i', (list, max, shown, more) => {
    expect(firstFew(list, max)).toEqual({ shown, more });
  });
});

describe('easyReadSummary with Hindi texts', () => {
  it('keeps each item’s Hindi text beside it, null where the bank had none', () => {
    const [personal] = easyReadSummary({
      personal: [
        { question: 'Drinks from a cup', questionHi: 'कप से पीता है', answer: 'Yes' },
        { question: 'Combs hair', answer: 'Yes' },
        { question: 'Buttons a shirt', questionHi: 'बटन लगाता है', answer: 'C-P1' },
        { question: 'Ties laces', questionHi: 'फीते बाँधता है', answer: 'NE' },
      ],
    });
    expect(personal!.canDo).toEqual(['Drinks from a cup', 'Combs hair']);
    expect(personal!.hi).toEqual({
      canDo: ['कप से पीता है', null],
      learning: ['बटन लगाता है'],
      activities: [],
    });
  });
});
