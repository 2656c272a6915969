/**
 * Seeds the programme-goals journey (issue 17): a teacher holding primary1_3 and a student in it
 * with the Entry term report created from the current bank. The student is registered through the
 * server's own service, so they can sign in and their home shows (part 4), then placed in Year 3
 * as a student admitted before the app would have been (registration places in Year 1 only).
 */
import type { StudentRegistration } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../packages/server/src/config.js';
import type { Db } from '../../packages/server/src/db/client.js';
import { students, termReports } from '../../packages/server/src/db/schema/index.js';
import { createAadhaarCipher } from '../../packages/server/src/lib/aadhaar-cipher.js';
import { settleAadhaarKey } from '../../packages/server/src/modules/keys/service.js';
import { updateStudentPlacement } from '../../packages/server/src/modules/progress/repository.js';
import { createTermReport } from '../../packages/server/src/modules/progress/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { createStudentService } from '../../packages/server/src/modules/students/service.js';
import { ensureClassTeacher } from './class-teacher.js';
import { recordSeedConsent } from './seed-consent.js';
import { GOALS } from './goals-users.js';

const SEED_ACTOR = { userId: 'e2e-seed', role: 'system' } as const;

export async function seedGoals(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  await ensureClassTeacher(db, 'seed-goals');
  const s = GOALS.student;
  const config = loadConfig();
  const registration = createStudentService(db, {
    cipher: createAadhaarCipher(
      await settleAadhaarKey(db, {
        dataDir: config.dataDir,
        envKey: config.aadhaarKey,
        log: () => undefined,
      }),
    ),
  });
  await registration.register(
    {
      formData: {
        details: {
          info: {
            regNo: s.regNo,
            regDate: '2022-06-15',
            dob: '2012-08-09',
            name: s.name,
            sex: 'male',
            information: 'Father',
            education: 'None',
            refBy: 'School',
            occupation: 'Student',
            aadharNo: s.aadhaar,
            paymentType: 'Free',
            mobileNo: '9876500091',
            purposeVisit: 'Assessment',
          },
          presentingComplaints: {},
          history: {},
          familyHistory: {},
          developmentHistory: {},
        },
        stdCred: { section: s.section, year: '1' },
      },
    } as unknown as StudentRegistration,
    SEED_ACTOR,
    { password: s.password },
  );
  const [student] = await db.select().from(students).where(eq(students.regNo, s.regNo));
  if (!student) throw new Error('seed-goals: the student was not registered');
  // The journey prints the full record, which a consent-pending student's history holds back.
  await recordSeedConsent(db, s.regNo);
  await db.delete(termReports).where(eq(termReports.studentId, student.id));
  await updateStudentPlacement(db, student.id, {
    currSection: s.section,
    currYear: s.year,
    currTerm: 'Entry',
  });
  await createTermReport(db, {
    studentId: student.id,
    section: s.section,
    year: s.year,
    term: 'Entry',
  });
}
