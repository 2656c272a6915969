/**
 * Seeds the history journey (issue 7): a student whose record spans two sections and three
 * years, written through the server's own modules as a teacher would (answer, evaluate, comment,
 * transfer), so every figure on the history screen is one the server computed.
 *
 * - Primary-I, Year 1: all four terms, year percent below 60 → repeats (Primary-I, Year 2).
 * - Primary-I, Year 2: all four terms, year percent 60 or more → passes (Primary-II, Year 1).
 * - Primary-II, Year 1: Term Entry evaluated, Term I begun (personal only).
 *
 * The teacher holds the three classes (reserved for this journey); at the end the student's
 * current class is primary2_1.
 */
import {
  CATEGORIES,
  type Category,
  type ClassCode,
  type EvalFormRequest,
  qaTypeOf,
  type Section,
  TERMS,
  type Term,
  termLabel,
  type Year,
} from '@pragati/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { classAssignments, teachers } from '../../packages/server/src/db/schema/index.js';
import { createAadhaarCipher } from '../../packages/server/src/lib/aadhaar-cipher.js';
import { settleAadhaarKey } from '../../packages/server/src/modules/keys/service.js';
import type { SessionUser } from '../../packages/server/src/lib/policy.js';
import { createEvaluationService } from '../../packages/server/src/modules/assessment/service.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { createStudentService } from '../../packages/server/src/modules/student-records/service.js';
import { createAccount } from '../../packages/server/src/modules/users/service.js';
import { findUserByLoginId } from '../../packages/server/src/modules/users/repository.js';
import { recordSeedConsent } from './seed-consent.js';
import { HISTORY_USERS } from './users.js';

type Answer = EvalFormRequest['data']['questions'][number]['answer'];

const SEED_ACTOR = { userId: 'e2e-seed', role: 'system' } as const;
const CLASSES: ClassCode[] = ['primary1_1', 'primary1_2', 'primary2_1'];

/** Share of "Yes" answers per term (Entry, I, II, III) for the four percent categories. */
type Plan = Record<Exclude<Category, 'recreational'>, number[]> & { recreational: string[] };

const REPEATED_YEAR: Plan = {
  personal: [0.2, 0.4, 0.4, 0.6],
  social: [0.2, 0.2, 0.4, 0.6],
  academic: [0, 0.2, 0.4, 0.4],
  occupational: [0.25, 0.5, 0.5, 0.75],
  recreational: ['C', 'C', 'B', 'B'],
};
const PASSED_YEAR: Plan = {
  personal: [0.6, 0.8, 0.8, 1],
  social: [0.6, 0.6, 0.8, 1],
  academic: [0.4, 0.6, 0.8, 0.8],
  occupational: [0.5, 0.75, 0.75, 1],
  recreational: ['B', 'A', 'A', 'B'],
};
const PARTIAL_YEAR: Plan = {
  personal: [0.4, 0.6],
  social: [0.2],
  academic: [0.6],
  occupational: [0.4],
  recreational: ['D'],
};

/** Answers for n items: the first share·n are Yes, then prompting and no-exposure; the last NA. */
function answers(category: Category, plan: Plan, termIndex: number, n: number): string[] {
  if (category === 'recreational') {
    const mode = plan.recreational[termIndex]!;
    return Array.from({ length: n }, (_, i) => (i === n - 1 ? 'E' : mode));
  }
  const yes = Math.round(plan[category][termIndex]! * (n - 1));
  return Array.from({ length: n }, (_, i) =>
    i === n - 1 ? 'NA' : i < yes ? 'Yes' : ['C-P1', 'C-P2', 'NE'][i % 3]!,
  );
}

