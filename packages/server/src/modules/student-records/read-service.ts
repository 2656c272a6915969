import {
  STUDENT_MESSAGES,
  STUDENT_STATUS_FILTERS,
  type StudentDetailsRecord,
  type StudentProfile,
  type StudentStatusFilter,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { actorOf, audit } from '../../lib/audit.js';
import { type BodyEncoding, createBodyCache } from '../../lib/body-cache.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { isOwnRecord, ownRegNo, teachesStudent } from '../access/service.js';
import { findLastYearReport } from '../term-records/repository.js';
import { detailsRecord, lastTransferOf } from './records.js';
import { findStudentWithDetails, studentListSnapshot, studentListVersion } from './repository.js';

async function deny(db: Db, user: SessionUser, action: string, target: string, reason: string) {
  await audit(db, { actor: actorOf(user), action, target, outcome: 'denied', detail: { reason } });
}

/**
 * GET /student/viewStudentDetails and /{role}/viewStudentDetails (decisions §8): a student
 * only their own record, a teacher only students of their current classes. Every view is
 * audited (decisions §9).
 */
async function viewDetails(
  db: Db,
  user: SessionUser,
  requested: string | undefined,
): Promise<StudentDetailsRecord> {
  const action = 'student.details.view';
  const regNo = requested?.trim() || (user.role === 'student' ? user.userId : '');
  if (!regNo) throw badRequest(STUDENT_MESSAGES.regNoHeader);
  if (user.role === 'student' && !isOwnRecord(user, regNo)) {
    await deny(db, user, action, regNo, 'not own record');
    throw forbidden(STUDENT_MESSAGES.ownRecordOnly);
  }
  const found = await findStudentWithDetails(db, regNo);
  if (user.role === 'teacher') {
    // Unknown and not-yours answer alike, so a teacher cannot probe which regNos exist.
    if (!found || !(await teachesStudent(db, user, found.student))) {
      await deny(db, user, action, regNo, 'not in teacher classes');
      throw forbidden(STUDENT_MESSAGES.notYourClass);
    }
  }
  if (!found) throw notFound(STUDENT_MESSAGES.notFound);
  await audit(db, {
    actor: actorOf(user),
    action,
    target: found.student.regNo,
    outcome: 'success',
  });
  const record = detailsRecord(
    found.student,
    found.details,
    found.consent,
    user.role === 'teacher',
  );
  if (user.role !== 'admin') return record;
  // The admin's screen offers "Undo last transfer" only where there is a transfer (issue 26).
  const last = await findLastYearReport(db, found.student.id);
  return { ...record, lastTransfer: last ? lastTransferOf(last) : null };
}

/** GET /student/profile: the student home's fields, own record only. */
async function profile(db: Db, user: SessionUser): Promise<StudentProfile> {
  const found = await findStudentWithDetails(db, ownRegNo(user));
  if (!found) throw notFound(STUDENT_MESSAGES.notFound);
  await audit(db, {
    actor: actorOf(user),
    action: 'student.profile.view',
    target: found.student.regNo,
    outcome: 'success',
  });
  const record = detailsRecord(found.student, found.details);
  const { info } = record;
  return {
    regNo: info.regNo,
    regDate: info.regDate,
    dob: info.dob,
    name: info.name,
    sex: info.sex,
    information: info.information,
    education: info.education,
    refBy: info.refBy,
    occupation: info.occupation,
    aadharNo: info.aadharNo,
    paymentType: info.paymentType,
    mobileNo: info.mobileNo,
    currSection: record.currSection,
    currYear: record.currYear,
    currTerm: record.currTerm,
    classId: record.classId,
    status: record.status,
  };
}

/** The student reads: the list, one record's details, the student's profile, the Aadhaar. */
export function createStudentReads(db: Db, cipher: AadhaarCipher) {
  // One body per status filter asked for (our screens ask for all, the original client for none),
  // per institute (the cache keys by institute): room for the busiest few of a network.
  const list = createBodyCache<StudentStatusFilter>({
    maxEntries: STUDENT_STATUS_FILTERS.length * 32,
  });

  return {
    /**
     * GET /{admin,principal}/viewstudents: the JSON, compressed as the client accepts. Audited
     * (decisions §9), the entry committed before the list leaves (lib/read-audit.ts).
     */
    async list(user: SessionUser, status: StudentStatusFilter, encoding: BodyEncoding) {
      const [version] = await Promise.all([
        studentListVersion(db),
        auditRead(db, {
          actor: actorOf(user),
          action: 'students.list',
          target: status === 'all' ? 'all students' : `${status} students`,
          outcome: 'success',
        }),
      ]);
      return list.get(status, version, () => studentListSnapshot(db, status), encoding);
    },

    viewDetails: (user: SessionUser, requested: string | undefined) =>
      viewDetails(db, user, requested),

    profile: (user: SessionUser) => profile(db, user),

    /** The full Aadhaar number: admin only, written to the audit log (decisions §7). */
    async revealAadhaar(
      user: SessionUser,
      regNo: string,
    ): Promise<{ regNo: string; aadharNo: string }> {
      const found = await findStudentWithDetails(db, regNo);
      if (!found) throw notFound(STUDENT_MESSAGES.notFound);
      const aadharNo = cipher.decrypt(found.details.aadhaarCipher);
      await audit(db, {
        actor: actorOf(user),
        action: 'student.aadhaar.reveal',
        target: found.student.regNo,
        outcome: 'success',
      });
      return { regNo: found.student.regNo, aadharNo };
    },
  };
}
