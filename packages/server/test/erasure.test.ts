import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_ID_PREFIX, ERASED_NAME, ERASURE_MESSAGES } from '@pragati/domain';
import { eq, sql } from 'drizzle-orm';
import {
  auditLog,
  correctionRequests,
  studentConsents,
  studentDetails,
  students,
  users,
} from '../src/db/schema/index.js';
import { createConsentService } from '../src/modules/consent/service.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { seedGoalWithProbe } from './helpers/goal-probes.js';
import { register, registeredStudent } from './helpers/students.js';

/**
 * POST /api/admin/students/:regNo/erase and GET /api/admin/erasure-due (issue 19 part 5): only
 * the admin, confirmed, never an active student; afterwards no response or table holds the
 * student's name or Aadhaar, the account is gone, and the figures stay under an anonymous id.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

const erase = (regNo: string, headers: Record<string, string>, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/erase`,
    headers,
    payload: body,
  });
const confirm = (regNo: string) => ({
  adminID: admin.user.userId,
  confirmationPassword: admin.user.password,
  confirmRegNo: regNo,
});

let count = 0;
const CORRECTED_AADHAAR = '987612345678';
const NAMES = [
  'Priyanka Joshi',
  'Rohan Patil',
  'Meera Iyer',
  'Sahil Khan',
  'Tara Bose',
  'Uday Rao',
];
async function leftStudent() {
  const s = await registeredStudent(ctx, admin.headers, {
    info: { name: NAMES[count++ % NAMES.length] },
  });
  // The guardian asked for corrections while the student was active: an Aadhaar number among them.
  for (const [field, proposedValue] of [
    ['aadharNo', CORRECTED_AADHAAR],
    ['name', `${s.info.name} Corrected`],
  ]) {
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/student/corrections',
      headers: s.headers,
      payload: { field, proposedValue, reason: 'Spelt wrong at intake' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
  }
  const withdrawn = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/deleteStudent',
    headers: admin.headers,
    payload: { regNo: s.info.regNo, ...confirm(s.info.regNo), reason: 'Family moved to Nashik' },
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  return s;
}

describe('erasure', () => {
  it('is 401 signed out and 403 for principal, teacher and student', async () => {
    const s = await leftStudent();
    expect((await erase(s.info.regNo, {}, confirm(s.info.regNo))).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const response = await erase(
        s.info.regNo,
        (await signedIn(ctx, role)).headers,
        confirm(s.info.regNo),
      );
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
    }
    const due = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/erasure-due',
      headers: (await signedIn(ctx, 'principal')).headers,
    });
    expect(due.statusCode).toBe(403);
  });

  it('refuses an active student (409), a mistyped regNo (400) and a wrong password, changing nothing', async () => {
    const active = await registeredStudent(ctx, admin.headers);
    const refused = await erase(active.info.regNo, admin.headers, confirm(active.info.regNo));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(ERASURE_MESSAGES.active);
    const s = await leftStudent();
    const mistyped = await erase(s.info.regNo, admin.headers, {
      ...confirm(s.info.regNo),
      confirmRegNo: 'X',
    });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().msg).toBe(ERASURE_MESSAGES.confirmRegNo);
    const wrong = await erase(s.info.regNo, admin.headers, {
      ...confirm(s.info.regNo),
      confirmationPassword: 'nope-nope',
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    const [row] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.regNo, s.info.regNo));
    expect(row?.name).toBe(s.info.name);
    expect((await erase('NOPE-404', admin.headers, confirm('NOPE-404'))).statusCode).toBe(404);
  });

  it('erases a left student: name, intake, Aadhaar, account and comments go; the figures stay', async () => {
    const s = await leftStudent();
    const name = s.info.name as string;
    await createConsentService(ctx.database.db).record(
      { id: 0, userId: 'admin', role: 'admin', mustChangePassword: false, sessionVersion: 0 },
      s.info.regNo,
      {
        guardianName: 'Guardian Erasable',
        relation: 'Mother',
        mobile: '9822001100',
        address: 'Ward 4, Sitapur',
        noticeLanguage: 'en',
        noticeVersion: 1,
        verifiedBy: 'signed_form',
        consentDate: '2024-06-01',
        purposes: ['assessment'],
      },
    );
    const [before] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.regNo, s.info.regNo));
    // A day the student missed, ill (issue 31): the day stays for the figures, the reason goes.
    await ctx.database.db.execute(
      sql`with r as (insert into attendance_registers (class_id, date, saved_by)
            values ('preprimary_1', '2024-07-01', 'T1') returning id)
          insert into attendance_marks (register_id, student_id, date, section, year, term, present, reason)
          select r.id, ${before!.id}, '2024-07-01', 'preprimary', '1', '1', false, 'ill' from r`,
    );
    // A goal with a probe (issue 31 part 4): a date and a level, figures like the term answers.
    const { probeId } = await seedGoalWithProbe(ctx, s.info.regNo, 'T1');
    const response = await erase(s.info.regNo, admin.headers, confirm(s.info.regNo));
    expect(response.statusCode, response.body).toBe(200);
    // A PostgreSQL server that keeps old WAL makes it say what is left (erasure-files.test.ts).
    expect([
      ERASURE_MESSAGES.done(s.info.regNo),
      ...(process.env.TEST_DATABASE_URL ? [ERASURE_MESSAGES.doneFilesLeft(s.info.regNo)] : []),
    ]).toContain(response.json().msg);

    const [after] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.id, before!.id));
    expect(after!.regNo.startsWith(ERASED_ID_PREFIX)).toBe(true);
    expect(after).toMatchObject({
      name: ERASED_NAME,
      leftReason: null,
      dob: `${before!.dob.slice(0, 4)}-01-01`,
    });
    expect(
      await ctx.database.db.$count(studentDetails, eq(studentDetails.studentId, before!.id)),
    ).toBe(0);
    expect(
      await ctx.database.db.$count(studentConsents, eq(studentConsents.studentId, before!.id)),
    ).toBe(0);
    expect(
      await ctx.database.db.$count(users, sql`lower(${users.userId}) = lower(${s.info.regNo})`),
    ).toBe(0);
    // The correction requests (proposed values and reasons) go too.
    expect(
      await ctx.database.db.$count(
        correctionRequests,
        eq(correctionRequests.studentId, before!.id),
      ),
    ).toBe(0);
    const marks = await ctx.database.db.execute(
      sql`select present, reason from attendance_marks where student_id = ${before!.id}`,
    );
    expect(JSON.stringify(marks)).toContain('"present":false');
    expect(JSON.stringify(marks)).not.toContain('ill');
    // The probe stays under the pseudonymous student, as the goal and the answers do.
    const probes = await ctx.database.db.execute(
      sql`select student_id, level from goal_probes where id = ${Number(probeId)}`,
    );
    expect(JSON.stringify(probes)).toContain(`"student_id":${before!.id}`);
    // Nothing in any table holds the name or the Aadhaar number any more.
    const dump = await ctx.database.db.execute(
      sql`select string_agg(t::text, ' ') as all from (select * from students) t`,
    );
    expect(JSON.stringify(dump)).not.toContain(name);
    expect(JSON.stringify(dump)).not.toContain(s.info.aadharNo as string);
    const requests = await ctx.database.db.execute(
      sql`select string_agg(t::text, ' ') as all from (select * from correction_requests) t`,
    );
    expect(JSON.stringify(requests)).not.toContain(name);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'student.erase'));
    expect(audit.at(-1)).toMatchObject({ target: s.info.regNo, outcome: 'success' });
    expect(JSON.stringify(audit)).not.toContain(after!.regNo);
    // The student can no longer sign in, and the regNo finds nobody.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: s.info.regNo, password: 'whatever-1' },
    });
    expect(login.statusCode).toBe(401);
    expect((await erase(s.info.regNo, admin.headers, confirm(s.info.regNo))).statusCode).toBe(404);
  });

  it('refuses to register a number with the prefix that marks erased records', async () => {
    const response = await register(ctx, admin.headers, { info: { regNo: 'erased-A1B2' } });
    expect(response.response.statusCode).toBe(409);
    expect(response.response.json().msg).toBe(ERASURE_MESSAGES.reservedRegNo);
  });

  it('lists former students past the retention period as due', async () => {
    const s = await leftStudent();
    await ctx.database.db
      .update(students)
      .set({ leftOn: '2020-06-30' })
      .where(eq(students.regNo, s.info.regNo));
    const recent = await leftStudent();
    const due = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/erasure-due',
      headers: admin.headers,
    });
    expect(due.statusCode).toBe(200);
    expect(due.json().retentionYears).toBe(3);
    const regNos = due.json().data.map((d: { regNo: string }) => d.regNo);
    expect(regNos).toContain(s.info.regNo);
    expect(regNos).not.toContain(recent.info.regNo);
  });
});
