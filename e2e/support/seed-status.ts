/**
 * Seeds the student-status journey (issue 14 parts 1 and 8) through the server's own services:
 * a student to withdraw and restore, and one whose Preprimary-2 year was evaluated and
 * transferred by the teacher (every answer "Not exposed", so the year repeats into Preprimary-3),
 * for the admin to undo. Its teacher holds preprimary_2 only while the seed runs.
 */
import {
  CATEGORIES,
  type EvalFormRequest,
  qaTypeOf,
  type StudentRegistration,
  TERMS,
} from '@pragati/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../packages/server/src/config.js';
import type { Db } from '../../packages/server/src/db/client.js';
import {
  classAssignments,
  students,
  teachers,
  termReports,
} from '../../packages/server/src/db/schema/index.js';
import { createAadhaarCipher } from '../../packages/server/src/lib/aadhaar-cipher.js';
import type { SessionUser } from '../../packages/server/src/lib/policy.js';
import { createEvaluationService } from '../../packages/server/src/modules/assessment/service.js';
import { settleAadhaarKey } from '../../packages/server/src/modules/keys/service.js';
import { updateStudentPlacement } from '../../packages/server/src/modules/term-records/repository.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { createStudentService } from '../../packages/server/src/modules/student-records/service.js';
import { findUserByLoginId } from '../../packages/server/src/modules/users/repository.js';
import { createAccount } from '../../packages/server/src/modules/users/service.js';
import { STATUS_USERS } from './status-users.js';

type Answer = EvalFormRequest['data']['questions'][number]['answer'];
const SEED_ACTOR = { userId: 'e2e-seed', role: 'system' } as const;
const TEACHER_CLASS = 'preprimary_2';

function intake(user: { userId: string; name: string }, aadhaar: string): StudentRegistration {
  return {
    formData: {
      details: {
        info: {
          regNo: user.userId,
          regDate: '2024-06-10',
          dob: '2017-03-14',
          name: user.name,
          sex: 'male',
          information: 'Mother',
          education: 'None',
          refBy: 'District hospital',
          occupation: 'Student',
          aadharNo: aadhaar,
          paymentType: 'Free',
          mobileNo: '9876500081',
          purposeVisit: 'Assessment',
        },
        presentingComplaints: {},
        history: {},
        familyHistory: {},
        developmentHistory: {},
      },
      stdCred: { section: 'preprimary', year: '1' },
    },
  } as unknown as StudentRegistration;
}

/**
 * Registration places a student in year 1 only; these two arrived in a later year of
 * Preprimary (as a student admitted before the app would have), starting at its Entry term.
 */
async function placeAt(db: Db, regNo: string, year: '2' | '3') {
  const [student] = await db.select().from(students).where(eq(students.regNo, regNo));
  if (!student) throw new Error(`seed-status: ${regNo} was not registered`);
  await db.delete(termReports).where(eq(termReports.studentId, student.id));
  await updateStudentPlacement(db, student.id, {
    currSection: 'preprimary',
    currYear: year,
    currTerm: 'Entry',
  });
  await createTermReport(db, { studentId: student.id, section: 'preprimary', year, term: 'Entry' });
}

export async function seedStatus(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
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
  const { leaver, transferred, erasable, teacher: t } = STATUS_USERS;
  await registration.register(intake(erasable, erasable.aadhaar), SEED_ACTOR, {
    password: erasable.password,
  });
  await placeAt(db, erasable.userId, '3');
  await db
    .update(students)
    .set({ status: 'left', leftOn: '2021-05-31', leftReason: 'Moved to Nagpur' })
    .where(eq(students.regNo, erasable.userId));
  await registration.register(intake(leaver, '593017284615'), SEED_ACTOR, {
    password: leaver.password,
  });
  await registration.register(intake(transferred, '593017284627'), SEED_ACTOR, {
    password: transferred.password,
  });
  await placeAt(db, leaver.userId, '3');
  await placeAt(db, transferred.userId, '2');

  await createAccount(db, { ...t, actor: SEED_ACTOR });
  const account = await findUserByLoginId(db, t.userId);
  if (!account) throw new Error('seed-status: the teacher account was not created');
  const [teacher] = await db
    .insert(teachers)
    .values({
      userAccountId: account.id,
      teacherId: t.userId,
      name: t.name,
      email: 'status.teacher@pragati.example',
      mobile: '9876500082',
    })
    .returning();
  await db
    .insert(classAssignments)
    .values({ classId: TEACHER_CLASS, teacherId: teacher!.id })
    .onConflictDoNothing();
  const held = await db
    .select({ classId: classAssignments.classId })
    .from(classAssignments)
    .where(
      and(
        eq(classAssignments.teacherId, teacher!.id),
        inArray(classAssignments.classId, [TEACHER_CLASS]),
      ),
    );
  if (held.length !== 1) {
    throw new Error(
      `seed-status: class ${TEACHER_CLASS} is reserved for the student-status journey's teacher; another seed assigned it first.`,
    );
  }

  const session: SessionUser = {
    id: account.id,
    userId: t.userId,
    role: 'teacher',
    mustChangePassword: false,
    sessionVersion: account.sessionVersion,
  };
  const evaluation = createEvaluationService(db);
  const where = { id: transferred.userId, section: 'preprimary', year: '2' } as const;
  for (const term of TERMS) {
    for (const category of CATEGORIES) {
      const record = await evaluation.record(
        session,
        transferred.userId,
        'checklist.questions.read',
      );
      const report = record.section
        .find((x) => x.sec === 'preprimary')
        ?.yearReport.find((y) => y.year === '2')
        ?.termReport.find((r) => r.term === term);
      if (!report?.report) throw new Error(`seed-status: no preprimary 2 ${term} report`);
      const answer = (category === 'recreational' ? 'B' : 'NE') as Answer;
      await evaluation.saveForm(session, {
        type: qaTypeOf(category),
        ...where,
        term,
        revision: report.revision,
        data: {
          username: t.userId,
          questions: report.report[qaTypeOf(category)].map((q) => ({
            question: q.question,
            answer,
          })),
        },
      });
      await evaluation.evaluate(session, { ...where, term, type: qaTypeOf(category) });
    }
  }
  await evaluation.transfer(session, where, {
    comments: {
      year: 'Needs another year in Preprimary.',
      personal: 'Personal skills growing.',
      occupational: 'Occupational skills growing.',
      academic: 'Academic skills growing.',
      social: 'Social skills growing.',
      recreational: 'Enjoys music.',
    },
  });
  // The class is held only while the seed evaluates: the teacher-upload journey
  // (admin-teachers.spec.ts) registers its own teacher for preprimary_2 afterwards.
  await db
    .delete(classAssignments)
    .where(
      and(eq(classAssignments.teacherId, teacher!.id), eq(classAssignments.classId, TEACHER_CLASS)),
    );
}
