import { randomBytes } from 'node:crypto';
import {
  categoryPercent,
  type ImportNote,
  type OriginalExport,
  parseExportFile,
  yearFigures,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAadhaarCipher } from '../src/lib/aadhaar-cipher.js';
import { readExportFolder } from '../src/modules/original-import/files.js';
import { importOriginal, type ImportOptions } from '../src/modules/original-import/service.js';
import { createTestApp, createUser, signedIn, type TestContext } from './helpers/app.js';
import { writeExportFolder } from './helpers/original-export.js';
import { bankFile, bankRows, fixtureBank, importRequest } from './helpers/question-bank.js';

const key = randomBytes(32);
const cipher = createAadhaarCipher(key);
const options: ImportOptions = {
  dryRun: false,
  skipExisting: false,
  actor: { userId: 'cli', role: 'system' },
  target: 'the test database',
};

async function freshApp(): Promise<TestContext> {
  const ctx = await createTestApp({ aadhaarKey: key });
  const admin = (await signedIn(ctx, 'admin')).headers;
  const file = await bankFile(bankRows(fixtureBank()));
  expect((await importRequest(ctx, admin, file)).statusCode).toBe(200);
  // The source's seeded admin exists here too: it must not be copied over.
  await createUser(ctx, { userId: 'admin', role: 'admin' });
  return ctx;
}

