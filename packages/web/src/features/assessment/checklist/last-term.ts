import {
  type Category,
  FACP_GROUP_CODES,
  type Section,
  type SectionRecord,
  TERMS,
  type Term,
  type Year,
  YEARS,
} from '@pragati/domain';
import { translate } from '../../../i18n/locale-state';
import { groupNameNow } from '../../../lib/programme-groups';
import { type Item, toItems } from './checklist-state';

export interface LastTerm {
  /** "Term I" or, across a year end, "Preprimary Year 1, Term III". */
  label: string;
  items: Item[];
}

/**
 * The term before this one in the student's record (the last term of the previous year when this
 * is an Entry term), with its answers of the same checklist; null when there is none.
 */
export function lastTermOf(
  sections: readonly SectionRecord[],
  where: { section: Section; year: Year; term: Term; category: Category },
): LastTerm | null {
  const order = (s: string, y: string, t: string) =>
    FACP_GROUP_CODES.indexOf(s as Section) * 100 +
    YEARS.indexOf(y as Year) * 10 +
    TERMS.indexOf(t as Term);
  const here = order(where.section, where.year, where.term);
  const tr = translate();
  let best: { at: number; label: string; items: Item[] } | null = null;
  for (const s of sections) {
    for (const y of s.yearReport) {
      for (const t of y.termReport) {
        const at = order(s.sec, y.year, t.term);
        const qa = t.report?.[`${where.category}QA`];
        if (at >= here || !qa || (best && best.at > at)) continue;
        const sameYear = s.sec === where.section && y.year === where.year;
        const term = tr('assessment.term', { term: t.term });
        const label = sameYear
          ? term
          : tr('assessment.checklist.lastTermOtherYear', {
              section: groupNameNow(s.sec),
              year: y.year,
              term,
            });
        best = { at, label, items: toItems(qa) };
      }
    }
  }
  return best && { label: best.label, items: best.items };
}
