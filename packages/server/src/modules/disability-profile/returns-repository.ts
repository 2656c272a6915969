import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import {
  disabilityAids,
  disabilityConditions,
  disabilityProfiles,
  studentConsents,
  studentDetails,
  students,
} from '../../db/schema/index.js';

/** Active students of the running work's institute (each query's driving condition). */
const active = () => and(eq(students.status, 'active'), inInstitute(students.instituteId));

/** Active students whose certificate's re-assessment or UDID card's expiry is on or before `until`. */
export async function findDue(db: Executor, until: string) {
  const [reassess, udid] = await Promise.all([
    db
      .select({
        regNo: students.regNo,
        name: students.name,
        date: sql<string>`${disabilityProfiles.certificateReassessOn}::text`,
      })
      .from(disabilityProfiles)
      .innerJoin(students, eq(students.id, disabilityProfiles.studentId))
      .where(
        and(
          active(),
          inInstitute(disabilityProfiles.instituteId),
          lte(disabilityProfiles.certificateReassessOn, until),
        ),
      )
      .orderBy(asc(disabilityProfiles.certificateReassessOn), asc(students.regNo)),
    db
      .select({
        regNo: students.regNo,
        name: students.name,
        date: sql<string>`${disabilityProfiles.udidExpiresOn}::text`,
      })
      .from(disabilityProfiles)
      .innerJoin(students, eq(students.id, disabilityProfiles.studentId))
      .where(
        and(
          active(),
          inInstitute(disabilityProfiles.instituteId),
          lte(disabilityProfiles.udidExpiresOn, until),
        ),
      )
      .orderBy(asc(disabilityProfiles.udidExpiresOn), asc(students.regNo)),
  ]);
  return { reassess, udid };
}

/**
 * Active students with no disability recorded (no condition: a profile may hold only a certificate
 * or a UDID enrolment while the condition awaits its certificate): how many, and the first `limit`.
 */
export async function findWithoutProfile(db: Executor, limit: number) {
  const where = and(
    active(),
    notExists(
      db
        .select({ one: sql`1` })
        .from(disabilityConditions)
        .where(
          and(
            eq(disabilityConditions.studentId, students.id),
            inInstitute(disabilityConditions.instituteId),
          ),
        ),
    ),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ regNo: students.regNo, name: students.name })
      .from(students)
      .where(where)
      .orderBy(asc(students.regNo))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(where),
  ]);
  return { count: count?.n ?? 0, students: rows };
}

/** Every active student with a profile, with what the UDISE+ return reports of them. */
export async function findReturnRows(db: Executor) {
  const rows = await db
    .select({
      id: students.id,
      regNo: students.regNo,
      name: students.name,
      currSection: students.currSection,
      currYear: students.currYear,
      dob: students.dob,
      sex: students.sex,
      aadhaarLast4: studentDetails.aadhaarLast4,
      consented: sql<boolean>`${studentConsents.studentId} is not null`,
      certificate: disabilityProfiles.certificateNumber,
      udid: disabilityProfiles.udidNumber,
    })
    .from(disabilityProfiles)
    .innerJoin(students, eq(students.id, disabilityProfiles.studentId))
    .leftJoin(studentDetails, eq(studentDetails.studentId, students.id))
    .leftJoin(studentConsents, eq(studentConsents.studentId, students.id))
    .where(and(active(), inInstitute(disabilityProfiles.instituteId)))
    .orderBy(asc(students.currSection), asc(students.currYear), asc(students.regNo));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { rows, conditions: [], aids: [] };
  const [conditions, aids] = await Promise.all([
    db
      .select()
      .from(disabilityConditions)
      .where(
        and(
          inArray(disabilityConditions.studentId, ids),
          inInstitute(disabilityConditions.instituteId),
        ),
      )
      .orderBy(asc(disabilityConditions.code)),
    db
      .select()
      .from(disabilityAids)
      .where(
        and(
          inArray(disabilityAids.studentId, ids),
          eq(disabilityAids.status, 'received'),
          inInstitute(disabilityAids.instituteId),
        ),
      )
      .orderBy(asc(disabilityAids.date), asc(disabilityAids.id)),
  ]);
  return { rows, conditions, aids };
}
