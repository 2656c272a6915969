import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  groupKeys,
  HISTORY_GROUPS,
  REGISTRATION_MESSAGES as M,
  STUDENT_MESSAGES,
  studentDetailsRecordSchema,
  studentListResponseSchema,
} from '@pragati/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema/index.js';
import { pickEncoding } from '../src/lib/body-cache.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { aadhaarNumber, registeredStudent, teacherWithClasses } from './helpers/students.js';

let ctx: TestContext;
let admin: Record<string, string>;
let principal: Record<string, string>;
let teacher: Record<string, string>;
let student: Awaited<ReturnType<typeof registeredStudent>>;
const masked = (aadhaar: string) => `XXXX XXXX ${aadhaar.slice(-4)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
  principal = (await signedIn(ctx, 'principal')).headers;
  teacher = (await teacherWithClasses(ctx, ['primary1_1'])).headers;
  student = await registeredStudent(ctx, admin, { stdCred: { section: 'primary1' } });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string>, regNo?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...(regNo ? { regNo } : {}) } });

describe('student lists', () => {
  it('answer list fields only, for admin and principal alike', async () => {
    const a = await get('/api/admin/viewstudents', admin);
    const p = await get('/api/principal/viewstudents', principal);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^application\/json/);
    expect(a.body).toBe(p.body);
    const { data } = studentListResponseSchema.parse(a.json());
    const row = data.find((r) => r.regNo === student.info.regNo);
    expect(row).toEqual({
      _id: expect.any(String),
      regNo: student.info.regNo,
      name: student.info.name,
      currYear: '1',
      currTerm: 'Entry',
      classId: 'primary1_1',
      status: 'active',
      consent: 'pending',
    });
    // The original client's fields, plus the status (issue 14) and the consent (issue 19).
    expect(Object.keys(a.json().data[0]).sort()).toEqual(
      ['_id', 'classId', 'consent', 'currTerm', 'currYear', 'name', 'regNo', 'status'].sort(),
    );
    expect(a.body).not.toContain(student.info.aadharNo.slice(-4) + '"');
    expect(a.body).not.toContain(student.info.mobileNo);
  });

  it('never serve a stale copy, whoever changed the students', async () => {
    const list = async () =>
      studentListResponseSchema.parse((await get('/api/admin/viewstudents', admin)).json()).data;
    const s = await registeredStudent(ctx, admin);
    expect((await list()).find((r) => r.regNo === s.info.regNo)?.currTerm).toBe('Entry');
    // As the evaluation does when a term completes, straight in the database.
    await ctx.database.db
      .update(students)
      .set({ currTerm: 'I' })
      .where(eq(students.regNo, s.info.regNo));
    expect((await list()).find((r) => r.regNo === s.info.regNo)?.currTerm).toBe('I');
    // A rolled-back change leaves the list as it was.
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.update(students).set({ name: 'Nobody' }).where(eq(students.regNo, s.info.regNo));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await list()).find((r) => r.regNo === s.info.regNo)?.name).toBe(s.info.name);
  });

  it('are compressed on the wire', async () => {
    // Enough rows to pass the compression threshold.
    for (let i = 0; i < 8; i++) await registeredStudent(ctx, admin);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewstudents',
      headers: { ...admin, 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(json.data.length).toBeGreaterThanOrEqual(9);
    expect(response.headers.vary).toMatch(/accept-encoding/i);

    const br = await ctx.app.inject({
      method: 'GET',
      url: '/api/principal/viewstudents',
      headers: { ...principal, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(
      gunzipSync(response.rawPayload).toString('utf8'),
    );

    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewstudents',
      headers: { ...admin, 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toEqual(json.data);
  });

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['deflate', 'identity'],
  ])('Accept-Encoding %j → %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('details record', () => {
  it.each([
    ['admin', '/api/admin/viewStudentDetails', () => admin],
    ['principal', '/api/principal/viewStudentDetails', () => principal],
    ['teacher of the class', '/api/teacher/viewStudentDetails', () => teacher],
    ['the student', '/api/student/viewStudentDetails', () => student.headers],
  ])('%s gets the whole intake with the Aadhaar number masked', async (_, url, headers) => {
    const response = await get(url, headers(), student.info.regNo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const record = studentDetailsRecordSchema.parse(response.json());
    expect(record).toMatchObject({
      regNo: student.info.regNo,
      name: student.info.name,
      currSection: 'primary1',
      currYear: '1',
      currTerm: 'Entry',
      classId: 'primary1_1',
      status: 'active',
    });
    expect(record.info).toMatchObject({
      regNo: student.info.regNo,
      regDate: student.info.regDate,
      dob: student.info.dob,
      sex: 'female',
      information: 'Mother',
      refBy: 'District hospital',
      aadharNo: masked(student.info.aadharNo),
      mobileNo: student.info.mobileNo,
      previousConsultationAndTreatement: false,
    });
    expect(Object.keys(record.history)).toEqual(groupKeys(HISTORY_GROUPS));
    expect(record.history).toMatchObject({ consanguinity: 'No', birthCry: 'Delayed' });
    expect(record.presentingComplaints).toMatchObject({
      eatsSelf: 'At 3 years',
      eatsSelfDuration: '2 years',
    });
    expect(response.body).not.toContain(student.info.aadharNo);
  });

  it('every view is audited', async () => {
    await get('/api/principal/viewStudentDetails', principal, student.info.regNo);
    const audit = await get(
      `/api/admin/audit?action=student.details.view&target=${encodeURIComponent(student.info.regNo)}`,
      admin,
    );
    const entries = audit.json().data as { actorRole: string; outcome: string }[];
    expect(entries.some((e) => e.actorRole === 'principal' && e.outcome === 'success')).toBe(true);
  });

  it('the student profile carries the home fields, masked', async () => {
    const response = await get('/api/student/profile', student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      regNo: student.info.regNo,
      regDate: student.info.regDate,
      dob: student.info.dob,
      name: student.info.name,
      sex: 'female',
      information: 'Mother',
      education: 'None',
      refBy: 'District hospital',
      occupation: 'Student',
      aadharNo: masked(student.info.aadharNo),
      paymentType: 'Free',
      mobileNo: student.info.mobileNo,
      currSection: 'primary1',
      currYear: '1',
      currTerm: 'Entry',
      classId: 'primary1_1',
      status: 'active',
    });
  });
});

describe('Aadhaar reveal (admin, audited)', () => {
  it('gives the full number and writes the audit log', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/students/${encodeURIComponent(student.info.regNo)}/aadhaar`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ regNo: student.info.regNo, aadharNo: student.info.aadharNo });
    const audit = await get('/api/admin/audit?action=student.aadhaar.reveal', admin);
    expect(audit.json().data[0]).toMatchObject({
      target: student.info.regNo,
      outcome: 'success',
      actorRole: 'admin',
    });
    expect(audit.body).not.toContain(student.info.aadharNo);
  });

  it('an unknown regNo is 404', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/students/NO-SUCH/aadhaar',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe(STUDENT_MESSAGES.notFound);
  });
});

