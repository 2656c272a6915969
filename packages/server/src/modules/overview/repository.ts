import { TERMS } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { hotRead } from '../../db/hot-read.js';
import { currentInstitute } from '../../db/institute-scope.js';

/** One class's figures as the overview statement answers them (see overview.ts in domain). */
export type OverviewRow = {
  classId: string;
  teacherId: string | null;
  teacherName: string | null;
  activeStudents: number;
  termEntry: number;
  termI: number;
  termII: number;
  termIII: number;
  evaluated: number;
  latestTerm: string | null;
  latestStudents: number | null;
  personal: number | null;
  social: number | null;
  academic: number | null;
  occupational: number | null;
  underByTerm: number;
  underByYear: number;
  measured: number;
  pendingTeacherRows: number;
  pendingConsents: number;
  attendanceMarks: number;
  attendancePresent: number;
};

// Fixed constants of the domain, not input: spelled into the statement, whose parameters are the
// attendance window's two dates and the institute's enabled classes in order (issue 29).
const TERM_ARRAY = `array[${TERMS.map((t) => `'${t}'`).join(', ')}]`;
const DONE = ['personal', 'social', 'academic', 'occupational', 'recreational']
  .map((c) => `coalesce((tr.evaluated->>'${c}')::boolean, false)::int`)
  .join(' + ');

/*
 * The whole overview in one statement (issue 14 part 4: one query per screen), so every figure
 * comes from one snapshot. Only active students count. `reports` are the term reports of each
 * active student's current section and year; a report is complete when its five checklists are
 * evaluated. Percents are compared after rounding to 2 decimals, as the domain's round2 does.
 * $4 is the running work's institute (decisions §20): the driving rows (students, marks, class
 * assignments, pending teachers) name it; reports are reached from its students.
 */
export const OVERVIEW_SQL = `with classes(class_id, section, year, ord) as (
     select c, split_part(c, '_', 1), split_part(c, '_', 2), o
     from unnest($3::text[]) with ordinality as u(c, o)
   ),
   active as (
     select id, curr_section as section, curr_year as year, curr_term as term
     from students where status = 'active' and institute_id = $4
   ),
   reports as (
     select a.id as student_id, a.section, a.year, tr.term, tr.term = a.term as is_current,
       array_position(${TERM_ARRAY}, tr.term) as term_no, ${DONE} as done,
       tr.personal_percent, tr.social_percent, tr.academic_percent, tr.occupational_percent
     from active a join term_reports tr
       on tr.student_id = a.id and tr.section = a.section and tr.year = a.year
   ),
   complete as (select * from reports where done = 5),
   latest as (
     select distinct on (section, year) section, year, term_no, term
     from complete order by section, year, term_no desc
   ),
   averages as (
     select c.section, c.year, l.term, count(*)::int as students,
       round(avg(c.personal_percent), 2)::float8 as personal,
       round(avg(c.social_percent), 2)::float8 as social,
       round(avg(c.academic_percent), 2)::float8 as academic,
       round(avg(c.occupational_percent), 2)::float8 as occupational
     from complete c join latest l
       on l.section = c.section and l.year = c.year and l.term_no = c.term_no
     group by c.section, c.year, l.term
   ),
   student_term as (
     select distinct on (student_id) student_id,
       round((personal_percent + social_percent + academic_percent + occupational_percent) / 4, 2)
         as mean
     from complete order by student_id, term_no desc
   ),
   student_year as (
     select distinct on (y.student_id) y.student_id, y.year_percent
     from year_reports y join active a on a.id = y.student_id
     order by y.student_id, y.id desc
   ),
   per_class as (
     select a.section, a.year, count(*)::int as active,
       count(*) filter (where a.term = 'Entry')::int as t_entry,
       count(*) filter (where a.term = 'I')::int as t_i,
       count(*) filter (where a.term = 'II')::int as t_ii,
       count(*) filter (where a.term = 'III')::int as t_iii,
       count(*) filter (where st.mean < 60)::int as under_term,
       count(*) filter (where st.mean is null and sy.year_percent < 60)::int as under_year,
       count(*) filter (where st.mean is not null or sy.year_percent is not null)::int as measured
     from active a
       left join student_term st on st.student_id = a.id
       left join student_year sy on sy.student_id = a.id
     group by a.section, a.year
   ),
   attendance as (
     select r.class_id, count(*)::int as marks, (count(*) filter (where m.present))::int as present
     from attendance_marks m join attendance_registers r on r.id = m.register_id
     where m.date between $1::date and $2::date and m.institute_id = $4
     group by r.class_id
   ),
   evaluated as (
     select section, year, sum(done)::int as evaluated from reports where is_current
     group by section, year
   )
   select c.class_id as "classId", t.teacher_id as "teacherId", t.name as "teacherName",
     coalesce(p.active, 0) as "activeStudents", coalesce(p.t_entry, 0) as "termEntry",
     coalesce(p.t_i, 0) as "termI", coalesce(p.t_ii, 0) as "termII",
     coalesce(p.t_iii, 0) as "termIII", coalesce(e.evaluated, 0) as evaluated,
     av.term as "latestTerm", av.students as "latestStudents", av.personal, av.social,
     av.academic, av.occupational,
     coalesce(p.under_term, 0) as "underByTerm", coalesce(p.under_year, 0) as "underByYear",
     coalesce(p.measured, 0) as measured,
     coalesce(at.marks, 0) as "attendanceMarks", coalesce(at.present, 0) as "attendancePresent",
     (select count(*)::int from pending_teachers where institute_id = $4) as "pendingTeacherRows",
     (select count(*)::int from students s where s.status = 'active' and s.institute_id = $4
       and not exists
       (select 1 from student_consents sc where sc.student_id = s.id)) as "pendingConsents"
   from classes c
     left join class_assignments ca on ca.class_id = c.class_id and ca.institute_id = $4
     left join teachers t on t.id = ca.teacher_id
     left join per_class p on p.section = c.section and p.year = c.year
     left join evaluated e on e.section = c.section and e.year = c.year
     left join averages av on av.section = c.section and av.year = c.year
     left join attendance at on at.class_id = c.class_id
   order by c.ord`;

const overview = hotRead<OverviewRow>('overview', OVERVIEW_SQL);

/** One row per class of `classIds`, in that order; attendance counted from `from` to `to`. */
export function findOverview(
  db: Db,
  from: string,
  to: string,
  classIds: readonly string[],
): Promise<OverviewRow[]> {
  return overview(db, [from, to, classIds, currentInstitute()]);
}
