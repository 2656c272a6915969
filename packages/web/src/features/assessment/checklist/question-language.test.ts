import { describe, expect, it } from 'vitest';
import { hasSecondLanguage, questionTexts } from './question-language';

const both = { question: 'Washes hands', questionHi: 'हाथ धोता है' };
const english = { question: 'Eats by self' };
const en = (text: string) => ({ text, lang: 'en' });
const hi = (text: string) => ({ text, lang: 'hi' });

describe('questionTexts', () => {
  it.each([
    ['hi', false, both, hi('हाथ धोता है'), null],
    ['hi', true, both, hi('हाथ धोता है'), en('Washes hands')],
    ['en', false, both, en('Washes hands'), null],
    ['en', true, both, en('Washes hands'), hi('हाथ धोता है')],
    ['hi', false, english, en('Eats by self'), null],
    ['hi', true, english, en('Eats by self'), null],
    ['en', true, english, en('Eats by self'), null],
    ['hi', true, { question: 'Q', questionHi: '' }, en('Q'), null],
  ] as const)('%s, other shown %s: %j', (locale, showOther, item, main, other) => {
    expect(questionTexts(item, locale, showOther)).toEqual({ main, other });
  });
});

describe('hasSecondLanguage', () => {
  it.each([
    [[english], false],
    [[english, both], true],
    [[], false],
  ])('%j → %s', (items, expected) => {
    expect(hasSecondLanguage(items)).toBe(expected);
  });
});
