import {
  BULK_CONSENT_MAX,
  BULK_CONSENT_MESSAGES,
  CONSENT_MESSAGES,
  instituteDate,
  ROLE_GUARD_MESSAGES,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { register } from './helpers/students.js';

/*
 * Issue 26 item 13 (decisions §15): consents for many students at once, the shared fields given
 * once, one entry per signed form; all or nothing, each student audited.
 */

let ctx: TestContext;
let admin: Record<string, string>;
const regNos = ['BC/2026/001', 'BC/2026/002', 'BC/2026/003', 'BC/2026/004'];
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
  for (const regNo of regNos) {
    const { response } = await register(ctx, admin, { info: { regNo } });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await ctx.close();
});

const form = (regNo: string, i = 0) => ({
  regNo,
  guardianName: `Sunita Devi ${i}`,
  relation: 'Mother',
  mobile: `98765432${String(10 + i).slice(-2)}`,
  address: `${i} Gandhi Nagar, Lucknow`,
});
const body = (students: unknown[], over: Record<string, unknown> = {}) => ({
  noticeLanguage: 'en',
  noticeVersion: 1,
  verifiedBy: 'signed_form',
  consentDate: instituteDate(new Date()),
  purposes: ['assessment', 'historyReports'],
  students,
  ...over,
});
const post = (payload: unknown, headers = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/consents',
    headers,
    payload: payload as object,
  });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const consentCount = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from student_consents`))[0]!.n;
const auditCount = async () =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'student.consent.record'`,
    )
  )[0]!.n;

describe('POST /admin/consents', () => {
  it('401 signed out, 403 for principal, teacher and student', async () => {
    const payload = body([form(regNos[0]!)]);
    expect((await post(payload, {})).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const { headers } = await signedIn(ctx, role);
      const response = await post(payload, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
    }
    expect(await consentCount()).toBe(0);
  });

  it.each([
    [body([]), BULK_CONSENT_MESSAGES.none],
    [
      body([form('BC/2026/001'), form('bc/2026/001')]),
      BULK_CONSENT_MESSAGES.duplicate('bc/2026/001'),
    ],
    [
      body(Array.from({ length: BULK_CONSENT_MAX + 1 }, (_, i) => form(`X${i}`, i))),
      BULK_CONSENT_MESSAGES.tooMany(BULK_CONSENT_MAX),
    ],
    [body([{ ...form('BC/2026/001'), mobile: '123' }]), CONSENT_MESSAGES.mobile],
    [
      body([{ ...form('BC/2026/001'), guardianName: ' ' }]),
      CONSENT_MESSAGES.required("Guardian's name"),
    ],
    [body([form('BC/2026/001')], { verifiedBy: 'phone' }), CONSENT_MESSAGES.verifiedBy],
    [body([form('BC/2026/001')], { purposes: [] }), CONSENT_MESSAGES.purposes],
    [body([form('BC/2026/001')], { noticeVersion: 99 }), CONSENT_MESSAGES.unknownNotice],
    [body([form('BC/2026/001')], { consentDate: '2099-01-01' }), CONSENT_MESSAGES.futureDate],
    [body([form('BC/2026/001')], { consentDate: '2026-02-30' }), CONSENT_MESSAGES.notADate],
  ])('400 with the message (%#)', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
    expect(await consentCount()).toBe(0);
  });

  it('a bad regNo in the list refuses all of it, and nothing is recorded or audited', async () => {
    const response = await post(body([form(regNos[0]!), form('BC/NOPE', 1), form(regNos[1]!, 2)]));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(BULK_CONSENT_MESSAGES.unknownStudent('BC/NOPE'));
    expect(await consentCount()).toBe(0);
    expect(await auditCount()).toBe(0);
  });

  it('records every form in one go: each student recorded, audited once, no personal data', async () => {
    const response = await post(body(regNos.slice(0, 3).map((r, i) => form(r, i))));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: BULK_CONSENT_MESSAGES.recorded(3),
      recorded: regNos.slice(0, 3),
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewstudents',
      headers: admin,
    });
    const status = Object.fromEntries(
      list.json().data.map((r: { regNo: string; consent: string }) => [r.regNo, r.consent]),
    );
    expect(regNos.map((r) => status[r])).toEqual(['recorded', 'recorded', 'recorded', 'pending']);
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewStudentDetails',
      headers: { ...admin, regno: regNos[1]! },
    });
    expect(details.json().consentRecord).toMatchObject({
      guardianName: 'Sunita Devi 1',
      verifiedBy: 'signed_form',
      purposes: ['assessment', 'historyReports'],
    });
    const entries = await rows<{ target: string; detail: string }>(
      sql`select target, detail::text as detail from audit_log where action = 'student.consent.record' order by id`,
    );
    expect(entries.map((e) => e.target)).toEqual(regNos.slice(0, 3));
    for (const entry of entries) {
      expect(JSON.parse(entry.detail)).toMatchObject({
        bulk: true,
        update: false,
        notice: 'en v1',
      });
      for (const secret of ['Sunita', '98765432', 'Gandhi'])
        expect(entry.detail).not.toContain(secret);
    }
  });

  it('a student already recorded refuses the list (a batch never overwrites a guardian)', async () => {
    const response = await post(body([form(regNos[3]!), form(regNos[0]!)]));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(BULK_CONSENT_MESSAGES.alreadyRecorded(regNos[0]!));
    expect(await consentCount()).toBe(3);
    expect(await auditCount()).toBe(3);
  });

  it('never a 5xx for odd bodies', async () => {
    for (const payload of [
      [],
      'x',
      null,
      { ...body([form(regNos[3]!)]), students: 'all' },
      body([{ regNo: 'a\u0000b' }]),
      body([{ ...form(regNos[3]!), regNo: '%E2%80%AE' }]),
    ]) {
      expect((await post(payload)).statusCode).toBeLessThan(500);
    }
  });
});
