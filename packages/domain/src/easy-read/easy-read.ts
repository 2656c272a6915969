import { z } from 'zod';
import { CATEGORIES, type Category } from '../assessment/categories.js';
import { termRefSchema } from '../programme-goals/programme-goals.js';

/*
 * The student's easy-read home (issue 16 part 5, decisions §13, W3C COGA): a plain-language
 * summary of the latest fully evaluated term, built from the answers. Per area: what the student
 * does by self (Yes) and what they are learning (VP or PP). NE and NA are not listed: "not
 * exposed" and "not applicable" are nothing the student does or learns yet.
 *
 * Recreational answers are grades A–E that carry no level (decisions §4), so neither "by myself"
 * nor "learning" can be said of them honestly; the area lists the activities that were graded.
 */

/** Answers the student does by self. */
const CAN_DO = new Set(['Yes']);
/** Answers with a prompt (C-P1 verbal, C-P2 physical): what the student is learning. */
const LEARNING = new Set(['C-P1', 'C-P2']);
/** Recreational grades: an activity the student took part in. */
const GRADED = new Set(['A', 'B', 'C', 'D', 'E']);

/** At most this many items per line group on the home; the rest behind "Show all". */
export const EASY_READ_SHOWN = 3;

export type EasyReadItem = {
  question: string;
  /** The item's Hindi text where the term's bank had one (issue 16 part 4). */
  questionHi?: string | null;
  answer: string | null | undefined;
};

export const easyReadAreaSchema = z.object({
  category: z.enum(CATEGORIES),
  /** "I can do by myself: …" */
  canDo: z.array(z.string()),
  /** "I am learning: …" */
  learning: z.array(z.string()),
  /** Recreational only: "My activities: …" */
  activities: z.array(z.string()),
  /** The same items' Hindi texts, position by position (null where the bank has none). */
  hi: z
    .object({
      canDo: z.array(z.string().nullable()),
      learning: z.array(z.string().nullable()),
      activities: z.array(z.string().nullable()),
    })
    .optional(),
});
export type EasyReadArea = z.infer<typeof easyReadAreaSchema>;

/** GET /student/easy-read: the signed-in student's summary (no Aadhaar, no intake). */
export const easyReadHomeSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  /** male, female, other or '': Hindi's first person agrees with it ("करता" / "करती"). */
  sex: z.string(),
  /** The term summarised: the latest with all five checklists evaluated; null before one. */
  term: termRefSchema.nullable(),
  areas: z.array(easyReadAreaSchema),
});
export type EasyReadHome = z.infer<typeof easyReadHomeSchema>;

/** The question as a short line: spaces tidied; an empty one is left out. */
const line = (question: string) => question.replace(/\s+/g, ' ').trim();

/** The summary of one term's answers, one entry per area in the FACP order. */
export function easyReadSummary(
  items: Partial<Record<Category, readonly EasyReadItem[]>>,
): EasyReadArea[] {
  return CATEGORIES.map((category) => {
    const hi = {
      canDo: [] as (string | null)[],
      learning: [] as (string | null)[],
      activities: [] as (string | null)[],
    };
    const area: EasyReadArea = { category, canDo: [], learning: [], activities: [] };
    for (const item of items[category] ?? []) {
      const text = line(item.question);
      const answer = item.answer ?? '';
      if (!text) continue;
      const group =
        category === 'recreational'
          ? GRADED.has(answer)
            ? 'activities'
            : null
          : CAN_DO.has(answer)
            ? 'canDo'
            : LEARNING.has(answer)
              ? 'learning'
              : null;
      if (!group) continue;
      area[group].push(text);
      hi[group].push(item.questionHi ? line(item.questionHi) || null : null);
    }
    // Only where the term asked some item in Hindi too.
    if (Object.values(hi).some((texts) => texts.some(Boolean))) area.hi = hi;
    return area;
  });
}

/** The first few of a list and how many more there are ("and N more"). */
export function firstFew<T>(list: readonly T[], max = EASY_READ_SHOWN) {
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) };
}
