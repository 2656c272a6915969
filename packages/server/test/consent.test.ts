import {
  CONSENT_MESSAGES,
  FIRST_CONSENT_NOTICES,
  instituteDate,
  ROLE_GUARD_MESSAGES,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { register, registeredStudent, teacherWithClasses } from './helpers/students.js';

/*
 * Issue 19 parts 1-2 (decisions §15): the consent notice as versioned data, and the guardian's
 * consent recorded after registration; a student registered without it is pending everywhere.
 */

let ctx: TestContext;
let admin: Record<string, string>;
let regNo: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
  const { response, info } = await register(ctx, admin, { info: { regNo: 'CO/2026/001' } });
  expect(response.statusCode).toBe(201);
  regNo = info.regNo;
});
afterAll(async () => {
  await ctx.close();
});

const consentBody = (over: Record<string, unknown> = {}) => ({
  guardianName: 'Sunita Devi',
  relation: 'Mother',
  mobile: '9876543210',
  address: '12 Gandhi Nagar, Lucknow',
  noticeLanguage: 'hi',
  noticeVersion: 1,
  verifiedBy: 'signed_form',
  consentDate: instituteDate(new Date()),
  purposes: ['assessment', 'historyReports', 'statutoryRecords'],
  ...over,
});
const recordConsent = (reg: string, payload: unknown, headers = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/students/${encodeURIComponent(reg)}/consent`,
    headers,
    payload: payload as object,
  });
const noticeBody = (over: Record<string, unknown> = {}) => ({
  language: 'en',
  ...FIRST_CONSENT_NOTICES.en,
  title: 'Notice, second edition',
  ...over,
});
const saveNotice = (payload: unknown, headers = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/consent-notice',
    headers,
    payload: payload as object,
  });
const details = (reg: string, headers = admin, role = 'admin') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${role}/viewStudentDetails`,
    headers: { ...headers, regno: reg },
  });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('GET /admin/consent-notice', () => {
  it('gives version 1 of each language, saved on first use', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/consent-notice',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const { en, hi } = response.json();
    expect(en).toMatchObject({ language: 'en', version: 1, title: FIRST_CONSENT_NOTICES.en.title });
    expect(hi).toMatchObject({ language: 'hi', version: 1, title: FIRST_CONSENT_NOTICES.hi.title });
    expect(hi.dataGroups.length).toBeGreaterThan(3);
  });

  it('the principal may read it', async () => {
    const { headers } = await signedIn(ctx, 'principal');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/consent-notice',
      headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('401 signed out, 403 for teacher and student', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/consent-notice' })).statusCode,
    ).toBe(401);
    for (const role of ['teacher', 'student'] as const) {
      const { headers } = await signedIn(ctx, role);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/consent-notice',
        headers,
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('POST /admin/consent-notice', () => {
  it('saves a new version, keeps the old one unchanged, and audits it', async () => {
    const response = await saveNotice(noticeBody());
    expect(response.statusCode).toBe(201);
    expect(response.json().msg).toBe(CONSENT_MESSAGES.noticeSaved('en', 2));
    expect(response.json().notice).toMatchObject({ version: 2, title: 'Notice, second edition' });
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/consent-notice',
      headers: admin,
    });
    expect(current.json().en.version).toBe(2);
    expect(current.json().hi.version).toBe(1);
    const kept = await rows<{ title: string }>(
      sql`select content->>'title' as title from consent_notices where language = 'en' and version = 1`,
    );
    expect(kept[0]?.title).toBe(FIRST_CONSENT_NOTICES.en.title);
    const audit = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'consent.notice.save'`,
    );
    expect(audit[0]?.n).toBe(1);
  });

  it('a stored version cannot be changed or deleted', async () => {
    await expect(
      ctx.database.db.execute(sql`update consent_notices set created_by = 'x' where version = 1`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from consent_notices`)).rejects.toThrow();
  });

  it('401 signed out, 403 for principal, teacher and student', async () => {
    expect((await saveNotice(noticeBody(), {})).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const { headers } = await signedIn(ctx, role);
      const response = await saveNotice(noticeBody(), headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
    }
  });

  it.each([
    [{ language: 'fr' }, CONSENT_MESSAGES.language],
    [{ title: '  ' }, CONSENT_MESSAGES.required('Title')],
    [{ dataGroups: [] }, CONSENT_MESSAGES.dataGroups],
    [{ intro: 'x'.repeat(4001) }, CONSENT_MESSAGES.tooLong('Introduction', 4000)],
  ])('400 for %j', async (over, message) => {
    const response = await saveNotice(noticeBody(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });
});

describe('POST /admin/students/:regNo/consent', () => {
  it('a new student is pending on the list, the details and the overview', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewstudents',
      headers: admin,
    });
    const row = list.json().data.find((r: { regNo: string }) => r.regNo === regNo);
    expect(row.consent).toBe('pending');
    const record = await details(regNo);
    expect(record.json()).toMatchObject({ consent: 'pending', consentRecord: null });
    const overview = await ctx.app.inject({ method: 'GET', url: '/api/overview', headers: admin });
    expect(overview.json().pendingConsents).toBeGreaterThanOrEqual(1);
  });

  it('records the consent; then recorded everywhere; audited without personal data', async () => {
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/overview', headers: admin })
    ).json().pendingConsents as number;
    const response = await recordConsent(regNo, consentBody());
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe(CONSENT_MESSAGES.recorded(regNo));
    expect(response.json().consent).toMatchObject({
      guardianName: 'Sunita Devi',
      noticeLanguage: 'hi',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/principal/viewstudents',
      headers: (await signedIn(ctx, 'principal')).headers,
    });
    expect(list.json().data.find((r: { regNo: string }) => r.regNo === regNo).consent).toBe(
      'recorded',
    );
    const record = await details(regNo);
    expect(record.json().consent).toBe('recorded');
    expect(record.json().consentRecord).toMatchObject({
      relation: 'Mother',
      verifiedBy: 'signed_form',
    });
    const overview = await ctx.app.inject({ method: 'GET', url: '/api/overview', headers: admin });
    expect(overview.json().pendingConsents).toBe(before - 1);
    const entries = await rows<{ detail: string }>(
      sql`select detail::text as detail from audit_log where action = 'student.consent.record'`,
    );
    expect(entries).toHaveLength(1);
    for (const secret of ['Sunita', '9876543210', 'Gandhi']) {
      expect(entries[0]?.detail).not.toContain(secret);
    }
  });

  it('updates it, naming the changed fields', async () => {
    const response = await recordConsent(
      regNo,
      consentBody({ relation: 'Aunt', verifiedBy: 'in_person' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe(CONSENT_MESSAGES.updated(regNo));
    const entries = await rows<{ detail: { changed: string[] } }>(
      sql`select detail from audit_log where action = 'student.consent.record' order by id desc limit 1`,
    );
    expect(entries[0]?.detail.changed).toEqual(['relation', 'verifiedBy']);
  });

  it('an edit of the details sent back as read still saves (consent fields are read-only)', async () => {
    const record = (await details(regNo)).json();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${encodeURIComponent(regNo)}/details`,
      headers: admin,
      payload: { ...record, info: { ...record.info, aadharNo: '' } },
    });
    expect(response.statusCode).toBe(200);
  });

  it('a teacher sees the status only; the student finds it in their data', async () => {
    const student = await registeredStudent(ctx, admin, { info: { regNo: 'CO/2026/002' } });
    await recordConsent('CO/2026/002', consentBody());
    const record = (await details('CO/2026/002')).json();
    const teacher = await teacherWithClasses(ctx, [record.classId]);
    const seen = await details('CO/2026/002', teacher.headers, 'teacher');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().consent).toBe('recorded');
    expect(seen.json()).not.toHaveProperty('consentRecord');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/my-data',
      headers: student.headers,
    });
    expect(mine.json().consent).toMatchObject({ guardianName: 'Sunita Devi' });
  });

  it('404 for an unknown student', async () => {
    const response = await recordConsent('CO/NOPE', consentBody());
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe(STUDENT_MESSAGES.notFound);
  });

  it('401 signed out, 403 for principal, teacher and student', async () => {
    expect((await recordConsent(regNo, consentBody(), {})).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const { headers } = await signedIn(ctx, role);
      const response = await recordConsent(regNo, consentBody(), headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
    }
  });

  it.each([
    [{ guardianName: '' }, CONSENT_MESSAGES.required("Guardian's name")],
    [{ mobile: '12345' }, CONSENT_MESSAGES.mobile],
    [{ noticeLanguage: 'fr' }, CONSENT_MESSAGES.language],
    [{ noticeVersion: 99 }, CONSENT_MESSAGES.unknownNotice],
    [{ noticeVersion: 'one' }, CONSENT_MESSAGES.unknownNotice],
    [{ verifiedBy: 'phone' }, CONSENT_MESSAGES.verifiedBy],
    [{ purposes: [] }, CONSENT_MESSAGES.purposes],
    [{ purposes: ['marketing'] }, CONSENT_MESSAGES.purpose],
    [{ purposes: ['assessment', 'assessment'] }, CONSENT_MESSAGES.purpose],
    [{ consentDate: '2999-01-01' }, 'Date of consent must be a date between 1900 and 2100.'],
    [{ consentDate: '2099-01-01' }, CONSENT_MESSAGES.futureDate],
    // Issue 26 item 4: an impossible day reached the database's date column as a 500.
    [{ consentDate: '2026-02-30' }, CONSENT_MESSAGES.notADate],
    [{ consentDate: '2026-04-31' }, CONSENT_MESSAGES.notADate],
    [{ address: 'a\u0000b' }, "Guardian's address contains characters that are not allowed."],
  ])('400 for %j', async (over, message) => {
    const response = await recordConsent(regNo, consentBody(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('never a 5xx for odd bodies', async () => {
    for (const payload of [
      [],
      'x',
      { purposes: 'all' },
      { ...consentBody(), extra: { a: 1 } },
      null,
    ]) {
      const response = await recordConsent(regNo, payload);
      expect(response.statusCode).toBeLessThan(500);
    }
    const odd = await recordConsent('%E2%80%AE', consentBody());
    expect(odd.statusCode).toBeLessThan(500);
  });
});

describe('the history record carries the consent status (its full record is held while pending)', () => {
  it('pending, then recorded once the consent is written (the kept record is rebuilt)', async () => {
    const s = await registeredStudent(ctx, admin);
    const history = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/student/viewHistory',
          headers: { ...admin, id: s.info.regNo },
        })
      ).json();
    expect((await history()).consent).toBe('pending');
    // Read again: the kept copy, still pending.
    expect((await history()).consent).toBe('pending');
    expect((await recordConsent(s.info.regNo, consentBody())).statusCode).toBe(200);
    expect((await history()).consent).toBe('recorded');
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/viewHistory',
      headers: { ...s.headers, id: s.info.regNo },
    });
    expect(own.json().consent).toBe('recorded');
  });
});
