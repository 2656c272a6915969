/**
 * What the history call could cost with a leaner read, measured beside the real one in the same
 * run. Bench-only routes behind the same admin policy (so the session check is included); they
 * answer the same record as the service, which the benchmark checks before measuring.
 *
 * - one-query: the student, term reports (without items) and year reports in one round trip,
 *   aggregated as JSON by the database.
 * - session only: the policy's session check, then the ready bytes: the best any read can do.
 */
import {
  classCode,
  HISTORY_MESSAGES,
  historyRecordSchema,
  type Section,
  type Year,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/errors.js';
import { policy } from '../lib/policy.js';
import { buildProgressRecord } from '../modules/progress/progress-record.js';

type BuildArgs = Parameters<typeof buildProgressRecord>;

function record(student: BuildArgs[0], terms: unknown[], years: unknown[]) {
  // Without `withReport` the builder never reads `items`.
  return {
    ...buildProgressRecord(student, terms as BuildArgs[1], years as BuildArgs[2], false),
    classId: classCode(student.currSection as Section, student.currYear as Year),
  };
}

/** Column names as Drizzle's row objects spell them, so the pure builder takes the rows as is. */
const TERM_JSON = sql`json_build_object(
  'id', t.id, 'section', t.section, 'year', t.year, 'term', t.term, 'evaluated', t.evaluated,
  'personalPercent', t.personal_percent::float8, 'socialPercent', t.social_percent::float8,
  'academicPercent', t.academic_percent::float8,
  'occupationalPercent', t.occupational_percent::float8,
  'recreationalMode', t.recreational_mode, 'comments', t.comments, 'revision', t.revision)`;
const YEAR_JSON = sql`json_build_object(
  'section', y.section, 'year', y.year,
  'personalPercent', y.personal_percent::float8, 'socialPercent', y.social_percent::float8,
  'academicPercent', y.academic_percent::float8,
  'occupationalPercent', y.occupational_percent::float8,
  'yearPercent', y.year_percent::float8, 'recreationalMode', y.recreational_mode,
  'comments', y.comments, 'outcome', y.outcome)`;

type OneRow = {
  id: number;
  reg_no: string;
  name: string;
  curr_section: string;
  curr_year: string;
  curr_term: string;
  status: 'active' | 'completed';
  terms: unknown[];
  years: unknown[];
};

async function inOneQuery(db: Db, regNo: string) {
  const result = await db.execute(sql`
    select s.id, s.reg_no, s.name, s.curr_section, s.curr_year, s.curr_term, s.status,
      coalesce((select json_agg(${TERM_JSON} order by t.id) from term_reports t
        where t.student_id = s.id), '[]') as terms,
      coalesce((select json_agg(${YEAR_JSON}) from year_reports y
        where y.student_id = s.id), '[]') as years
    from students s where lower(s.reg_no) = lower(${regNo}) limit 1`);
  const row = (result as unknown as { rows: OneRow[] }).rows[0];
  if (!row) throw notFound(HISTORY_MESSAGES.notFound);
  const student = {
    id: row.id,
    regNo: row.reg_no,
    name: row.name,
    currSection: row.curr_section,
    currYear: row.curr_year,
    currTerm: row.curr_term,
    status: row.status,
  } as BuildArgs[0];
  const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown[]) : v);
  return record(student, parse(row.terms) as unknown[], parse(row.years) as unknown[]);
}

export const HISTORY_VARIANTS = {
  'one-query': '/bench/history-one-query',
} as const;
/** The ceiling: the same policy (session check) answering ready bytes, with no reads at all. */
export const SESSION_ONLY_URL = '/bench/history-session-only';

export function registerHistoryVariants(app: FastifyInstance, db: Db, body: () => string) {
  app.get(
    SESSION_ONLY_URL,
    { config: { policy: policy.roles('admin') } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(body()),
  );
  // The same policy and response schema as the real call, so only the reads differ.
  const options = {
    config: { policy: policy.roles('admin') },
    schema: { response: { 200: historyRecordSchema } },
  };
  app.get(HISTORY_VARIANTS['one-query'], options, async (request) =>
    inOneQuery(db, String(request.headers.id)),
  );
}
