import {
  duplicateRegNoMessage,
  ERASED_ID_PREFIX,
  ERASURE_MESSAGES,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import type { Executor } from '../../db/client.js';
import { findUserByLoginId } from '../users/repository.js';
import { findStudentByRegNo } from './repository.js';

/**
 * Why a registration number cannot be registered, or null: taken by a student, or by another
 * account as its login id. The wizard asks when step 1 is left (issue 14 part 7); the
 * registration asks again inside its transaction, since another admin may register it meanwhile.
 */
export async function regNoRefusal(db: Executor, regNo: string): Promise<string | null> {
  // Erased records keep an ERASED-… id; a student registered so could never be erased.
  if (regNo.toUpperCase().startsWith(ERASED_ID_PREFIX)) return ERASURE_MESSAGES.reservedRegNo;
  if (await findStudentByRegNo(db, regNo)) return duplicateRegNoMessage(regNo);
  if (await findUserByLoginId(db, regNo)) return STUDENT_MESSAGES.loginIdTaken(regNo);
  return null;
}