type Rows<T> = { rows: T[] };
async function rows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as Rows<T>).rows;
}
const tableCounts = async (ctx: TestContext) =>
  (
    await rows<Record<string, number>>(
      ctx,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from students) as students,
        (select count(*)::int from teachers) as teachers, (select count(*)::int from term_reports) as terms,
        (select count(*)::int from year_reports) as years, (select count(*)::int from pending_teachers) as pending,
        (select count(*)::int from class_assignments) as classes, (select count(*)::int from audit_log) as audit`,
    )
  )[0]!;

const has = (notes: ImportNote[], match: Partial<ImportNote> & { reason?: string }) =>
  notes.some(
    (n) =>
      (!match.collection || n.collection === match.collection) &&
      (!match.kind || n.kind === match.kind) &&
      (!match.field || n.field === match.field) &&
      (!match.reason || n.reason.includes(match.reason)),
  );

let exp: OriginalExport;
beforeAll(() => {
  exp = readExportFolder(writeExportFolder());
});

describe('reading mongoexport files', () => {
  it('reads NDJSON, a JSON array, relaxed and canonical Extended JSON alike', () => {
    expect(exp.users).toHaveLength(6);
    expect(exp.students[0]!.__v).toBe(3);
    const canonical = parseExportFile(
      '{"_id":{"$oid":"ab"},"n":{"$numberLong":"234567890123"},"d":{"$numberDouble":"1.5"}}\n\n',
    );
    expect(canonical).toEqual({ docs: [{ _id: 'ab', n: 234567890123, d: 1.5 }] });
    expect(parseExportFile('{"a":1}\nnot json')).toEqual({ error: 'line 2 is not valid JSON' });
  });
});

describe('import-original on a real database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await freshApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('dry run writes nothing and names every awkward case', async () => {
    const before = await tableCounts(ctx);
    const { report, credentials } = await importOriginal(ctx.database.db, cipher, exp, {
      ...options,
      dryRun: true,
    });
    expect(await tableCounts(ctx)).toEqual(before);
    expect(credentials).toEqual([]);
    expect(report.counts).toMatchObject({
      read: {
        users: 6,
        teachers: 2,
        pendingteachers: 2,
        classes: 2,
        studentdetails: 3,
        students: 3,
      },
      teachers: 1,
      pendingTeachers: 2,
      students: 2,
      completedStudents: 1,
      termReports: 11,
      yearReports: 2,
      staffAccounts: 1,
      accounts: 4,
    });
    const notes = report.notes;
    expect(has(notes, { collection: 'studentdetails', kind: 'refused', field: 'info.dob' })).toBe(
      true,
    );
    expect(has(notes, { collection: 'students', kind: 'dropped', reason: 'answer No' })).toBe(true);
    expect(has(notes, { collection: 'students', kind: 'changed', reason: 'stored 12.34' })).toBe(
      true,
    );
    expect(has(notes, { collection: 'students', kind: 'changed', reason: 'own added item' })).toBe(
      true,
    );
    expect(
      has(notes, {
        collection: 'classes',
        kind: 'dropped',
        reason: 'orphan registration number REG999',
      }),
    ).toBe(true);
    expect(has(notes, { collection: 'classes', kind: 'changed', reason: 'stale owner' })).toBe(
      true,
    );
    expect(has(notes, { collection: 'users', kind: 'dropped', reason: 'no teacher record' })).toBe(
      true,
    );
    expect(has(notes, { collection: 'users', kind: 'skipped', reason: 'not copied over it' })).toBe(
      true,
    );
    expect(
      has(notes, { collection: 'teachers', kind: 'refused', reason: 'pending teacher row' }),
    ).toBe(true);
    expect(has(notes, { collection: 'pendingteachers', kind: 'dropped' })).toBe(true);
    // No person's data in the report: ids, fields and figures only.
    expect(JSON.stringify(report)).not.toMatch(/Child REG|Asha|234567890123|Late walking/);
  });

  it('imports the histories, details, statuses and classes; accounts sign in with the new passwords only', async () => {
    const { credentials } = await importOriginal(ctx.database.db, cipher, exp, options);
    expect(credentials.map((c) => c.userId).sort()).toEqual([
      'REG001',
      'REG002',
      'T1',
      'principal',
    ]);
    const students = await rows<{
      reg_no: string;
      status: string;
      curr_section: string;
      curr_year: string;
      curr_term: string;
      dob: string;
      reg_date: string;
    }>(
      ctx,
      sql`select reg_no, status, curr_section, curr_year, curr_term, dob::text, reg_date::text from students order by reg_no`,
    );
    expect(students).toEqual([
      {
        reg_no: 'REG001',
        status: 'active',
        curr_section: 'primary1',
        curr_year: '1',
        curr_term: 'II',
        dob: '2010-02-01',
        reg_date: '2015-06-10',
      },
      {
        reg_no: 'REG002',
        status: 'completed',
        curr_section: 'primary2',
        curr_year: '3',
        curr_term: 'III',
        dob: '2010-02-01',
        reg_date: '2015-06-10',
      },
    ]);
    const details = await rows<{
      reg_no: string;
      aadhaar_cipher: string;
      presenting_complaints: Record<string, string>;
      history: Record<string, string>;
      family_history: Record<string, string>;
      info: Record<string, unknown>;
    }>(
      ctx,
      sql`select s.reg_no, d.aadhaar_cipher, d.presenting_complaints, d.history, d.family_history, d.info from student_details d join students s on s.id = d.student_id order by s.reg_no`,
    );
    expect(details.map((d) => cipher.decrypt(d.aadhaar_cipher))).toEqual([
      '234567890123',
      '345678901234',
    ]);
    expect(details[0]!.presenting_complaints.indicatesToiletNeeds).toBe('Since age 3');
    expect(details[0]!.history.convulsions1).toBe('None');
    expect(details[1]!.family_history.genogran).toBe('Drawn on paper');
    expect(details[0]!.info.treatmentUnderGone).toBe(false);
    expect(details[1]!.info.treatmentUnderGone).toBe(true);

    const terms = await rows<{
      reg_no: string;
      section: string;
      term: string;
      items: Record<string, { itemId: number | null; answer: string | null; added?: boolean }[]>;
      evaluated: Record<string, boolean>;
      personal_percent: string | null;
      social_percent: string | null;
      academic_percent: string | null;
      occupational_percent: string | null;
    }>(
      ctx,
      sql`select s.reg_no, t.section, t.term, t.items, t.evaluated, t.personal_percent, t.social_percent, t.academic_percent, t.occupational_percent
          from term_reports t join students s on s.id = t.student_id order by s.reg_no, t.id`,
    );
    expect(terms).toHaveLength(11);
    for (const t of terms.filter((x) => x.evaluated.personal)) {
      expect(Number(t.personal_percent)).toBe(
        categoryPercent(t.items.personal!.map((i) => i.answer)),
      );
      expect(Number(t.social_percent)).toBe(categoryPercent(t.items.social!.map((i) => i.answer)));
    }
    const entry = terms[0]!;
    expect(entry.items.personal!.filter((i) => i.itemId !== null)).toHaveLength(
      fixtureBank().preprimary.personal.length,
    );
    expect(entry.items.personal!.at(-1)).toMatchObject({
      itemId: null,
      added: true,
      answer: 'Yes',
    });
    // Every text of the original's lists finds its bank item (a text listed twice, both).
    expect(terms.flatMap((t) => Object.values(t.items).flat()).filter((i) => i.added)).toHaveLength(
      1,
    );
    const unevaluated = terms.find(
      (t) => t.reg_no === 'REG001' && t.section === 'primary1' && t.term === 'II',
    )!;
    expect(unevaluated.personal_percent).toBeNull();
    expect(unevaluated.items.social![0]!.answer).toBeNull();

    const years = await rows<{
      reg_no: string;
      outcome: string;
      year_percent: string;
      personal_percent: string;
      comments: Record<string, string>;
    }>(
      ctx,
      sql`select s.reg_no, y.outcome, y.year_percent, y.personal_percent, y.comments from year_reports y join students s on s.id = y.student_id order by s.reg_no`,
    );
    expect(years.map((y) => [y.reg_no, y.outcome])).toEqual([
      ['REG001', 'pass'],
      ['REG002', 'completed'],
    ]);
    const firstYear = terms.filter((t) => t.reg_no === 'REG001' && t.section === 'preprimary');
    const expected = yearFigures(
      firstYear.map((t) => ({
        personalPercent: Number(t.personal_percent),
        socialPercent: Number(t.social_percent),
        academicPercent: Number(t.academic_percent),
        occupationalPercent: Number(t.occupational_percent),
        mode: null,
      })),
    );
    expect(Number(years[0]!.year_percent)).toBe(expected.yearPercent);
    expect(years[0]!.comments.yearComment).toBe('A good year');

    const classes = await rows<{ class_id: string; teacher_id: string }>(
      ctx,
      sql`select c.class_id, t.teacher_id from class_assignments c join teachers t on t.id = c.teacher_id order by c.class_id`,
    );
    expect(classes).toEqual([
      { class_id: 'preprimary_1', teacher_id: 'T1' },
      { class_id: 'primary1_1', teacher_id: 'T1' },
    ]);
    const pending = await rows<{ teacher_id: string }>(
      ctx,
      sql`select teacher_id from pending_teachers order by teacher_id`,
    );
    expect(pending.map((p) => p.teacher_id)).toEqual(['T2', 'T9']);

    const loginAs = (id: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', payload: { id, password } });
    for (const { userId, temporaryPassword } of credentials) {
      const ok = await loginAs(userId, temporaryPassword);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().mustChangePassword).toBe(true);
      expect((await loginAs(userId, userId)).statusCode).toBe(401);
    }
    const audited = await rows<{ action: string; n: number }>(
      ctx,
      sql`select action, count(*)::int as n from audit_log where detail->>'source' = 'original-import' group by action order by action`,
    );
    expect(audited).toEqual([
      { action: 'original.import', n: 1 },
      { action: 'student.register', n: 2 },
      { action: 'teacher.create', n: 1 },
      { action: 'user.create', n: 1 },
    ]);
  });

  it('a second import changes nothing: refused naming the ids, or skipping them', async () => {
    const before = await tableCounts(ctx);
    await expect(importOriginal(ctx.database.db, cipher, exp, options)).rejects.toThrow(
      /Already in Pragati: REG001, REG002, T1/,
    );
    expect(await tableCounts(ctx)).toEqual(before);
    const { report } = await importOriginal(ctx.database.db, cipher, exp, {
      ...options,
      skipExisting: true,
    });
    expect(report.counts).toMatchObject({
      teachers: 0,
      students: 0,
      pendingTeachers: 0,
      staffAccounts: 0,
    });
    const after = await tableCounts(ctx);
    // Only the run's own audit entry is new.
    expect({ ...after, audit: after.audit! - 1 }).toEqual(before);
  });
});

describe('a failure half-way', () => {
  it('leaves nothing behind', async () => {
    const ctx = await freshApp();
    try {
      const before = await tableCounts(ctx);
      await expect(
        importOriginal(ctx.database.db, cipher, exp, {
          ...options,
          midway: () => {
            throw new Error('forced failure');
          },
        }),
      ).rejects.toThrow('forced failure');
      expect(await tableCounts(ctx)).toEqual(before);
    } finally {
      await ctx.close();
    }
  });
});
