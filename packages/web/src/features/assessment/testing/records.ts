import {
  CATEGORIES,
  type Category,
  countsOf,
  isYearComplete,
  NO_COUNTS,
  type ProgressRecord,
  type Section,
  storedTermCounts,
  sumTermCounts,
  type Term,
  type TermReportRecord,
  type Year,
  yearFigures,
  type YearReportRecord,
} from '@pragati/domain';
import { termFigures } from '../record-display';

/* Progress records for the teacher screens' tests, in the server's exact shape. */

type QA = { question: string; questionHi?: string; answer: string | null; added?: boolean };

export function questions(category: Category, count: number, answer: string | null = null): QA[] {
  return Array.from({ length: count }, (_, i) => ({
    question: `${category} item ${i + 1}`,
    answer,
  }));
}

export function termReport(
  term: Term,
  overrides: {
    revision?: number;
    evaluated?: Partial<Record<Category, boolean>>;
    percent?: Partial<TermReportRecord['percent']>;
    report?: Partial<Record<`${Category}QA`, QA[]>>;
    comment?: Partial<TermReportRecord['comment']>;
  } = {},
): TermReportRecord {
  const evaluated = Object.fromEntries(
    CATEGORIES.map((c) => [c, overrides.evaluated?.[c] ?? false]),
  ) as TermReportRecord['evaluated'];
  const report = Object.fromEntries(
    CATEGORIES.map((c) => [`${c}QA`, overrides.report?.[`${c}QA`] ?? questions(c, 3)]),
  ) as NonNullable<TermReportRecord['report']>;
  // As the server counts them at Evaluate: only the evaluated checklists have counts.
  const counts = storedTermCounts(
    Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        countsOf(
          c,
          report[`${c}QA`].map((q) => q.answer),
        ),
      ]),
    ),
    evaluated,
  );
  return {
    term,
    revision: overrides.revision ?? 1,
    evaluated,
    counts,
    percent: {
      personalPercent: null,
      socialPercent: null,
      occupationalPercent: null,
      academicPercent: null,
      mode: '',
      ...overrides.percent,
    },
    report,
    comment: {
      termComment: '',
      personalComment: '',
      socialComment: '',
      academicComment: '',
      occupationalComment: '',
      recreationalComment: '',
      ...overrides.comment,
    },
  };
}

/** A term with all five checklists evaluated at these figures. */
export function evaluatedTerm(
  term: Term,
  figures: { percent: number; mode: string },
): TermReportRecord {
  return termReport(term, {
    evaluated: {
      personal: true,
      social: true,
      academic: true,
      occupational: true,
      recreational: true,
    },
    percent: {
      personalPercent: figures.percent,
      socialPercent: figures.percent,
      academicPercent: figures.percent,
      occupationalPercent: figures.percent,
      mode: figures.mode,
    },
    // Answers that stand behind the figures' counts: Yes throughout, the mode's letter.
    report: Object.fromEntries(
      CATEGORIES.map((c) => [
        `${c}QA`,
        questions(c, 3, c === 'recreational' ? figures.mode : 'Yes'),
      ]),
    ),
  });
}

export function yearReport(year: Year, terms: TermReportRecord[]): YearReportRecord {
  // As the server answers: the year figures once Term III is fully evaluated.
  const complete = isYearComplete(terms);
  const figures = complete ? yearFigures(terms.map(termFigures)) : null;
  return {
    year,
    termReport: terms,
    counts: figures ? sumTermCounts(terms.map((t) => t.counts)) : NO_COUNTS,
    percent: {
      personalPercent: figures?.personalPercent ?? null,
      socialPercent: figures?.socialPercent ?? null,
      occupationalPercent: figures?.occupationalPercent ?? null,
      academicPercent: figures?.academicPercent ?? null,
      mode: figures?.mode ?? '',
      yearPercent: figures?.yearPercent ?? null,
    },
    comment: {
      yearComment: '',
      yearPersonalComment: '',
      yearSocialComment: '',
      yearAcademicComment: '',
      yearOccupationalComment: '',
      yearRecreationalComment: '',
    },
    outcome: null,
  };
}

export function progressRecord(
  overrides: Partial<ProgressRecord> & { section?: ProgressRecord['section'] } = {},
): ProgressRecord {
  return {
    regNo: 'R-101',
    name: 'Asha Rao',
    currTerm: 'Entry',
    currYear: '1',
    currSection: 'preprimary',
    status: 'active',
    section: [{ sec: 'preprimary', yearReport: [yearReport('1', [termReport('Entry')])] }],
    ...overrides,
  };
}

/** The flow keys the teacher screens read, as the earlier screens store them. */
export function storeFlow(flow: { section?: Section; year?: Year; term?: Term } = {}) {
  window.localStorage.setItem('studentId', 'R-101');
  window.localStorage.setItem('regNo', 'R-101');
  window.localStorage.setItem('studentName', 'Asha Rao');
  if (flow.section) window.localStorage.setItem('section', flow.section);
  if (flow.year) window.localStorage.setItem('year', flow.year);
  if (flow.term) window.localStorage.setItem('term', flow.term);
}
