/**
 * Seeds the teacher-phone journey (issue 15): a teacher of primary1_3, a student whose Term Entry
 * asks the real FACP items (read in place from the shared fixture; the academic list has 57), and
 * a student whose four terms are evaluated through the server's own evaluation service, ready
 * for 'Submit & Transfer'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATEGORIES,
  type Category,
  type EvalFormRequest,
  qaTypeOf,
  type Section,
  TERMS,
  type Year,
} from '@pragati/domain';
import type { Db } from '../../packages/server/src/db/client.js';
import { students, termReports } from '../../packages/server/src/db/schema/index.js';
import type { SessionUser } from '../../packages/server/src/lib/policy.js';
import { createEvaluationService } from '../../packages/server/src/modules/assessment/service.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { findUserByLoginId } from '../../packages/server/src/modules/users/repository.js';
import { ensureClassTeacher } from './class-teacher.js';
import { PHONE } from './phone-users.js';

type Answer = EvalFormRequest['data']['questions'][number]['answer'];

const here = path.dirname(fileURLToPath(import.meta.url));
/** The shared fixture, read where it is (never copied into the project). */
export const FACP_BANK_FILE = path.resolve(here, '../../../shared/fixtures/facp-item-bank.json');

type Bank = Record<Section, Record<Category, string[]>>;

export function readFacpBank(): Bank {
  return (JSON.parse(fs.readFileSync(FACP_BANK_FILE, 'utf8')) as { sections: Bank }).sections;
}

async function addStudent(
  db: Db,
  s: { regNo: string; name: string; section: Section; year: Year },
) {
  const [row] = await db
    .insert(students)
    .values({
      regNo: s.regNo,
      name: s.name,
      sex: 'male',
      regDate: '2021-06-14',
      dob: '2012-01-09',
      currSection: s.section,
      currYear: s.year,
      currTerm: 'Entry',
    })
    .returning();
  if (!row) throw new Error(`seed-phone: student ${s.regNo} was not created`);
  return row;
}

export async function seedPhone(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  await ensureClassTeacher(db, 'seed-phone');

  // The checklist student: Term Entry asking the FACP items as the institute uses them.
  const bank = readFacpBank();
  const c = PHONE.checklist;
  const checklistStudent = await addStudent(db, c);
  const items = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      bank[c.section][category].map((question) => ({ itemId: null, question, answer: null })),
    ]),
  ) as Record<Category, { itemId: null; question: string; answer: null }[]>;
  await db.insert(termReports).values({
    studentId: checklistStudent.id,
    section: c.section,
    year: c.year,
    term: 'Entry',
    items,
    bankVersions: {},
    evaluated: Object.fromEntries(CATEGORIES.map((k) => [k, false])) as Record<Category, boolean>,
    comments: {},
  });

  // The transfer student: four terms answered, evaluated and commented as a teacher would.
  const s = PHONE.transfer;
  const transferStudent = await addStudent(db, s);
  await createTermReport(db, {
    studentId: transferStudent.id,
    section: s.section,
    year: s.year,
    term: 'Entry',
  });
  const t = PHONE.teacher;
  const account = await findUserByLoginId(db, t.userId);
  if (!account) throw new Error('seed-phone: the teacher account is missing');
  const session: SessionUser = {
    id: account.id,
    userId: t.userId,
    role: 'teacher',
    mustChangePassword: false,
    sessionVersion: account.sessionVersion,
  };
  const evaluation = createEvaluationService(db);
  for (const term of TERMS) {
    for (const category of CATEGORIES) {
      const record = await evaluation.record(session, s.regNo, 'checklist.questions.read');
      const report = record.section
        .find((x) => x.sec === s.section)
        ?.yearReport.find((y) => y.year === s.year)
        ?.termReport.find((r) => r.term === term);
      if (!report?.report) throw new Error(`seed-phone: no ${term} report for ${s.regNo}`);
      const answer = (category === 'recreational' ? 'A' : 'Yes') as Answer;
      const where = { id: s.regNo, section: s.section, year: s.year, term };
      await evaluation.saveForm(session, {
        ...where,
        type: qaTypeOf(category),
        revision: report.revision,
        data: {
          username: t.userId,
          questions: report.report[qaTypeOf(category)].map((q) => ({
            question: q.question,
            answer,
          })),
        },
      });
      await evaluation.evaluate(session, { ...where, type: qaTypeOf(category) });
    }
    await evaluation.comment(session, {
      id: s.regNo,
      section: s.section,
      year: s.year,
      term,
      type: 'termComment',
      comments: `Term ${term}: steady.`,
    });
  }
}
