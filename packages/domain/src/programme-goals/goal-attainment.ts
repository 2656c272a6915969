import { z } from 'zod';
import { FACP_CLASS_CODES } from '../shared/classes.js';
import { GOAL_AREAS, termRefSchema } from './programme-goals.js';

/*
 * Issue 17 part 5: goal attainment on the principal's overview. For each active student the last
 * completed term (all five checklists evaluated) is the term looked at; its goals are those set
 * before it and still open when it began. Of those, some were met at its Evaluate, some dropped
 * when the next goals were chosen, and the rest carried over. Figures go by the student's current
 * class and by FACP area; no child is named.
 */

const counts = {
  /** Goals worked on in the term. */
  set: z.number().int(),
  met: z.number().int(),
  carried: z.number().int(),
  dropped: z.number().int(),
};
export const goalAttainmentFiguresSchema = z.object(counts);
export type GoalAttainmentFigures = z.infer<typeof goalAttainmentFiguresSchema>;

const areaFigures = z.object({ category: z.enum(GOAL_AREAS), ...counts });

/** GET /overview/goals (principal, admin): the classes with goals, in the table's order. */
export const goalAttainmentResponseSchema = z.object({
  classes: z.array(
    z.object({
      classId: z.enum(FACP_CLASS_CODES),
      /** Students with a goal in their last completed term. */
      students: z.number().int(),
      /** The last completed terms of those students (usually one). */
      terms: z.array(termRefSchema),
      areas: z.array(areaFigures),
      total: goalAttainmentFiguresSchema,
    }),
  ),
  /** Per area over every class. */
  areas: z.array(areaFigures),
  total: goalAttainmentFiguresSchema,
});
export type GoalAttainment = z.infer<typeof goalAttainmentResponseSchema>;

/** Sums figures (a class's areas into its total, the classes' areas into the school's). */
export function sumFigures(rows: readonly GoalAttainmentFigures[]): GoalAttainmentFigures {
  return rows.reduce(
    (sum, r) => ({
      set: sum.set + r.set,
      met: sum.met + r.met,
      carried: sum.carried + r.carried,
      dropped: sum.dropped + r.dropped,
    }),
    { set: 0, met: 0, carried: 0, dropped: 0 },
  );
}
