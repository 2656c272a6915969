import {
  type ClassCode,
  GOAL_AREAS,
  type GoalArea,
  type GoalAttainment,
  type GoalAttainmentFigures,
  FACP_GROUP_CODES,
  type TermRef,
  TERMS,
  YEARS,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { hotRead } from '../../db/hot-read.js';
import { currentInstitute } from '../../db/institute-scope.js';

/* Issue 17 part 5: goal attainment in each student's last completed term (domain goal-attainment.ts). */

type Row = {
  classId: string | null;
  category: GoalArea | null;
  set: number;
  met: number;
  dropped: number;
  students: number;
  terms: string[];
};

// Fixed constants of the domain, not input: spelled into the statement, not passed as parameters.
const list = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;
/** A term's place in a whole record (domain termOrder, plus a constant), from three columns. */
const order = (section: string, year: string, term: string) =>
  `(array_position(${list(FACP_GROUP_CODES)}, ${section}) * 100 + array_position(${list(YEARS)}, ${year}) * 10
    + array_position(${list(TERMS)}, ${term}))`;
const DONE = ['personal', 'social', 'academic', 'occupational', 'recreational']
  .map((c) => `coalesce((tr.evaluated->>'${c}')::boolean, false)::int`)
  .join(' + ');

/*
 * `last` is each active student's latest term with all five checklists evaluated. A goal was worked
 * on in it when it was set in an earlier term and neither met nor dropped before it. Met: at that
 * term's Evaluate; dropped: when the next goals were chosen from it; the rest carried over (a goal
 * met later, in a term not yet complete, was still carried over from this one). One grouping-sets
 * pass gives class × area, class, area and the school. $1: the running work's institute, named by
 * the driving rows (students); reports and goals are reached from them.
 */
export const GOAL_ATTAINMENT_SQL = `with active as (
     select id, class_code(curr_section, curr_year) as class_id from students
     where status = 'active' and institute_id = $1
   ),
   last as (
     select distinct on (tr.student_id) tr.student_id, tr.section, tr.year, tr.term,
       ${order('tr.section', 'tr.year', 'tr.term')} as ord
     from term_reports tr join active a on a.id = tr.student_id
     where ${DONE} = 5
     order by tr.student_id, ord desc
   ),
   worked as (
     select a.class_id, g.student_id, g.category,
       l.section || '|' || l.year || '|' || l.term as term_key,
       coalesce(g.status = 'met' and g.met_section = l.section and g.met_year = l.year
         and g.met_term = l.term, false) as met,
       coalesce(g.status = 'dropped' and g.dropped_section = l.section and g.dropped_year = l.year
         and g.dropped_term = l.term, false) as dropped
     from programme_goals g
       join last l on l.student_id = g.student_id
       join active a on a.id = g.student_id
     where ${order('g.section', 'g.year', 'g.term')} < l.ord
       and (g.met_term is null or ${order('g.met_section', 'g.met_year', 'g.met_term')} >= l.ord)
       and (g.dropped_term is null
         or ${order('g.dropped_section', 'g.dropped_year', 'g.dropped_term')} >= l.ord)
   )
   select class_id as "classId", category, count(*)::int as set,
     (count(*) filter (where met))::int as met, (count(*) filter (where dropped))::int as dropped,
     count(distinct student_id)::int as students, array_agg(distinct term_key) as terms
   from worked
   group by grouping sets ((class_id, category), (class_id), (category), ())`;

const read = hotRead<Row>('goal-attainment', GOAL_ATTAINMENT_SQL);

const figures = (r: Row | undefined): GoalAttainmentFigures => ({
  set: r?.set ?? 0,
  met: r?.met ?? 0,
  carried: r ? r.set - r.met - r.dropped : 0,
  dropped: r?.dropped ?? 0,
});

function termOf(key: string): TermRef {
  const [section, year, term] = key.split('|');
  return { section, year, term } as TermRef;
}

/** Areas of one class (or, with classId null, of the school) that had goals, in GOAL_AREAS order. */
function areasOf(rows: Row[], classId: string | null) {
  return GOAL_AREAS.flatMap((category) => {
    const row = rows.find((r) => r.classId === classId && r.category === category);
    return row ? [{ category, ...figures(row) }] : [];
  });
}

export async function findGoalAttainment(db: Db, classOrder: readonly ClassCode[]) {
  const rows = await read(db, [currentInstitute()]);
  // A grouping set's rolled-up column is null; classId and category are never null otherwise.
  const classes = classOrder.flatMap((classId) => {
    const total = rows.find((r) => r.classId === classId && r.category === null);
    if (!total) return [];
    return [
      {
        classId,
        students: total.students,
        terms: [...total.terms].sort().map(termOf),
        areas: areasOf(rows, classId),
        total: figures(total),
      },
    ];
  });
  const school = rows.find((r) => r.classId === null && r.category === null);
  return {
    classes,
    areas: areasOf(rows, null),
    total: figures(school),
  } satisfies GoalAttainment;
}
