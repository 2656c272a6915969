import { ANSWER_LABELS, ANSWERS, type Category, RECREATIONAL_ANSWERS } from '@pragati/domain';

export interface AnswerOption {
  value: string;
  label: string;
}

/** '+ (Yes)', 'NA (Not Applicable)', …, 'VP (Verbal Prompting)'; A–E for recreational. */
const STANDARD: readonly AnswerOption[] = ANSWERS.map((value) => {
  const { short, long } = ANSWER_LABELS[value];
  return { value, label: `${short} (${long})` };
});
const RECREATIONAL: readonly AnswerOption[] = RECREATIONAL_ANSWERS.map((value) => ({
  value,
  label: value,
}));

export function answerOptions(category: Category): readonly AnswerOption[] {
  return category === 'recreational' ? RECREATIONAL : STANDARD;
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
