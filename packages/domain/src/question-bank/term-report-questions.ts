import { CATEGORIES, type Category } from '../assessment/categories.js';
import type { Section } from '../shared/classes.js';

/*
 * What a new term report asks (decisions §3): the current version of each of a group's lists,
 * copied, so the report keeps it whatever the bank does later.
 */

/** A version as the term-report rule needs it: which list, which version, its items in order. */
export type BankVersionItems = {
  versionId: number;
  section: Section;
  category: Category;
  version: number;
  items: readonly { itemId: number; question: string; questionHi: string | null }[];
};

/** What a term report copies for one category: the items it asks and the version they came from. */
export type TermReportQuestionSet = {
  versionId: number | null;
  version: number | null;
  questions: { itemId: number; no: number; question: string; questionHi: string | null }[];
};

/**
 * The items a new term report must ask for a section (decisions §3), per category: those of the
 * latest version of each list, numbered from 1, each with its stable item id. The result is a
 * fresh copy, so the report keeps it unchanged whatever the bank does later. A category without
 * any version gives an empty set.
 */
export function questionsForNewTermReport(
  versions: readonly BankVersionItems[],
  section: Section,
): Record<Category, TermReportQuestionSet> {
  const latest = new Map<Category, BankVersionItems>();
  for (const version of versions) {
    if (version.section !== section) continue;
    const seen = latest.get(version.category);
    if (!seen || version.version > seen.version) latest.set(version.category, version);
  }
  const result = {} as Record<Category, TermReportQuestionSet>;
  for (const category of CATEGORIES) {
    const version = latest.get(category);
    result[category] = version
      ? {
          versionId: version.versionId,
          version: version.version,
          questions: version.items.map((item, index) => ({
            itemId: item.itemId,
            no: index + 1,
            question: item.question,
            questionHi: item.questionHi,
          })),
        }
      : { versionId: null, version: null, questions: [] };
  }
  return result;
}
