import {
  PROGRAMME_MESSAGES,
  duplicateRegNoMessage,
  instituteDate,
  previousDay,
  REGISTRATION_MESSAGES as M,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, studentDetails, students, termReports, users } from '../src/db/schema/index.js';
import { createTestApp, createUser, signedIn, type TestContext } from './helpers/app.js';
import { bankVersion, register, registrationBody } from './helpers/students.js';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
  await bankVersion(ctx, 'primary1', 'personal', ['Washes hands', 'Brushes teeth']);
  await bankVersion(ctx, 'primary1', 'recreational', ['Plays a game']);
});
afterAll(async () => {
  await ctx.close();
});

const today = () => instituteDate(new Date());

async function countWhere(regNo: string) {
  const db = ctx.database.db;
  const byReg = sql`lower(${students.regNo}) = lower(${regNo})`;
  const [s] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(byReg);
  const [u] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`lower(${users.userId}) = lower(${regNo})`);
  const [d] = await db.select({ n: sql<number>`count(*)::int` }).from(studentDetails);
  const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(termReports);
  const [a] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      sql`${auditLog.action} = 'student.register' and ${auditLog.outcome} = 'success' and lower(${auditLog.target}) = lower(${regNo})`,
    );
  return { students: s!.n, users: u!.n, details: d!.n, reports: t!.n, audit: a!.n };
}

