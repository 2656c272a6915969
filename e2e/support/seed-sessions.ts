/**
 * Seeds the specialist-sessions journey (issue 31 parts 3-4) through the server's own services,
 * as the screens would: two students in Primary-I-3 whose Term Entry the class teacher answered
 * and evaluated, one programme goal each (set by that teacher on the first personal item, target
 * independent), and a speech therapist with the two on the caseload.
 */
import { CATEGORIES, type Category, type QaType } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import { students, termReports } from '../../packages/server/src/db/schema/index.js';
import type { SessionUser } from '../../packages/server/src/lib/policy.js';
import { createChecklists } from '../../packages/server/src/modules/assessment/checklists.js';
import { createGoalsService } from '../../packages/server/src/modules/programme-goals/service.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import {
  addSpecialistRecord,
  createSpecialistService,
} from '../../packages/server/src/modules/specialists/service.js';
import { updateStudentPlacement } from '../../packages/server/src/modules/term-records/repository.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { findUserByLoginId } from '../../packages/server/src/modules/users/repository.js';
import { createAccount } from '../../packages/server/src/modules/users/service.js';
import { ensureClassTeacher } from './class-teacher.js';
import { registerSeedStudent } from './register-seed-student.js';
import { recordSeedConsent } from './seed-consent.js';
import { SESSIONS } from './sessions-users.js';

const SEED_ACTOR = { userId: 'e2e-seed', role: 'system' } as const;
const SEED_ADMIN: SessionUser = {
  id: 0,
  userId: 'e2e-seed',
  role: 'admin',
  mustChangePassword: false,
  sessionVersion: 0,
};

type Student = (typeof SESSIONS.students)[number];

/** Registered, consent on record, placed in Year 3 with its Term Entry made from the bank. */
async function placeStudent(db: Db, s: Student) {
  await registerSeedStudent(db, {
    ...s,
    sex: 'female',
    regDate: '2022-06-15',
    dob: '2013-02-11',
    informant: 'Mother',
    refBy: 'School',
  });
  const [student] = await db.select().from(students).where(eq(students.regNo, s.regNo));
  if (!student) throw new Error(`seed-sessions: ${s.regNo} was not registered`);
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

/** Term Entry answered (not yet everywhere: each item a goal candidate) and evaluated. */
async function evaluateEntry(db: Db, teacher: SessionUser, s: Student) {
  const checklists = createChecklists(db);
  const where = { id: s.regNo, section: s.section, year: s.year, term: 'Entry' } as const;
  const [report] = await db
    .select({ items: termReports.items })
    .from(termReports)
    .innerJoin(students, eq(students.id, termReports.studentId))
    .where(eq(students.regNo, s.regNo));
  const items = report!.items as Record<Category, { question: string }[]>;
  for (const category of CATEGORIES) {
    const type = `${category}QA` as QaType;
    const answer = category === 'recreational' ? ('C' as const) : ('NE' as const);
    const questions = items[category].map((i) => ({ question: i.question, answer }));
    await checklists.saveForm(teacher, { ...where, type, data: { questions } });
    await checklists.evaluate(teacher, { ...where, type });
  }
}

/** The teacher's goal on the first personal item, as the Choose goals screen saves it. */
async function setGoal(db: Db, teacher: SessionUser, s: Student) {
  const goals = createGoalsService(db);
  const { plan } = await goals.plan(teacher, s.regNo);
  if (!plan) throw new Error(`seed-sessions: ${s.regNo} has no evaluated term`);
  const personal = plan.areas.find((a) => a.category === 'personal')!.items[0]!;
  await goals.save(teacher, s.regNo, {
    section: plan.section,
    year: plan.year,
    term: plan.term,
    revision: plan.revision,
    goals: [{ itemId: personal.itemId, target: 'Yes', notes: '' }],
    drops: [],
  });
}

export async function seedSessions(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  await ensureClassTeacher(db, 'seed-sessions');
  const account = await findUserByLoginId(db, SESSIONS.teacher.userId);
  const teacher: SessionUser = {
    id: account!.id,
    userId: account!.userId,
    role: 'teacher',
    mustChangePassword: false,
    sessionVersion: account!.sessionVersion,
  };
  for (const s of SESSIONS.students) {
    await placeStudent(db, s);
    await evaluateEntry(db, teacher, s);
    await setGoal(db, teacher, s);
  }
  const sp = SESSIONS.specialist;
  await createAccount(db, {
    userId: sp.userId,
    role: 'specialist',
    password: sp.password,
    mustChangePassword: false,
    actor: SEED_ACTOR,
    within: (tx, accountId) => addSpecialistRecord(tx, accountId, sp.kind),
  });
  await createSpecialistService(db).saveCaseload(SEED_ADMIN, sp.userId, {
    regNos: SESSIONS.students.map((s) => s.regNo),
    classIds: [],
  });
}
