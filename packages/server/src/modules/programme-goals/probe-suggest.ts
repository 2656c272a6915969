import { type GoalTarget, probesSuggestMet, type TermRef, termOrder } from '@pragati/domain';
import type { Executor } from '../../db/client.js';
import { refOf } from './build.js';
import { findStudentProbes } from './probe-repository.js';
import { findSettleable } from './repository.js';

/**
 * Issue 31 part 4: after an Evaluate, the area's goals still open (set before this term) whose
 * last three probes reached the target are suggested as met. A suggestion only: the teacher
 * confirms by answering the item at the target, and the next Evaluate settles it as ever.
 */
export async function suggestedAtEvaluate(
  db: Executor,
  studentId: number,
  category: string,
  at: TermRef,
) {
  const open = (await findSettleable(db, studentId, category, at)).filter(
    (g) => g.status === 'open' && termOrder(refOf(g)) < termOrder(at),
  );
  if (open.length === 0) return [];
  const probes = await findStudentProbes(db, studentId);
  return open
    .filter((g) =>
      probesSuggestMet(
        probes.filter((p) => p.goalId === g.id),
        g.target as GoalTarget,
      ),
    )
    .map((g) => ({ goalId: g.id, question: g.question, target: g.target }));
}
