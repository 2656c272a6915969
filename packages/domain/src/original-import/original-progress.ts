import { type Section, type Year, isSection, isYear } from '../shared/classes.js';
import { idOf, type OriginalDoc, textOf } from './original-export.js';
import type { ImportNote } from './original-import-report.js';
import {
  asDoc,
  asList,
  commentsOf,
  differs,
  type ImportBank,
  type ImportedTerm,
  type ImportedYear,
  type Note,
  termOf,
  YEAR_COMMENT_KEYS,
} from './original-terms.js';
import {
  isRecreationalAnswer,
  isYearComplete,
  transferResult,
  type TransferOutcome,
  yearFigures,
} from '../assessment/scoring.js';
import { isTerm, type Term } from '../shared/terms.js';

export type ProgressPlan = {
  terms: ImportedTerm[];
  years: ImportedYear[];
  placement: {
    currSection: Section;
    currYear: Year;
    currTerm: Term;
    status: 'active' | 'completed';
  };
};

type YearAt = {
  section: Section;
  year: Year;
  at: string;
  /** Whether the original moved the student past this year, and how. */
  movedOn: TransferOutcome | null;
};

function termsOfYear(yr: OriginalDoc, where: YearAt, bank: ImportBank, note: Note) {
  const terms: ImportedTerm[] = [];
  asList(yr.termReport).forEach((tr, t) => {
    const term = textOf(tr.term);
    const at = `${where.at}.termReport[${t}]`;
    if (!isTerm(term)) return note(`${at}.term`, 'dropped', 'not a term of Pragati: left out');
    if (terms.some((x) => x.term === term))
      return note(at, 'dropped', 'a second report of the same term');
    terms.push(termOf(tr, { section: where.section, year: where.year, term, at }, bank, note));
  });
  return terms;
}

/** The year report of a year the original moved the student past, with Pragati's figures. */
function yearReportOf(
  yr: OriginalDoc,
  terms: readonly ImportedTerm[],
  where: YearAt,
  note: Note,
): ImportedYear | null {
  const comments = commentsOf(yr.comment, YEAR_COMMENT_KEYS);
  const complete = isYearComplete(terms.map((t) => ({ term: t.term, evaluated: t.evaluated })));
  if (!complete || !where.movedOn) {
    if (Object.keys(comments).length)
      note(`${where.at}.comment`, 'dropped', 'year comments of a year not transferred');
    return null;
  }
  const figures = yearFigures(
    terms.map((t) => ({
      personalPercent: t.percents.personal,
      socialPercent: t.percents.social,
      academicPercent: t.percents.academic,
      occupationalPercent: t.percents.occupational,
      mode: isRecreationalAnswer(t.recreationalMode) ? t.recreationalMode : null,
    })),
  );
  const storedTotal = asDoc(yr.percent).total;
  if (differs(storedTotal, figures.yearPercent))
    note(
      `${where.at}.percent.total`,
      'changed',
      `stored ${textOf(storedTotal) || 'none'}, recomputed ${figures.yearPercent}`,
    );
  const rule = transferResult(where.section, where.year, figures.yearPercent).outcome;
  if (rule !== where.movedOn)
    note(
      `${where.at}`,
      'changed',
      `the original moved the student on (${where.movedOn}); Pragati's rule gives ${rule}: the original's placement is kept`,
    );
  return { section: where.section, year: where.year, figures, comments, outcome: where.movedOn };
}

function placementOf(
  doc: OriginalDoc,
  terms: readonly ImportedTerm[],
  note: Note,
): ProgressPlan['placement'] | null {
  const last = terms.at(-1);
  if (doc.currYear === 'passedOut') {
    if (last)
      return {
        currSection: last.section,
        currYear: last.year,
        currTerm: 'III',
        status: 'completed',
      };
    note('currYear', 'refused', 'passed out without any report');
    return null;
  }
  const currSection = textOf(doc.currSection);
  const currYear = textOf(doc.currYear);
  const currTerm = textOf(doc.currTerm);
  if (isSection(currSection) && isYear(currYear) && isTerm(currTerm))
    return { currSection, currYear, currTerm, status: 'active' };
  note(
    'currSection',
    'refused',
    'the placement (currSection, currYear, currTerm) is not one of Pragati',
  );
  return null;
}

/** How the original left a year: moved on (pass, promoted, completed) or not (null). */
function movedOnFrom(sections: OriginalDoc[], s: number, y: number, passedOut: boolean) {
  const sec = sections[s]!;
  const lastYear = y === asList(sec.yearReport).length - 1;
  const lastSection = s === sections.length - 1;
  if (passedOut && lastSection && lastYear && textOf(sec.sec) === 'primary2') return 'completed';
  if (sec.status === 'promoted') return 'promoted';
  if (sec.status === 'pass' || !lastYear || !lastSection || passedOut) return 'pass';
  return null;
}

/**
 * The history of one `students` document in Pragati's shape (issue 32 part 2): every section,
 * year and term report, answers matched to the bank, figures recomputed by Pragati's scoring
 * (a stored figure that differs is a note), and the year reports of the years the original moved
 * the student past. Null (with a refusal note) when the placement cannot be read.
 */
export function progressOfOriginal(
  doc: OriginalDoc,
  bank: ImportBank,
  notes: ImportNote[],
): ProgressPlan | null {
  const id = idOf(doc);
  const note: Note = (field, kind, reason) =>
    notes.push({ collection: 'students', id, field, kind, reason });
  const terms: ImportedTerm[] = [];
  const years: ImportedYear[] = [];
  const sections = asList(doc.section);
  sections.forEach((sec, s) => {
    const section = textOf(sec.sec);
    if (!isSection(section))
      return note(`section[${s}].sec`, 'dropped', 'not a section of Pragati: its reports left out');
    asList(sec.yearReport).forEach((yr, y) => {
      const year = textOf(yr.year);
      const at = `section[${s}].yearReport[${y}]`;
      if (!isYear(year))
        return note(`${at}.year`, 'dropped', 'not a year of Pragati: its reports were left out');
      if (terms.some((t) => t.section === section && t.year === year))
        return note(at, 'dropped', 'a second report of the same year');
      const movedOn = movedOnFrom(sections, s, y, doc.currYear === 'passedOut');
      const where: YearAt = { section, year, at, movedOn };
      const yearTerms = termsOfYear(yr, where, bank, note);
      terms.push(...yearTerms);
      const report = yearReportOf(yr, yearTerms, where, note);
      if (report) years.push(report);
    });
  });
  const placement = placementOf(doc, terms, note);
  const at = placement && `${placement.currSection}/${placement.currYear}/${placement.currTerm}`;
  if (
    placement?.status === 'active' &&
    !terms.some((t) => `${t.section}/${t.year}/${t.term}` === at)
  )
    note('currTerm', 'changed', 'no report of the current term: one is made from the bank');
  return placement ? { terms, years, placement } : null;
}
