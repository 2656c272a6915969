import type { PlannedStaff, PlannedStudent, PlannedTeacher } from '@pragati/domain';
import type { Executor } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { type Actor, audit } from '../../lib/audit.js';
import { insertYearReport } from '../term-records/repository.js';
import { createTermReport, findTermReport } from '../term-records/term-reports.js';
import { storedInfo } from '../student-records/records.js';
import { insertStudent, insertStudentDetails } from '../student-records/repository.js';
import { registerTeacher } from '../teacher-accounts/registration.js';
import { insertUser } from '../users/repository.js';
import { insertImportedTerm } from './repository.js';

/** Every imported record's audit entry says where it came from (issue 32 part 4). */
export const IMPORT_SOURCE = 'original-import';

export async function writeTeacher(
  tx: Executor,
  teacher: PlannedTeacher,
  passwordHash: string,
  actor: Actor,
) {
  await registerTeacher(tx, { fields: teacher.fields, passwordHash, actor, source: IMPORT_SOURCE });
}

export async function writeStaff(
  tx: Executor,
  staff: PlannedStaff,
  passwordHash: string,
  actor: Actor,
) {
  await insertUser(tx, { ...staff, passwordHash, mustChangePassword: true });
  await audit(tx, {
    actor,
    action: 'user.create',
    target: staff.userId,
    outcome: 'success',
    detail: { role: staff.role, source: IMPORT_SOURCE },
  });
}

/**
 * One student through the registration's repositories: the row at the original's placement and
 * status, the intake (Aadhaar encrypted), the account, every term report and year report, and a
 * term report from the bank for an active student's current term when the original had none.
 */
export async function writeStudent(
  tx: Executor,
  planned: PlannedStudent,
  passwordHash: string,
  context: { actor: Actor; cipher: AadhaarCipher },
) {
  const { info } = planned.details;
  const { placement, terms, years } = planned.progress;
  const student = await insertStudent(tx, {
    regNo: info.regNo,
    name: info.name,
    sex: info.sex,
    regDate: info.regDate,
    dob: info.dob,
    ...placement,
  });
  await insertStudentDetails(tx, {
    studentId: student.id,
    info: storedInfo(info),
    presentingComplaints: planned.details.presentingComplaints,
    history: planned.details.history,
    familyHistory: planned.details.familyHistory,
    developmentHistory: planned.details.developmentHistory,
    aadhaarCipher: context.cipher.encrypt(info.aadharNo),
    aadhaarLast4: info.aadharNo.slice(-4),
  });
  await insertUser(tx, {
    userId: info.regNo,
    role: 'student',
    passwordHash,
    mustChangePassword: true,
  });
  for (const term of terms) await insertImportedTerm(tx, student.id, term);
  for (const year of years) {
    await insertYearReport(tx, {
      studentId: student.id,
      section: year.section,
      year: year.year,
      personalPercent: year.figures.personalPercent,
      socialPercent: year.figures.socialPercent,
      academicPercent: year.figures.academicPercent,
      occupationalPercent: year.figures.occupationalPercent,
      yearPercent: year.figures.yearPercent,
      recreationalMode: year.figures.mode,
      comments: year.comments,
      outcome: year.outcome,
      transferredBy: IMPORT_SOURCE,
    });
  }
  const at = {
    studentId: student.id,
    section: placement.currSection,
    year: placement.currYear,
    term: placement.currTerm,
  };
  const startedTerm = placement.status === 'active' && !(await findTermReport(tx, at));
  if (startedTerm) await createTermReport(tx, at);
  await audit(tx, {
    actor: context.actor,
    action: 'student.register',
    target: info.regNo,
    outcome: 'success',
    detail: {
      source: IMPORT_SOURCE,
      section: placement.currSection,
      year: placement.currYear,
      status: placement.status,
      termReports: terms.length + (startedTerm ? 1 : 0),
      yearReports: years.length,
    },
  });
  return { startedTerm };
}
