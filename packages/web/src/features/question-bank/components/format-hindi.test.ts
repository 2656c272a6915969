// Issue 16 part 1: the question bank's labels and dates follow the chosen language.
import { createMessageTranslator } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { formatSavedAt, listTitle, SOURCE_LABELS } from './format';

const english = () => setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text });
const hindi = () =>
  setLocaleStateForTests({
    locale: 'hi',
    catalog: hi,
    msg: createMessageTranslator(en.msg, hi.msg),
  });

afterEach(english);

describe('question bank labels by language', () => {
  it('English: the texts the screens always showed', () => {
    english();
    expect(listTitle('primary1', 'personal')).toBe('Personal — Primary-I');
    expect(SOURCE_LABELS.import).toBe('Imported');
    expect(formatSavedAt('2026-11-21T08:05:00Z')).toBe('21 Nov 2026, 1:35 pm');
  });

  it('Hindi: the same things in Hindi, in the institute time zone', () => {
    hindi();
    expect(listTitle('primary1', 'personal')).toBe('व्यक्तिगत — प्राइमरी-I');
    expect(SOURCE_LABELS.sample).toBe('नमूना बैंक');
    expect(formatSavedAt('2026-11-21T08:05:00Z')).toMatch(/2026.*1:35/);
    expect(formatSavedAt('2026-11-21T08:05:00Z')).toMatch(/[\u0900-\u097F]/);
  });
});
