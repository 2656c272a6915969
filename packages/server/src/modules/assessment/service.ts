import type { Db } from '../../db/client.js';
import { createChecklists } from './checklists.js';
import { createComments } from './comments.js';
import { createEvaluationReads } from './reads.js';
import { createTransfer } from './transfer.js';

/** The teacher's calls (spec section 7), one file per capability. */
export function createEvaluationService(db: Db) {
  return {
    ...createEvaluationReads(db),
    ...createChecklists(db),
    ...createComments(db),
    ...createTransfer(db),
  };
}
export type EvaluationService = ReturnType<typeof createEvaluationService>;
