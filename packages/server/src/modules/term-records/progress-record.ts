import {
  classIdOf,
  CATEGORIES,
  type CommentType,
  COMMENT_TYPES,
  type ProgressRecord,
  qaTypeOf,
  type Section,
  FACP_GROUP_CODES,
  storedTermCounts,
  sumTermCounts,
  NO_COUNTS,
  type TermReportRecord,
  type YearReportRecord,
  type Term,
  type Year,
} from '@pragati/domain';
import type { students, termReports, yearReports } from '../../db/schema/index.js';
import { yearFiguresOfTerms } from './year-figures.js';

type StudentRow = typeof students.$inferSelect;
/** A term report row; `items` (the per-item answers) only when the record includes them. */
type TermRow = Omit<typeof termReports.$inferSelect, 'items' | 'bankVersions'> & {
  items?: (typeof termReports.$inferSelect)['items'];
};
type YearRow = typeof yearReports.$inferSelect;

function termRecord(row: TermRow, withReport: boolean): TermReportRecord {
  const comments = Object.fromEntries(
    COMMENT_TYPES.map((c) => [c, row.comments[c] ?? '']),
  ) as Record<CommentType, string>;
  const record: TermReportRecord = {
    term: row.term as Term,
    revision: row.revision,
    evaluated: {
      personal: row.evaluated.personal ?? false,
      social: row.evaluated.social ?? false,
      academic: row.evaluated.academic ?? false,
      occupational: row.evaluated.occupational ?? false,
      recreational: row.evaluated.recreational ?? false,
    },
    percent: {
      personalPercent: row.personalPercent,
      socialPercent: row.socialPercent,
      occupationalPercent: row.occupationalPercent,
      academicPercent: row.academicPercent,
      mode: row.recreationalMode ?? '',
    },
    // Counted at Evaluate (term_reports.counts); only the evaluated checklists have them.
    counts: storedTermCounts(row.counts, row.evaluated),
    comment: comments,
  };
  if (withReport) {
    record.report = Object.fromEntries(
      CATEGORIES.map((c) => [
        qaTypeOf(c),
        (row.items?.[c] ?? []).map((item) => ({
          question: item.question,
          ...(item.questionHi ? { questionHi: item.questionHi } : {}),
          answer: item.answer,
          ...(item.added ? { added: true } : {}),
        })),
      ]),
    ) as TermReportRecord['report'];
  }
  return record;
}

function yearRecord(
  year: Year,
  terms: TermRow[],
  yearRow: YearRow | undefined,
  withReport: boolean,
): YearReportRecord {
  // Stored at the transfer; before it, computed once Term III is fully evaluated.
  const figures = yearRow
    ? {
        personalPercent: yearRow.personalPercent,
        socialPercent: yearRow.socialPercent,
        occupationalPercent: yearRow.occupationalPercent,
        academicPercent: yearRow.academicPercent,
        mode: yearRow.recreationalMode,
        yearPercent: yearRow.yearPercent,
      }
    : yearFiguresOfTerms(terms);
  const c = yearRow?.comments ?? {};
  const termReport = terms.map((t) => termRecord(t, withReport));
  return {
    year,
    termReport,
    // Objects even before the figures exist: the spec's record has them so (original-client.md).
    percent: {
      personalPercent: figures?.personalPercent ?? null,
      socialPercent: figures?.socialPercent ?? null,
      occupationalPercent: figures?.occupationalPercent ?? null,
      academicPercent: figures?.academicPercent ?? null,
      mode: figures?.mode ?? '',
      yearPercent: figures?.yearPercent ?? null,
    },
    // Beside the year figures, the answers they were made from: the four terms' counts summed.
    counts: figures ? sumTermCounts(termReport.map((t) => t.counts)) : NO_COUNTS,
    comment: {
      yearComment: c.year ?? '',
      yearPersonalComment: c.personal ?? '',
      yearSocialComment: c.social ?? '',
      yearAcademicComment: c.academic ?? '',
      yearOccupationalComment: c.occupational ?? '',
      yearRecreationalComment: c.recreational ?? '',
    },
    outcome: (yearRow?.outcome as YearReportRecord['outcome']) ?? null,
  };
}

const TERM_ORDER: Record<string, number> = { Entry: 0, I: 1, II: 2, III: 3 };

/**
 * Builds the spec's progress record from a student's rows: sections in order, years in order,
 * terms in order. Pure, so the history calls can build it from three queries whatever its length.
 * `withReport` adds the per-item answers, which only the checklist screens need (decisions §10).
 */
export function buildProgressRecord(
  student: StudentRow,
  terms: readonly TermRow[],
  years: readonly YearRow[],
  withReport: boolean,
): ProgressRecord {
  const bySection = new Map<Section, Map<Year, TermRow[]>>();
  for (const t of terms) {
    const sec = t.section as Section;
    const yearMap = bySection.get(sec) ?? new Map<Year, TermRow[]>();
    bySection.set(sec, yearMap);
    const list = yearMap.get(t.year as Year) ?? [];
    yearMap.set(t.year as Year, list);
    list.push(t);
  }
  const yearRows = new Map(years.map((y) => [classIdOf(y.section, y.year), y]));
  const section = FACP_GROUP_CODES.filter((s) => bySection.has(s)).map((sec) => {
    const yearMap = bySection.get(sec)!;
    const yearReport = [...yearMap.keys()].sort().map((year) =>
      yearRecord(
        year,
        [...yearMap.get(year)!].sort(
          (a, b) => (TERM_ORDER[a.term] ?? 0) - (TERM_ORDER[b.term] ?? 0),
        ),
        yearRows.get(classIdOf(sec, year)),
        withReport,
      ),
    );
    return { sec, yearReport };
  });
  return {
    regNo: student.regNo,
    name: student.name,
    currTerm: student.currTerm as Term,
    currYear: student.currYear as Year,
    currSection: student.currSection as Section,
    status: student.status,
    section,
  };
}
