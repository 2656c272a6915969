import type { Db } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { createDetailsEdit } from './details-service.js';
import { createStudentReads } from './read-service.js';
import { createRegistration } from './registration-service.js';

export type StudentServiceOptions = {
  cipher: AadhaarCipher;
  /** The clock the date rules read (decisions §7); tests may fix it. */
  now?: () => Date;
};

/**
 * The student records' calls, one file per capability: the registration (and the wizard's
 * number check), the reads (list, details, profile, Aadhaar) and the admin's details edit.
 */
export function createStudentService(
  db: Db,
  { cipher, now = () => new Date() }: StudentServiceOptions,
) {
  return {
    ...createRegistration(db, { cipher, now }),
    ...createStudentReads(db, cipher),
    ...createDetailsEdit(db, { cipher, now }),
  };
}

export type StudentService = ReturnType<typeof createStudentService>;