describe('admin edit of details', () => {
  async function currentRecord(regNo: string) {
    return studentDetailsRecordSchema.parse(
      (await get('/api/admin/viewStudentDetails', admin, regNo)).json(),
    );
  }
  const put = (regNo: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/students/${encodeURIComponent(regNo)}/details`,
      headers: admin,
      payload,
    });

  it('saves with the registration rules, keeps an Aadhaar left empty, audits field names', async () => {
    const s = await registeredStudent(ctx, admin);
    const record = await currentRecord(s.info.regNo);
    const { info, presentingComplaints, history, familyHistory, developmentHistory } = record;
    const response = await put(s.info.regNo, {
      info: { ...info, name: 'Asha K.', aadharNo: '' },
      presentingComplaints,
      history: { ...history, alcohol: 'Never' },
      familyHistory,
      developmentHistory,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe(STUDENT_MESSAGES.detailsSaved(s.info.regNo));

    const after = await currentRecord(s.info.regNo);
    expect(after.name).toBe('Asha K.');
    expect(after.history.alcohol).toBe('Never');
    expect(after.info.aadharNo).toBe(masked(s.info.aadharNo));

    const audit = await get(
      `/api/admin/audit?action=student.details.update&target=${encodeURIComponent(s.info.regNo)}`,
      admin,
    );
    expect(audit.json().data[0].detail).toEqual({ changed: ['info.name', 'history.alcohol'] });
    expect(audit.body).not.toContain('Never');
  });

  it('a new Aadhaar number replaces the old one', async () => {
    const s = await registeredStudent(ctx, admin);
    const record = await currentRecord(s.info.regNo);
    const next = aadhaarNumber();
    const response = await put(s.info.regNo, {
      ...record,
      info: { ...record.info, aadharNo: next },
    });
    expect(response.statusCode).toBe(200);
    expect((await currentRecord(s.info.regNo)).info.aadharNo).toBe(masked(next));
    const reveal = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/students/${encodeURIComponent(s.info.regNo)}/aadhaar`,
      headers: admin,
    });
    expect(reveal.json().aadharNo).toBe(next);
  });

  it.each([
    ['a bad Aadhaar number', { aadharNo: '123' }, M.aadhaar],
    ['a missing name', { name: '' }, M.required],
    ['a dob of today', { dob: '2999-01-01' }, M.dobNotBeforeToday],
    ['a bad mobile', { mobileNo: '12345' }, M.mobile],
  ])('refuses %s', async (_, change, message) => {
    const record = await currentRecord(student.info.regNo);
    const response = await put(student.info.regNo, {
      ...record,
      info: { ...record.info, aadharNo: '', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('the regNo cannot change; an unknown student is 404', async () => {
    const record = await currentRecord(student.info.regNo);
    const renamed = await put(student.info.regNo, {
      ...record,
      info: { ...record.info, aadharNo: '', regNo: 'OTHER-1' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().msg).toBe(STUDENT_MESSAGES.regNoFixed);
    const unknown = await put('NO-SUCH', {
      ...record,
      info: { ...record.info, aadharNo: '', regNo: 'NO-SUCH' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
