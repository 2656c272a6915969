import type { Locale } from '@pragati/domain';
import type { Item } from './checklist-state';

/** The languages a bank item has a text in: English always, Hindi optionally. */
export type QuestionLang = 'en' | 'hi';

/** A text with the language it is written in, for its `lang` attribute. */
export type LangText = { text: string; lang: QuestionLang };

/**
 * What a checklist row shows (decisions §13): the question in the teacher's language when the
 * item has a text in it (else English, the bank's own), and, when asked for, the other language's
 * text beneath it. An item without a Hindi text has nothing else to show.
 */
export function questionTexts(
  item: Pick<Item, 'question' | 'questionHi'>,
  locale: Locale,
  showOther: boolean,
): { main: LangText; other: LangText | null } {
  const english: LangText = { text: item.question, lang: 'en' };
  const hindi: LangText | null = item.questionHi ? { text: item.questionHi, lang: 'hi' } : null;
  if (!hindi) return { main: english, other: null };
  const [main, other] = locale === 'hi' ? [hindi, english] : [english, hindi];
  return { main, other: showOther ? other : null };
}

/** Whether the list has anything to show in a second language. */
export const hasSecondLanguage = (items: readonly Pick<Item, 'question' | 'questionHi'>[]) =>
  items.some((item) => Boolean(item.questionHi));

const STORAGE_KEY = 'pragati.checklist.bothLanguages';

/** The teacher's choice to see both languages, kept for the device. */
export function readShowBoth(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeShowBoth(value: boolean): void {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this screen only.
  }
}
