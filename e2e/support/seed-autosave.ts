/**
 * Seeds the checklist-autosave journey (issue 15 parts 2–4): a teacher of Primary-I-3 and three
 * students whose term reports ask the real FACP bank's Primary-I items (../shared/fixtures, read
 * in place). The bank itself stays the sample one: the question-bank journey imports FACP later.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Answer,
  CATEGORIES,
  type Category,
  type RecreationalAnswer,
  type Term,
} from '@pragati/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import {
  classAssignments,
  type ReportItem,
  students,
  teachers,
  termReports,
} from '../../packages/server/src/db/schema/index.js';
import { createChecklists } from '../../packages/server/src/modules/assessment/checklists.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { findUserByLoginId } from '../../packages/server/src/modules/users/repository.js';
import { createAccount } from '../../packages/server/src/modules/users/service.js';
import { AUTOSAVE } from './autosave-users.js';

const SEED_ACTOR = { userId: 'e2e-seed', role: 'system' } as const;
const here = path.dirname(fileURLToPath(import.meta.url));

/** The FACP bank's Primary-I lists (57 academic items). */
export function facpPrimary1(): Record<Category, string[]> {
  const file = path.resolve(here, '../../../shared/fixtures/facp-item-bank.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).sections.primary1;
}

/** The answer the seed gives item i of Term Entry (and the journey expects from last term). */
export function entryAnswer(category: Category, i: number): Answer | RecreationalAnswer {
  if (category === 'recreational') return (['A', 'B', 'C'] as const)[i % 3]!;
  return (['Yes', 'C-P1', 'C-P2', 'NE', 'NA'] as const)[i % 5]!;
}

async function useFacpItems(db: Db, studentId: number, term: Term) {
  const bank = facpPrimary1();
  const items = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      bank[c].map((question): ReportItem => ({ itemId: null, question, answer: null })),
    ]),
  ) as Record<Category, ReportItem[]>;
  await db
    .update(termReports)
    .set({ items, bankVersions: {} })
    .where(
      and(
        eq(termReports.studentId, studentId),
        eq(termReports.section, AUTOSAVE.section),
        eq(termReports.year, AUTOSAVE.year),
        eq(termReports.term, term),
      ),
    );
}

export async function seedAutosave(db: Db): Promise<void> {
  const t = AUTOSAVE.teacher;
  await createAccount(db, {
    userId: t.userId,
    role: t.role,
    password: t.password,
    mustChangePassword: t.mustChangePassword,
    actor: SEED_ACTOR,
  });
  const account = await findUserByLoginId(db, t.userId);
  if (!account) throw new Error(`seed-autosave: account ${t.userId} was not created`);
  const [teacher] = await db
    .insert(teachers)
    .values({
      userAccountId: account.id,
      teacherId: t.userId,
      name: t.name,
      email: `${t.userId}@pragati.example`,
      mobile: '9876500077',
    })
    .returning();
  const [assigned] = await db
    .insert(classAssignments)
    .values({ classId: t.classId, teacherId: teacher!.id })
    .onConflictDoNothing()
    .returning();
  if (!assigned) throw new Error(`seed-autosave: class ${t.classId} already has a teacher`);

  for (const s of [AUTOSAVE.expiry, AUTOSAVE.offline, AUTOSAVE.lastTerm]) {
    const [student] = await db
      .insert(students)
      .values({
        regNo: s.regNo,
        name: s.name,
        sex: 'male',
        regDate: '2023-06-12',
        dob: '2014-08-09',
        currSection: AUTOSAVE.section,
        currYear: AUTOSAVE.year,
        currTerm: 'Entry',
      })
      .returning();
    const placement = { section: AUTOSAVE.section, year: AUTOSAVE.year } as const;
    await createTermReport(db, { studentId: student!.id, ...placement, term: 'Entry' });
    await useFacpItems(db, student!.id, 'Entry');
  }

  // Term Entry answered and evaluated as the teacher would; evaluating the fifth starts Term I.
  const checklists = createChecklists(db);
  const session = {
    id: account.id,
    userId: t.userId,
    role: 'teacher',
    mustChangePassword: false,
    sessionVersion: account.sessionVersion,
  } as const;
  const bank = facpPrimary1();
  const where = {
    id: AUTOSAVE.lastTerm.regNo,
    section: AUTOSAVE.section,
    year: AUTOSAVE.year,
    term: 'Entry',
  } as const;
  for (const category of CATEGORIES) {
    await checklists.saveForm(session, {
      ...where,
      type: `${category}QA`,
      data: {
        questions: bank[category].map((question, i) => ({
          question,
          answer: entryAnswer(category, i),
        })),
      },
    });
    await checklists.evaluate(session, { ...where, type: `${category}QA` });
  }
  const [last] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.regNo, AUTOSAVE.lastTerm.regNo));
  await useFacpItems(db, last!.id, 'I');
}
