import { z } from 'zod';
import { FACP_CLASS_CODES } from '../shared/classes.js';
import { TERMS, type Term } from '../shared/terms.js';

/** Below this a student's figure is flagged on the overview (the transfer rule's pass mark, §5). */
export const OVERVIEW_PASS_MARK = 60;

const count = z.number().int().min(0);
const term = z.enum(TERMS);
const percent = z.number().min(0).max(100);

/** How many active students of a class stand in each term now. */
export const classTermCountsSchema = z.object({ Entry: count, I: count, II: count, III: count });
export type ClassTermCounts = z.infer<typeof classTermCountsSchema>;

/**
 * A class's current term: the term most of its active students are in (a tie goes to the earlier
 * term) and the span from the earliest to the latest, so a screen can say "Term I" or a range.
 * All null when the class has no active student.
 */
export const classTermSchema = z.object({
  mostCommon: term.nullable(),
  earliest: term.nullable(),
  latest: term.nullable(),
});
export type ClassTerm = z.infer<typeof classTermSchema>;

export function classTerm(counts: ClassTermCounts): ClassTerm {
  const present = TERMS.filter((t) => counts[t] > 0);
  if (present.length === 0) return { mostCommon: null, earliest: null, latest: null };
  // TERMS order and a strict comparison: the earlier term wins a tie.
  const mostCommon = present.reduce((best, t) => (counts[t] > counts[best] ? t : best));
  return { mostCommon, earliest: present[0]!, latest: present[present.length - 1]! };
}

/**
 * One class on the principal's overview (issue 14 part 4). Only active students count.
 * - `checklists`: per active student, the five checklists of their current term; `evaluated` of
 *   those `due` are evaluated.
 * - `latestTerm`: the class's latest term (of its section and year) with at least one fully
 *   evaluated report, and the mean of each percent category over those reports.
 * - `underSixty`: students whose latest fully evaluated term this year has a mean of the four
 *   percent categories under 60 (`byTerm`), or, with no such term yet this year, whose last year
 *   percent (the transfer's figure) is under 60 (`byYear`); `measured` have either figure.
 */
export const classOverviewSchema = z.object({
  classId: z.enum(FACP_CLASS_CODES),
  teacher: z.object({ teacherId: z.string(), name: z.string() }).nullable(),
  activeStudents: count,
  termCounts: classTermCountsSchema,
  currentTerm: classTermSchema,
  checklists: z.object({ evaluated: count, due: count }),
  latestTerm: z
    .object({
      term,
      students: count,
      personal: percent,
      social: percent,
      academic: percent,
      occupational: percent,
    })
    .nullable(),
  underSixty: z.object({ byTerm: count, byYear: count, measured: count }),
  /**
   * The daily register over the last 30 days, today included (ATTENDANCE_RATE_DAYS): `percent`
   * is the whole percent of the class's marks that were present, null with no marks.
   */
  attendance: z.object({ marks: count, present: count, percent: percent.nullable() }).optional(),
});
export type ClassOverview = z.infer<typeof classOverviewSchema>;

const names = z.object({ en: z.string(), hi: z.string() });

/**
 * Issue 30 part 5: the active students counted by disability (their primary condition) and group.
 * `groups` are the institute's enabled groups in order (the programme_groups table), the table's
 * columns; each row's `counts` follow them. Rows are the conditions held, in code order, named as
 * the newest code list names them; the last row (`code` null) counts the students with no
 * condition recorded. `total` also counts a student of a group not enabled (none should be).
 */
export const disabilityCountsSchema = z.object({
  groups: z.array(z.object({ code: z.string(), names })),
  rows: z.array(
    z.object({
      code: z.number().int().nullable(),
      names: names.nullable(),
      counts: z.array(count),
      total: count,
    }),
  ),
});
export type DisabilityCounts = z.infer<typeof disabilityCountsSchema>;

/** GET /overview (principal and admin): every enabled class, in the table's order, and the totals. */
export const overviewResponseSchema = z.object({
  classes: z.array(classOverviewSchema),
  activeStudents: count,
  classesWithoutTeacher: z.array(z.enum(FACP_CLASS_CODES)),
  pendingTeacherRows: count,
  /** Issue 19: active students whose guardian's consent is not recorded (decisions §15). */
  pendingConsents: count.optional(),
  disabilities: disabilityCountsSchema.optional(),
});
export type Overview = z.infer<typeof overviewResponseSchema>;

/** "Term I", or "Mostly Term I (Entry to II)" when the active students stand in different terms. */
export function classTermLabel(current: ClassTerm): string | null {
  if (!current.mostCommon) return null;
  if (current.earliest === current.latest) return `Term ${current.mostCommon}`;
  return `Mostly Term ${current.mostCommon} (${current.earliest} to ${current.latest as Term})`;
}