describe('POST /admin/registerStudent', () => {
  it('creates student, details, account, placement and the Entry term report', async () => {
    const { response, info } = await register(ctx, admin, { stdCred: { section: 'primary1' } });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      msg: `${info.regNo} registered successfully`,
      regNo: info.regNo,
      temporaryPassword: expect.stringMatching(/^.{10,}$/),
    });
    expect(response.body).not.toContain(info.aadharNo);
    expect(response.headers['cache-control']).toBe('no-store');

    const db = ctx.database.db;
    const [student] = await db.select().from(students).where(eq(students.regNo, info.regNo));
    expect(student).toMatchObject({
      name: info.name,
      sex: 'female',
      regDate: info.regDate,
      dob: info.dob,
      currSection: 'primary1',
      currYear: '1',
      currTerm: 'Entry',
      status: 'active',
    });
    const [details] = await db
      .select()
      .from(studentDetails)
      .where(eq(studentDetails.studentId, student!.id));
    expect(details!.aadhaarLast4).toBe(info.aadharNo.slice(-4));
    expect(details!.aadhaarCipher).toMatch(/^v1\./);
    expect(JSON.stringify(details)).not.toContain(info.aadharNo);
    expect(details!.history).toMatchObject({ consanguinity: 'No', birthCry: 'Delayed' });

    const [account] = await db.select().from(users).where(eq(users.userId, info.regNo));
    expect(account).toMatchObject({ role: 'student', mustChangePassword: true });

    const reports = await db
      .select()
      .from(termReports)
      .where(eq(termReports.studentId, student!.id));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ section: 'primary1', year: '1', term: 'Entry' });
    expect(reports[0]!.items.personal.map((i) => i.question)).toEqual([
      'Washes hands',
      'Brushes teeth',
    ]);
    expect(reports[0]!.items.recreational).toHaveLength(1);
    expect(reports[0]!.items.social).toEqual([]);
    expect(reports[0]!.evaluated).toEqual({
      personal: false,
      social: false,
      academic: false,
      occupational: false,
      recreational: false,
    });
  });

  it('the temporary password signs in and must be changed first', async () => {
    const { response, info } = await register(ctx, admin);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: info.regNo, password: response.json().temporaryPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'student', mustChangePassword: true });
  });

  it('audits the registration without the Aadhaar number', async () => {
    const { info } = await register(ctx, admin);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=student.register`,
      headers: admin,
    });
    expect(audit.body).toContain(info.regNo);
    expect(audit.body).not.toContain(info.aadharNo);
  });

  it('a duplicate regNo (any case) is 409 and writes nothing', async () => {
    const { info } = await register(ctx, admin);
    const before = await countWhere(info.regNo);
    const again = await register(ctx, admin, { info: { regNo: info.regNo.toLowerCase() } });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json().msg).toBe(duplicateRegNoMessage(info.regNo.toLowerCase()));
    expect(await countWhere(info.regNo)).toEqual(before);
  });

  it('a regNo already used as another login id is 409 and writes nothing', async () => {
    const teacher = await createUser(ctx, { role: 'teacher' });
    const before = await countWhere(teacher.userId);
    const { response } = await register(ctx, admin, { info: { regNo: teacher.userId } });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(STUDENT_MESSAGES.loginIdTaken(teacher.userId));
    expect(await countWhere(teacher.userId)).toEqual(before);
  });

  it('a failure midway (the term report) leaves nothing behind', async () => {
    // Made by the tables' owner: the app's role may alter no table.
    const db = ctx.database.owner ?? ctx.database.db;
    await db.execute(
      sql.raw(`create function fail_term_report() returns trigger language plpgsql as $$
        begin raise exception 'simulated failure'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_term_report before insert on term_reports
        for each row execute function fail_term_report()`),
    );
    try {
      const body = registrationBody();
      const regNo = body.formData.details.info.regNo;
      const before = await countWhere(regNo);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/registerStudent',
        headers: admin,
        payload: body,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().msg).toBe('Something went wrong on the server. Please try again.');
      expect(await countWhere(regNo)).toEqual(before);
      expect(before).toMatchObject({ students: 0, users: 0, audit: 0 });
    } finally {
      await db.execute(sql.raw('drop trigger fail_term_report on term_reports'));
      await db.execute(sql.raw('drop function fail_term_report'));
    }
  });
});

describe('registration validation (spec section 5, exact messages)', () => {
  const yesterday = () => previousDay(today());
  const cases: [string, Parameters<typeof registrationBody>[0], string][] = [
    ['no regNo', { info: { regNo: '' } }, M.required],
    ['no regDate', { info: { regDate: '' } }, M.required],
    ['no dob', { info: { dob: '' } }, M.required],
    ['blank name', { info: { name: '  ' } }, M.required],
    ['no sex', { info: { sex: '' } }, M.required],
    ['no Aadhaar', { info: { aadharNo: '' } }, M.required],
    ['no mobile', { info: { mobileNo: '' } }, M.required],
    ['no section', { stdCred: { section: '' } }, M.required],
    // Issue 29: a group the institute does not have is refused naming its classes.
    [
      'unknown section',
      { stdCred: { section: 'primary9' } },
      PROGRAMME_MESSAGES.unknownClass(['preprimary_1', 'primary1_1', 'primary2_1']),
    ],
    ['year other than 1', { stdCred: { year: '2' } }, M.required],
    ['unknown sex', { info: { sex: 'x' } }, M.required],
    ['impossible date', { info: { dob: '2015-02-30' } }, M.invalidDate],
    ['date in another format', { info: { regDate: '21/11/2020' } }, M.invalidDate],
    ['dob yesterday', { info: { dob: yesterday() } }, M.dobNotBeforeToday],
    ['dob today', { info: { dob: today() } }, M.dobNotBeforeToday],
    ['regDate today', { info: { regDate: today() } }, M.regDateNotBeforeToday],
    ['regDate before dob', { info: { regDate: '2015-04-01' } }, M.regBeforeDob],
    ['Aadhaar of 11 digits', { info: { aadharNo: '12345678901' } }, M.aadhaar],
    ['Aadhaar of 13 digits', { info: { aadharNo: '1234567890123' } }, M.aadhaar],
    ['Aadhaar with letters', { info: { aadharNo: '1234abcd5678' } }, M.aadhaar],
    ['Aadhaar with spaces', { info: { aadharNo: '1234 5678 9012' } }, M.aadhaar],
    ['mobile of 9 digits', { info: { mobileNo: '987654321' } }, M.mobile],
    ['mobile with +91', { info: { mobileNo: '+919876543210' } }, M.mobile],
    ['regNo with a space', { info: { regNo: 'PR 1' } }, M.regNoCharacters],
    ['a name too long', { info: { name: 'x'.repeat(500) } }, M.tooLong],
    ['a history item too long', { details: { history: { alcohol: 'y'.repeat(5000) } } }, M.tooLong],
  ];

  it.each(cases)('%s → 400 %s, nothing written', async (_, overrides, message) => {
    const { response, info } = await register(ctx, admin, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: message, message });
    if (info.regNo) expect((await countWhere(String(info.regNo))).students).toBe(0);
  });

  it.each([
    ['an empty body', {}, M.required],
    ['an array', [1, 2], 'The request body must be a JSON object.'],
    ['formData as text', { formData: 'x' }, M.required],
  ])('%s → 400 %s', async (_, payload, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/registerStudent',
      headers: admin,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('the dob the day before yesterday and regDate yesterday are accepted', async () => {
    const { response } = await register(ctx, admin, {
      info: { dob: previousDay(yesterday()), regDate: yesterday() },
    });
    expect(response.statusCode).toBe(201);
  });

  it('accepts the older `class` key and numbers for digits', async () => {
    const body = registrationBody();
    const info = body.formData.details.info;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/registerStudent',
      headers: admin,
      payload: {
        formData: {
          details: { info: { ...info, aadharNo: Number(info.aadharNo), mobileNo: 9876543210 } },
          stdCred: { class: 'primary2', year: '1' },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.regNo, info.regNo));
    expect(row!.currSection).toBe('primary2');
  });
});
