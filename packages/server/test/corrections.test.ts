import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCorrectionsResponseSchema,
  CORRECTION_MESSAGES as C,
  correctionSavedSchema,
  MAX_OPEN_CORRECTIONS,
  myDataSchema,
  REGISTRATION_MESSAGES as R,
  studentCorrectionsResponseSchema,
} from '@pragati/domain';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, correctionRequests } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { aadhaarNumber, registeredStudent } from './helpers/students.js';

/**
 * Correction requests (issue 19 part 4): the student asks for their own record only; only the
 * admin lists and decides; accepting applies the change through the details edit (its rules,
 * Aadhaar encryption and audit); a decided request is 409; a proposed Aadhaar number is kept
 * encrypted and never answered in full.
 */
let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers: admin } = await signedIn(ctx, 'admin'));
});
afterAll(async () => {
  await ctx.close();
});

type Headers = Record<string, string>;
const ask = (headers: Headers, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/student/corrections',
    headers,
    payload: payload as object,
  });
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const decide = (
  id: number | string,
  what: 'accept' | 'decline',
  headers: Headers,
  payload?: object,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/corrections/${id}/${what}`,
    headers,
    ...(payload ? { payload } : {}),
  });
const details = async (regNo: string) =>
  (await get('/api/admin/viewStudentDetails', { ...admin, regNo })).json();

async function asked(
  headers: Headers,
  body = { field: 'mobileNo', proposedValue: '9123456780', reason: 'New number' },
) {
  const response = await ask(headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return correctionSavedSchema.parse(response.json()).request;
}

describe('correction requests: who may call', () => {
  it('is 401 signed out on every route', async () => {
    expect((await ask({}, { field: 'name', proposedValue: 'A', reason: 'r' })).statusCode).toBe(
      401,
    );
    expect((await get('/api/student/corrections')).statusCode).toBe(401);
    expect((await get('/api/student/corrections/1')).statusCode).toBe(401);
    expect((await get('/api/admin/corrections')).statusCode).toBe(401);
    expect((await get('/api/admin/corrections/count')).statusCode).toBe(401);
    expect((await decide(1, 'accept', {})).statusCode).toBe(401);
    expect((await decide(1, 'decline', {}, { reason: 'x' })).statusCode).toBe(401);
  });

  it("is 403 for each wrong role, and for another student's request", async () => {
    const alice = await registeredStudent(ctx, admin);
    const bob = await registeredStudent(ctx, admin);
    const request = await asked(alice.headers);
    for (const role of ['admin', 'principal', 'teacher'] as const) {
      const { headers } = await signedIn(ctx, role);
      expect(
        (await ask(headers, { field: 'name', proposedValue: 'A', reason: 'r' })).statusCode,
      ).toBe(403);
      expect((await get('/api/student/corrections', headers)).statusCode).toBe(403);
      expect((await get(`/api/student/corrections/${request.id}`, headers)).statusCode).toBe(403);
    }
    for (const role of ['principal', 'teacher'] as const) {
      const { headers } = await signedIn(ctx, role);
      expect((await get('/api/admin/corrections', headers)).statusCode).toBe(403);
      expect((await get('/api/admin/corrections/count', headers)).statusCode).toBe(403);
      expect((await decide(request.id, 'accept', headers)).statusCode).toBe(403);
      expect((await decide(request.id, 'decline', headers, { reason: 'No' })).statusCode).toBe(403);
    }
    for (const headers of [alice.headers, bob.headers]) {
      expect((await get('/api/admin/corrections', headers)).statusCode).toBe(403);
      expect((await get('/api/admin/corrections/count', headers)).statusCode).toBe(403);
      expect((await decide(request.id, 'accept', headers)).statusCode).toBe(403);
    }
    const other = await get(`/api/student/corrections/${request.id}`, bob.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(C.ownOnly);
    const own = await get(`/api/student/corrections/${request.id}`, alice.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: request.id, status: 'open', regNo: alice.info.regNo });
    // Bob's list holds nothing of Alice's.
    const list = studentCorrectionsResponseSchema.parse(
      (await get('/api/student/corrections', bob.headers)).json(),
    );
    expect(list.data).toEqual([]);
    const [denied] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'correction.read'), eq(auditLog.outcome, 'denied')));
    expect(denied).toMatchObject({ actorId: bob.info.regNo, target: alice.info.regNo });
  });
});

describe('correction requests: bad input', () => {
  it.each([
    [{ field: 'regNo', proposedValue: 'X-1', reason: 'r' }, C.field],
    [{ field: 'name', proposedValue: '  ', reason: 'r' }, C.value],
    [{ field: 'name', proposedValue: 'Asha', reason: '' }, C.reason],
    [{ field: 'name', proposedValue: 'Asha' }, C.reason],
    [{ field: 'name', proposedValue: 'Asha', reason: 'r'.repeat(501) }, C.reasonTooLong],
    [{ field: 'aadharNo', proposedValue: '1234', reason: 'Typo' }, R.aadhaar],
    [{ field: 'mobileNo', proposedValue: '12345', reason: 'Typo' }, R.mobile],
    [{ field: 'dob', proposedValue: '2/4/2015', reason: 'Typo' }, R.invalidDate],
    [{ field: 'dob', proposedValue: '2999-01-01', reason: 'Typo' }, R.dobNotBeforeToday],
    [{ field: 'sex', proposedValue: 'f', reason: 'Typo' }, C.sex],
  ])('%j → 400 %s', async (body, message) => {
    const { headers } = await registeredStudent(ctx, admin);
    const response = await ask(headers, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('answers 400 for a bad id or status, 404 for an unknown request, 400 for an empty decline reason', async () => {
    expect((await get('/api/admin/corrections?status=maybe', admin)).statusCode).toBe(400);
    expect((await decide('abc', 'accept', admin)).statusCode).toBe(400);
    const missing = await decide(999999, 'accept', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(C.notFound);
    expect((await decide(999999, 'decline', admin, { reason: 'No' })).statusCode).toBe(404);
    const { headers } = await registeredStudent(ctx, admin);
    expect((await get('/api/student/corrections/999999', headers)).statusCode).toBe(404);
    const request = await asked(headers);
    const blank = await decide(request.id, 'decline', admin, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe(C.declineReason);
  });

  it(`refuses more than ${MAX_OPEN_CORRECTIONS} open requests (409)`, async () => {
    const { headers } = await registeredStudent(ctx, admin);
    for (let i = 0; i < MAX_OPEN_CORRECTIONS; i++) await asked(headers);
    const response = await ask(headers, { field: 'name', proposedValue: 'A', reason: 'r' });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(C.tooMany);
  });
});

describe('correction requests: deciding', () => {
  it('accepts: the change is applied through the edit and audited; deciding again is 409', async () => {
    const s = await registeredStudent(ctx, admin);
    const request = await asked(s.headers, {
      field: 'name',
      proposedValue: 'Asha Kumari',
      reason: 'Spelling of the surname',
    });
    const listed = adminCorrectionsResponseSchema.parse(
      (await get('/api/admin/corrections?status=open', admin)).json(),
    );
    const row = listed.data.find((r) => r.id === request.id);
    expect(row).toMatchObject({
      regNo: s.info.regNo,
      studentName: s.info.name,
      fieldLabel: 'Name',
      currentValue: s.info.name,
      proposedValue: 'Asha Kumari',
      status: 'open',
    });
    expect(listed.openCount).toBeGreaterThanOrEqual(1);
    // The admin home's count alone: the same number, no child's data.
    const count = await get('/api/admin/corrections/count', admin);
    expect(count.json()).toEqual({ openCount: listed.openCount });

    const accepted = await decide(request.id, 'accept', admin);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().msg).toBe(C.accepted('Name', s.info.regNo));
    expect(accepted.json().request).toMatchObject({
      status: 'accepted',
      decidedAt: expect.any(String),
    });
    // The guardian's view names no staff login.
    const own = await get('/api/student/corrections', s.headers);
    expect(JSON.stringify(own.json())).not.toContain('decidedBy');
    expect((await details(s.info.regNo)).info.name).toBe('Asha Kumari');
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, s.info.regNo));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['correction.request', 'student.details.update', 'correction.accept']),
    );
    const update = entries.find((e) => e.action === 'student.details.update');
    expect(update?.detail).toEqual({ changed: ['info.name'] });
    expect(JSON.stringify(entries)).not.toContain('Spelling');

    for (const [what, body] of [
      ['accept', undefined],
      ['decline', { reason: 'No' }],
    ] as const) {
      const again = await decide(request.id, what, admin, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe(C.decided);
    }
    const mine = studentCorrectionsResponseSchema.parse(
      (await get('/api/student/corrections', s.headers)).json(),
    );
    expect(mine.data[0]).toMatchObject({ id: request.id, status: 'accepted' });
  });

  it('declines with a reason the student sees; nothing in the record changes', async () => {
    const s = await registeredStudent(ctx, admin);
    const request = await asked(s.headers, {
      field: 'dob',
      proposedValue: '2014-01-01',
      reason: 'Certificate',
    });
    const declined = await decide(request.id, 'decline', admin, {
      reason: 'Bring the birth certificate to the office.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await details(s.info.regNo)).info.dob).toBe(s.info.dob);
    const own = (await get(`/api/student/corrections/${request.id}`, s.headers)).json();
    expect(own).toMatchObject({
      status: 'declined',
      declineReason: 'Bring the birth certificate to the office.',
    });
    expect((await decide(request.id, 'accept', admin)).statusCode).toBe(409);
  });

  it('a value the edit refuses (registration before birth) is 400 and leaves the request open', async () => {
    const s = await registeredStudent(ctx, admin);
    const request = await asked(s.headers, {
      field: 'regDate',
      proposedValue: '2010-01-01',
      reason: 'r',
    });
    const response = await decide(request.id, 'accept', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(R.regBeforeDob);
    const own = (await get(`/api/student/corrections/${request.id}`, s.headers)).json();
    expect(own.status).toBe('open');
  });

  it('keeps a proposed Aadhaar number encrypted, shows it masked, and applies it on accept', async () => {
    const s = await registeredStudent(ctx, admin);
    const number = aadhaarNumber();
    const request = await asked(s.headers, {
      field: 'aadharNo',
      proposedValue: number,
      reason: 'Wrong digits',
    });
    expect(request.proposedValue).toBe(`XXXX XXXX ${number.slice(-4)}`);
    const dump = await ctx.database.db.execute(
      sql`select string_agg(t::text, ' ') as all from (select * from correction_requests) t`,
    );
    expect(JSON.stringify(dump)).not.toContain(number);
    const listed = (await get('/api/admin/corrections', admin)).body;
    expect(listed).not.toContain(number);
    expect((await decide(request.id, 'accept', admin)).statusCode).toBe(200);
    const revealed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/students/${encodeURIComponent(s.info.regNo)}/aadhaar`,
      headers: admin,
    });
    expect(revealed.json().aadharNo).toBe(number);
  });

  it("the student's data file carries the requests", async () => {
    const s = await registeredStudent(ctx, admin);
    const request = await asked(s.headers);
    const data = myDataSchema.parse((await get('/api/student/my-data', s.headers)).json());
    expect(data.corrections).toEqual([expect.objectContaining({ id: request.id, status: 'open' })]);
    expect(
      await ctx.database.db.$count(correctionRequests, eq(correctionRequests.id, request.id)),
    ).toBe(1);
  });
});
