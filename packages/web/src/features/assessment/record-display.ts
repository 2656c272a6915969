import {
  type Category,
  categoryCountsText,
  CATEGORY_DISPLAY_NAMES,
  isRecreationalAnswer,
  type ProgressRecord,
  type Section,
  type SectionRecord,
  type Term,
  type TermFigures,
  type TermReportRecord,
  type Year,
  type YearReportRecord,
} from '@pragati/domain';
import { msg, translate } from '../../i18n/locale-state';
import { groupNameNow } from '../../lib/programme-groups';

/** Where in a record a teacher works: a year of a section, and perhaps one of its terms. */
export function findYear(
  sections: readonly SectionRecord[],
  section: Section,
  year: Year,
): YearReportRecord | undefined {
  return sections.find((s) => s.sec === section)?.yearReport.find((y) => y.year === year);
}

export function findTerm(
  yearReport: YearReportRecord | undefined,
  term: Term,
): TermReportRecord | undefined {
  return yearReport?.termReport.find((t) => t.term === term);
}

/**
 * Only the student's current section and year can change, and not once transferred (decisions
 * §5, §8); older years stay readable for a teacher who holds both classes.
 */
export function isWritable(
  record: Pick<ProgressRecord, 'currSection' | 'currYear' | 'status'>,
  section: Section,
  year: Year,
  yearReport: YearReportRecord | undefined,
): boolean {
  return (
    record.status === 'active' &&
    record.currSection === section &&
    record.currYear === year &&
    !yearReport?.outcome
  );
}

/** "Preprimary, Year 1" and, with a term, "Preprimary, Year 1, Term Entry". */
export function placementText(section: Section, year: Year, term?: Term): string {
  const values = { section: groupNameNow(section), year };
  return term
    ? translate()('assessment.placementTerm', { ...values, term })
    : translate()('assessment.placement', values);
}

export function categoryName(category: Category): string {
  return msg(CATEGORY_DISPLAY_NAMES[category]);
}

// As the server computed it (a String: ICU would round and group the digits).
export function percentText(percent: number): string {
  return translate()('assessment.percent', { percent: String(percent) });
}

export function modeText(mode: string): string {
  return translate()('assessment.mode', { mode });
}

/** The term's figure for a category, once evaluated: 'Percentage : {n}%' or 'Mode : {mode}'. */
export function termFigureText(term: TermReportRecord, category: Category): string | null {
  if (!term.evaluated[category]) return null;
  if (category === 'recreational') return term.percent.mode ? modeText(term.percent.mode) : null;
  const value = term.percent[`${category}Percent`];
  return value === null ? null : percentText(value);
}

/** The answer counts behind a category's figure, once evaluated: "+ 6, VP 1, PP 0, NE 2, NA 1". */
export function termCountsText(term: TermReportRecord, category: Category): string | null {
  return term.evaluated[category] ? categoryCountsText(term.counts, category) : null;
}

/** A term's figures in the shape the domain's yearFigures takes. */
export function termFigures(term: TermReportRecord): TermFigures {
  return {
    personalPercent: term.percent.personalPercent,
    socialPercent: term.percent.socialPercent,
    academicPercent: term.percent.academicPercent,
    occupationalPercent: term.percent.occupationalPercent,
    mode: isRecreationalAnswer(term.percent.mode) ? term.percent.mode : null,
  };
}