export async function seedHistory(db: Db): Promise<void> {
  // The server loads the sample bank at start too; the term reports need items now.
  await loadSampleBankIfEmpty(db);

  const { student: s, teacher: t } = HISTORY_USERS;
  await createAccount(db, { ...t, actor: SEED_ACTOR });
  const account = await findUserByLoginId(db, t.userId);
  if (!account) throw new Error('seed-history: the teacher account was not created');
  const [teacher] = await db
    .insert(teachers)
    .values({
      userAccountId: account.id,
      teacherId: t.userId,
      name: t.name,
      email: 'hist.teacher@pragati.example',
      mobile: '9876500007',
    })
    .returning();
  await db
    .insert(classAssignments)
    .values(CLASSES.map((classId) => ({ classId, teacherId: teacher!.id })))
    .onConflictDoNothing();
  const held = await db
    .select({ classId: classAssignments.classId })
    .from(classAssignments)
    .where(
      and(eq(classAssignments.teacherId, teacher!.id), inArray(classAssignments.classId, CLASSES)),
    );
  if (held.length !== CLASSES.length) {
    throw new Error(
      `seed-history: classes ${CLASSES.join(', ')} are reserved for the history journey's teacher; another seed assigned one of them first.`,
    );
  }

  // Registered as the admin would, so the student's home, details and the lists work too.
  const config = loadConfig();
  const registration = createStudentService(db, {
    cipher: createAadhaarCipher(
      // The key the server will start with, created and recorded as the server does.
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
            regNo: s.userId,
            regDate: '2023-06-12',
            dob: '2014-09-30',
            name: s.name,
            sex: 'female',
            information: 'Mother',
            education: 'None',
            refBy: 'District hospital',
            occupation: 'Student',
            aadharNo: '482915736021',
            paymentType: 'Free',
            mobileNo: '9876500071',
            purposeVisit: 'Assessment',
          },
          presentingComplaints: {},
          history: {},
          familyHistory: { typeOfFamily: 'Nuclear' },
          developmentHistory: {},
        },
        stdCred: { section: 'primary1', year: '1' },
      },
    },
    SEED_ACTOR,
    { password: s.password },
  );
  // Consent on record (issue 19): the principal's journey prints the details.
  await recordSeedConsent(db, s.userId);

  const session: SessionUser = {
    id: account.id,
    userId: t.userId,
    role: 'teacher',
    mustChangePassword: false,
    sessionVersion: account.sessionVersion,
  };
  const evaluation = createEvaluationService(db);

  async function evaluateTerm(
    section: Section,
    year: Year,
    term: Term,
    plan: Plan,
    categories: readonly Category[] = CATEGORIES,
  ) {
    const termIndex = TERMS.indexOf(term);
    for (const category of categories) {
      const record = await evaluation.record(session, s.userId, 'checklist.questions.read');
      const report = record.section
        .find((x) => x.sec === section)
        ?.yearReport.find((y) => y.year === year)
        ?.termReport.find((r) => r.term === term);
      if (!report?.report) throw new Error(`seed-history: no ${section} ${year} ${term} report`);
      const items = report.report[qaTypeOf(category)];
      const picked = answers(category, plan, termIndex, items.length);
      await evaluation.saveForm(session, {
        type: qaTypeOf(category),
        id: s.userId,
        section,
        year,
        term,
        revision: report.revision,
        data: {
          username: t.userId,
          questions: items.map((q, i) => ({ question: q.question, answer: picked[i] as Answer })),
        },
      });
      await evaluation.evaluate(session, {
        id: s.userId,
        section,
        year,
        term,
        type: qaTypeOf(category),
      });
      await evaluation.comment(session, {
        id: s.userId,
        section,
        year,
        term,
        type: `${category}Comment`,
        comments: `${termLabel(term)}: ${category} note for ${section} year ${year}.`,
      });
    }
    if (categories.length === CATEGORIES.length) {
      await evaluation.comment(session, {
        id: s.userId,
        section,
        year,
        term,
        type: 'termComment',
        comments: `${termLabel(term)} of ${section} year ${year}: steady progress.`,
      });
    }
  }

  async function completeYear(section: Section, year: Year, plan: Plan, yearComment: string) {
    for (const term of TERMS) await evaluateTerm(section, year, term, plan);
    await evaluation.transfer(
      session,
      { id: s.userId, section, year },
      {
        comments: {
          year: yearComment,
          personal: `Personal skills in ${section} year ${year}.`,
          occupational: `Occupational skills in ${section} year ${year}.`,
          academic: `Academic skills in ${section} year ${year}.`,
          social: `Social skills in ${section} year ${year}.`,
          recreational: `Recreation in ${section} year ${year}.`,
        },
      },
    );
  }

  await completeYear('primary1', '1', REPEATED_YEAR, 'Needs another year in Primary-I.');
  await completeYear('primary1', '2', PASSED_YEAR, 'Ready for Primary-II.');
  await evaluateTerm('primary2', '1', 'Entry', PARTIAL_YEAR);
  await evaluateTerm('primary2', '1', 'I', PARTIAL_YEAR, ['personal']);
}
