import { ANSWER_LABELS, ANSWERS, type Category, RECREATIONAL_ANSWERS } from '@pragati/domain';
import { currentLocale, msg } from '../../../i18n/locale-state';

export interface AnswerOption {
  value: string;
  label: string;
}

/** '+ (Yes)', 'NA (Not Applicable)', …, 'VP (Verbal Prompting)'; A–E for recreational. */
const standardOptions = (): readonly AnswerOption[] =>
  ANSWERS.map((value) => {
    const { short, long } = ANSWER_LABELS[value];
    return { value, label: `${short} (${msg(long)})` };
  });
// One list per language: the checklist's rows are memoised on it, so it must stay the same
// object between renders.
let standard: { locale: string; options: readonly AnswerOption[] } | null = null;
const RECREATIONAL: readonly AnswerOption[] = RECREATIONAL_ANSWERS.map((value) => ({
  value,
  label: value,
}));

export function answerOptions(category: Category): readonly AnswerOption[] {
  if (category === 'recreational') return RECREATIONAL;
  const locale = currentLocale();
  if (standard?.locale !== locale) standard = { locale, options: standardOptions() };
  return standard.options;
}

/** The counts shown beside a figure, in the spec's order: +, VP, PP, NE, NA (or A–E). */
export function countsText(category: Category, answers: readonly string[]): string {
  const count = (value: string) => answers.filter((a) => a === value).length;
  if (category === 'recreational') {
    return RECREATIONAL_ANSWERS.map((letter) => `${letter}: ${count(letter)}`).join(', ');
  }
  return (['Yes', 'C-P1', 'C-P2', 'NE', 'NA'] as const)
    .map((value) => `${ANSWER_LABELS[value].short}: ${count(value)}`)
    .join(', ');
}
