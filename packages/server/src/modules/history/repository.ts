import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hotRead } from '../../db/hot-read.js';
import { currentInstitute, inInstitute } from '../../db/institute-scope.js';
import { studentConsents } from '../../db/schema/index.js';
import type { StudentRow, YearReportRow } from '../term-records/repository.js';
import type { TermReportSummaryRow } from '../term-records/term-reports.js';

/** What the history record is built from; reports carry the columns the builder reads. */
export type HistorySource = {
  student: StudentRow;
  terms: TermReportSummaryRow[];
  years: YearReportRow[];
};

type SourceRow = Pick<
  StudentRow,
  | 'id'
  | 'regNo'
  | 'name'
  | 'currSection'
  | 'currYear'
  | 'currTerm'
  | 'status'
  | 'leftOn'
  | 'leftReason'
  | 'historyVersion'
> & { terms: unknown[]; years: unknown[] };

// Field names as Drizzle's row objects spell them, so the pure builder takes them as they are.
const source = hotRead<SourceRow>(
  'history_source',
  `select s.id, s.reg_no as "regNo", s.name, s.curr_section as "currSection",
     s.curr_year as "currYear", s.curr_term as "currTerm", s.status,
     s.left_on::text as "leftOn", s.left_reason as "leftReason",
     s.history_version as "historyVersion",
     coalesce((select json_agg(json_build_object(
       'id', t.id, 'section', t.section, 'year', t.year, 'term', t.term,
       'evaluated', t.evaluated, 'personalPercent', t.personal_percent::float8,
       'socialPercent', t.social_percent::float8, 'academicPercent', t.academic_percent::float8,
       'occupationalPercent', t.occupational_percent::float8,
       'recreationalMode', t.recreational_mode, 'counts', t.counts, 'comments', t.comments,
       'revision', t.revision
     ) order by t.id) from term_reports t where t.student_id = s.id), '[]') as terms,
     coalesce((select json_agg(json_build_object(
       'id', y.id, 'section', y.section, 'year', y.year,
       'personalPercent', y.personal_percent::float8, 'socialPercent', y.social_percent::float8,
       'academicPercent', y.academic_percent::float8,
       'occupationalPercent', y.occupational_percent::float8,
       'yearPercent', y.year_percent::float8, 'recreationalMode', y.recreational_mode,
       'comments', y.comments, 'outcome', y.outcome
     ) order by y.id) from year_reports y where y.student_id = s.id), '[]') as years
   from students s where s.id = $1 and s.institute_id = $2`,
);

/**
 * The student with their term reports (without the per-item answers, decisions §10) and year
 * reports, and the history version they belong to: one statement, so one snapshot.
 */
export async function findHistorySource(
  db: Db,
  studentId: number,
): Promise<HistorySource | undefined> {
  const [row] = await source(db, [studentId, currentInstitute()]);
  if (!row) return undefined;
  const { terms, years, ...student } = row;
  return {
    student: student as StudentRow,
    terms: terms as TermReportSummaryRow[],
    years: years as YearReportRow[],
  };
}

/** Whether the guardian's consent is on record (issue 19: the full record's print waits for it). */
export async function hasConsent(db: Db, studentId: number): Promise<boolean> {
  const mine = and(eq(studentConsents.studentId, studentId), inInstitute(studentConsents));
  return (await db.$count(studentConsents, mine)) > 0;
}
