import {
  DEFAULT_PROGRAMME_STRUCTURE,
  type NetworkFigures,
  STUDENT_STATUSES,
  SUPPRESS_BELOW,
  suppressCount,
  TERMS,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/*
 * The network overview's figures of one institute (issue 28 part 4): counts and sums only, never a
 * row of a student. Every statement names the institute as well as running in its scope, so the
 * embedded database (no row policy binds its superuser) reads the same.
 */

type GroupCount = { group: string; count: number };
type StatusCount = { status: (typeof STUDENT_STATUSES)[number]; count: number };
type ConditionCount = { condition: number | null; count: number };
type AreaSum = {
  group: string;
  term: string;
  area: string;
  students: number;
  n: number;
  sum: number;
};
type GoalCount = { group: string; term: string; set: number; met: number; dropped: number };
/** The register's marks in the rate's window: how many, how many present, of how many students. */
type MarkCount = { students: number; marks: number; present: number };

/** Raw figures of an institute, before suppression (summed across institutes for the total). */
export type RawFigures = {
  byGroup: GroupCount[];
  byStatus: StatusCount[];
  byDisability: ConditionCount[];
  areas: AreaSum[];
  goals: GoalCount[];
  marks: MarkCount;
};

/** The days the attendance rate covers (attendanceRateWindow in domain). */
export type RateWindow = { from: string; to: string };

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * One statement (one round trip, one snapshot): the network reads it for every institute whose
 * data changed since it last did (./overview-reader.ts), so its cost is the overview's.
 */
export async function readRawFigures(
  db: Executor,
  institute: number,
  window: RateWindow,
): Promise<RawFigures> {
  const list = (query: ReturnType<typeof sql>) =>
    sql`(select coalesce(json_agg(x), '[]'::json) from (${query}) x)`;
  const [figures] = await rowsOf<RawFigures>(
    db,
    sql`select ${list(sql`select curr_section as "group", count(*)::int as count from students
        where institute_id = ${institute} and status = 'active' group by curr_section`)} as "byGroup",
      ${list(sql`select status, count(*)::int as count from students
        where institute_id = ${institute} group by status`)} as "byStatus",
      ${list(sql`select c.code::int as condition, count(*)::int as count
        from students s left join disability_conditions c
          on c.student_id = s.id and c.is_primary and c.institute_id = ${institute}
        where s.institute_id = ${institute} and s.status = 'active' group by c.code`)} as "byDisability",
      ${list(sql`select tr.section as "group", tr.term, a.area,
          count(distinct tr.student_id)::int as students, count(*)::int as n,
          sum(a.value)::float8 as sum
        from term_reports tr cross join lateral (values
          ('personal', tr.personal_percent), ('social', tr.social_percent),
          ('academic', tr.academic_percent), ('occupational', tr.occupational_percent)
        ) as a(area, value)
        where tr.institute_id = ${institute} and a.value is not null
        group by tr.section, tr.term, a.area`)} as areas,
      ${list(sql`select section as "group", term, count(*)::int as set,
          (count(*) filter (where status = 'met'))::int as met,
          (count(*) filter (where status = 'dropped'))::int as dropped
        from programme_goals where institute_id = ${institute} group by section, term`)} as goals,
      (select row_to_json(x) from (select count(distinct student_id)::int as students,
          count(*)::int as marks, (count(*) filter (where present))::int as present
        from attendance_marks where institute_id = ${institute}
          and date between ${window.from}::date and ${window.to}::date) x) as marks`,
  );
  return figures!;
}

/** The figures of several institutes added up (the network's total). */
export function addFigures(all: readonly RawFigures[]): RawFigures {
  const sum = <T>(rows: T[], key: (row: T) => string, add: (into: T, row: T) => void): T[] => {
    const by = new Map<string, T>();
    for (const row of rows) {
      const known = by.get(key(row));
      if (known) add(known, row);
      else by.set(key(row), { ...row });
    }
    return [...by.values()];
  };
  return {
    byGroup: sum(
      all.flatMap((f) => f.byGroup),
      (r) => r.group,
      (a, b) => void (a.count += b.count),
    ),
    byStatus: sum(
      all.flatMap((f) => f.byStatus),
      (r) => r.status,
      (a, b) => void (a.count += b.count),
    ),
    byDisability: sum(
      all.flatMap((f) => f.byDisability),
      (r) => String(r.condition),
      (a, b) => void (a.count += b.count),
    ),
    areas: sum(
      all.flatMap((f) => f.areas),
      (r) => `${r.group}|${r.term}|${r.area}`,
      (a, b) => {
        a.students += b.students;
        a.n += b.n;
        a.sum += b.sum;
      },
    ),
    goals: sum(
      all.flatMap((f) => f.goals),
      (r) => `${r.group}|${r.term}`,
      (a, b) => {
        a.set += b.set;
        a.met += b.met;
        a.dropped += b.dropped;
      },
    ),
    marks: all.reduce(
      (into, f) => ({
        students: into.students + f.marks.students,
        marks: into.marks + f.marks.marks,
        present: into.present + f.marks.present,
      }),
      { students: 0, marks: 0, present: 0 },
    ),
  };
}

const GROUP_ORDER = DEFAULT_PROGRAMME_STRUCTURE.map((g) => g.code);
const AREA_ORDER = ['personal', 'social', 'academic', 'occupational'];
const place = (list: readonly string[], value: string) => {
  const at = list.indexOf(value);
  return at < 0 ? list.length : at;
};
const byGroupTerm = (a: { group: string; term: string }, b: { group: string; term: string }) =>
  place(GROUP_ORDER, a.group) - place(GROUP_ORDER, b.group) ||
  place(TERMS, a.term) - place(TERMS, b.term);

/** Percent present (1 decimal); null with no marks or fewer than 5 students marked. */
const attendanceRate = ({ students, marks, present }: MarkCount) =>
  marks === 0 || students < SUPPRESS_BELOW ? null : Math.round((present / marks) * 1000) / 10;

/** What the network sees: every count under 5 as "<5", no mean over fewer than 5 students. */
export function deidentify(raw: RawFigures): NetworkFigures {
  const students = raw.byStatus.reduce((total, row) => total + row.count, 0);
  return {
    students: suppressCount(students),
    byGroup: [...raw.byGroup]
      .sort((a, b) => place(GROUP_ORDER, a.group) - place(GROUP_ORDER, b.group))
      .map((r) => ({ group: r.group, count: suppressCount(r.count) })),
    byStatus: STUDENT_STATUSES.flatMap((status) => {
      const row = raw.byStatus.find((r) => r.status === status);
      return row ? [{ status, count: suppressCount(row.count) }] : [];
    }),
    byDisability: [...raw.byDisability]
      .sort((a, b) => (a.condition ?? 1000) - (b.condition ?? 1000))
      .map((r) => ({ condition: r.condition, count: suppressCount(r.count) })),
    attendanceRate: attendanceRate(raw.marks),
    areaMeans: [...raw.areas]
      .sort((a, b) => byGroupTerm(a, b) || place(AREA_ORDER, a.area) - place(AREA_ORDER, b.area))
      .map((r) => ({
        group: r.group,
        term: r.term,
        area: r.area,
        students: suppressCount(r.students),
        mean: r.students < SUPPRESS_BELOW ? null : Math.round((r.sum / r.n) * 10) / 10,
      })),
    goals: [...raw.goals].sort(byGroupTerm).map((r) => ({
      group: r.group,
      term: r.term,
      set: suppressCount(r.set),
      met: suppressCount(r.met),
      open: suppressCount(r.set - r.met - r.dropped),
      dropped: suppressCount(r.dropped),
    })),
  };
}
