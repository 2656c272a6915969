import {
  QUESTION_BANK_MESSAGES,
  saveQuestionListRequestSchema,
  type QuestionList,
  type SaveQuestionListRequest,
} from '@pragati/domain';
import { msg, translate } from '../../../i18n/locale-state';

export type DraftItem = {
  key: string;
  itemId?: number;
  question: string;
  /** '' for none. */
  questionHi: string;
  retire: boolean;
};

export const fromList = (list: QuestionList): DraftItem[] =>
  list.items.map((item) => ({
    key: `item-${item.itemId}`,
    itemId: item.itemId,
    question: item.question,
    questionHi: item.questionHi ?? '',
    retire: false,
  }));

/** The draft as the save call wants it, or the first problem with it. */
export function toRequest(
  draft: DraftItem[],
  baseVersion: number | null,
  note: string,
): { body: SaveQuestionListRequest } | { problem: string } {
  const kept = draft.filter((d) => !d.retire);
  const empty = kept.findIndex((d) => !d.question.trim());
  if (empty >= 0) {
    return { problem: translate()('questionBank.editor.emptyQuestion', { n: empty + 1 }) };
  }
  const parsed = saveQuestionListRequestSchema.safeParse({
    baseVersion,
    ...(note.trim() ? { note } : {}),
    // Always with the Hindi text: '' clears it (the server keeps one only when sent nothing).
    items: kept.map((d) =>
      d.itemId === undefined
        ? { question: d.question, questionHi: d.questionHi }
        : { itemId: d.itemId, question: d.question, questionHi: d.questionHi },
    ),
  });
  if (!parsed.success) {
    return { problem: msg(parsed.error.issues[0]?.message ?? QUESTION_BANK_MESSAGES.listEmpty) };
  }
  return { body: parsed.data };
}
