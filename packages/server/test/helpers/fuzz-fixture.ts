import { instituteDate } from '@pragati/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteEntry } from '../../src/app.js';
import { createTestApp, createUser, signedIn, type TestContext, uniqueId } from './app.js';
import type { RawBody } from './fuzz-inputs.js';
import { seedGoalWithProbe } from './goal-probes.js';
import { createTeacher, seedBank } from './progress-factories.js';
import { specialistWith } from './specialists.js';
import { registeredStudent, registrationBody } from './students.js';
import { teacherRow, uploadRows } from './teachers.js';

/*
 * The fuzz test's world (issue 12): an app with a built web app, a session per role (a teacher
 * with a class and a student in it), spare records for the routes that change or delete, and a
 * valid request per route, so that one malformed part is what reaches the server.
 */

export type Identity =
  'anonymous' | 'admin' | 'principal' | 'teacher' | 'student' | 'network' | 'specialist';
export const IDENTITIES: Identity[] = [
  'anonymous',
  'admin',
  'principal',
  'teacher',
  'student',
  'network',
  'specialist',
];

export type Case = {
  label: string;
  who: Identity;
  method: string;
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  raw?: RawBody;
};

export type Fixture = {
  ctx: TestContext;
  auth: Record<Identity, Record<string, string>>;
  adminId: string;
  adminPassword: string;
  teacherId: string;
  /** A specialist (issue 31) with the student on their caseload and the clinical intake granted. */
  specialistId: string;
  regNo: string;
  resetTarget: string;
  updateTeacher: string;
  deleteTeacher: string;
  pendingId: string;
  versionId: string;
  /** A goal of the student with one probe by the teacher (issue 31 part 4). */
  goalId: string;
  probeId: string;
  questions: { question: string; answer: string }[];
  close: () => Promise<void>;
};

/** `beforeFirstRequest`: arranges the database before the app reads it (e.g. more institutes). */
export async function createFuzzFixture(
  options: { beforeFirstRequest?: (ctx: TestContext) => Promise<void> } = {},
): Promise<Fixture> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-fuzz-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head></html>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
  const ctx = await createTestApp({
    env: { WEB_DIST: webDist },
    // The per-address login limit would answer 429 before the body is even read.
    loginRateLimit: { max: 1_000_000, timeWindow: 60_000 },
  });
  await options.beforeFirstRequest?.(ctx);
  await seedBank(ctx, 'preprimary');
  const admin = await signedIn(ctx, 'admin');
  const teacher = await createTeacher(ctx, ['preprimary_1']);
  const student = await registeredStudent(ctx, admin.headers);
  const specialist = await specialistWith(ctx, 'speech', true);
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/specialists/${specialist.user.userId}/caseload`,
    headers: admin.headers,
    payload: { regNos: [student.info.regNo], classIds: [], clinicalAccess: true },
  });
  const auth: Record<Identity, Record<string, string>> = {
    specialist: specialist.headers,
    anonymous: {},
    admin: admin.headers,
    principal: (await signedIn(ctx, 'principal')).headers,
    teacher: teacher.headers,
    student: student.headers,
    network: (await signedIn(ctx, 'network')).headers,
  };
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const spare = [await createTeacher(ctx, []), await createTeacher(ctx, [])];
  const list = (await get('/api/admin/viewTeacher', admin.headers)).json().data as {
    _id: string;
    teacherId: string;
  }[];
  const idOf = (teacherId: string) => list.find((t) => t.teacherId === teacherId)!._id;
  await uploadRows(ctx, admin.headers, [teacherRow({ email: 'not an email' })]);
  const pending = await get('/api/admin/pendingTeacher', admin.headers);
  const versions = await get('/api/admin/questions/preprimary/personal/versions', admin.headers);
  const record = await get('/api/teacher/getStudentbyId', {
    ...teacher.headers,
    id: student.info.regNo,
  });
  const entry = record.json().section[0].yearReport[0].termReport[0];
  const probe = await seedGoalWithProbe(ctx, student.info.regNo, teacher.teacherId);
  return {
    ctx,
    auth,
    adminId: admin.user.userId,
    adminPassword: admin.user.password,
    teacherId: teacher.teacherId,
    specialistId: specialist.user.userId,
    regNo: student.info.regNo,
    resetTarget: (await createUser(ctx, { role: 'principal' })).userId,
    updateTeacher: idOf(spare[0]!.teacherId),
    deleteTeacher: idOf(spare[1]!.teacherId),
    pendingId: pending.json().data[0]._id,
    versionId: String(versions.json().data[0].versionId),
    ...probe,
    questions: (entry.report.personalQA as { question: string }[]).map((q) => ({
      question: q.question,
      answer: 'Yes',
    })),
    async close() {
      await ctx.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** Valid path parameters, so that one bad parameter (or body) reaches the service. */
export function paramValue(f: Fixture, url: string, name: string): string {
  if (url.includes('/updateTeacher/')) return f.updateTeacher;
  if (url.includes('/teachers/')) return f.deleteTeacher;
  // A well-formed document id (issue 30): the route reaches its service, which answers 404.
  if (url.includes('/documents/') && name === 'id') return '00000000-0000-4000-8000-000000000000';
  const values: Record<string, string> = {
    regNo: f.regNo,
    classId: 'preprimary_1',
    section: 'preprimary',
    category: 'personal',
    versionId: f.versionId,
    // A group with no students and disabled: a fuzzed change of it harms no other case.
    code: 'care',
    // The daily register (issue 31): today, so a valid save reaches the service.
    date: instituteDate(new Date()),
    goalId: f.goalId,
    probeId: f.probeId,
    userId: f.specialistId,
  };
  return encodeURIComponent(values[name] ?? '1');
}

/** The spec's headers, right for the route, so a single wrong one is what fails. */
export function specHeaders(f: Fixture, url: string): Record<string, string> {
  const own = /\/teacher\/(getStudents|getTeacher)$/.test(url);
  return {
    id: own ? f.teacherId : f.regNo,
    regno: f.regNo,
    section: 'preprimary',
    year: '1',
    term: 'Entry',
    type: 'personalQA',
  };
}

/** A valid body per route; mutations change one field of it. */
export function validBody(f: Fixture, route: RouteEntry, who: Identity): unknown {
  const self: Record<Identity, string> = {
    anonymous: 'nobody',
    admin: f.adminId,
    principal: 'principal',
    teacher: f.teacherId,
    student: f.regNo,
    network: 'network',
    specialist: f.specialistId,
  };
  const teacherFields = {
    teacherName: 'Fuzz Teacher',
    email: `${uniqueId('fuzz')}@school.example`,
    teacherMNo: '9876543210',
    classId: [],
  };
  const term = { id: f.regNo, section: 'preprimary', year: '1', term: 'Entry' };
  const bodies: Record<string, unknown> = {
    'POST /api/login': { id: uniqueId('nobody'), password: 'not-the-password' },
    'POST /api/api/changepassword': {
      userId: self[who],
      currentPassword: 'not-the-password',
      newPassword: 'new-password-1',
    },
    'POST /api/api/checkUserForReset': { userId: f.regNo },
    'POST /api/api/resetPasswordConfirm': {
      userId: f.resetTarget,
      adminID: f.adminId,
      confirmationPassword: f.adminPassword,
    },
    'POST /api/admin/users': { userId: uniqueId('staff'), role: 'principal' },
    'POST /api/network/institutes': {
      code: uniqueId('inst').toLowerCase().slice(0, 30),
      name: 'Fuzz Institute',
      hosts: [],
      admin: { userId: 'first-admin' },
    },
    'POST /api/admin/registerStudent': registrationBody(),
    'PUT /api/admin/students/:regNo/details': registrationBody({ info: { regNo: f.regNo } })
      .formData.details,
    'PUT /api/admin/updateTeacher/:id': teacherFields,
    'POST /api/admin/deletePendingTeacher/': { _id: f.pendingId },
    'POST /api/admin/editPendingTeacher/': {
      updatedTeacher: { _id: f.pendingId, teacherId: uniqueId('T'), ...teacherFields },
    },
    'POST /api/admin/credentials-sheet': {
      credentials: [{ userId: 'T1', temporaryPassword: 'abcdefgh' }],
    },
    'POST /api/teacher/eval/form': {
      type: 'personalQA',
      ...term,
      data: { username: 'teacher', questions: f.questions },
    },
    'POST /api/teacher/termTypeComment': { ...term, type: 'termComment', comments: 'Good.' },
    'POST /api/teacher/yearEndTransfer': { comments: { year: 'A good year.' } },
    'POST /api/admin/consents': {
      noticeLanguage: 'en',
      noticeVersion: 1,
      verifiedBy: 'signed_form',
      consentDate: '2026-01-05',
      purposes: ['assessment'],
      students: [
        {
          regNo: f.regNo,
          guardianName: 'Fuzz Guardian',
          relation: 'Mother',
          mobile: '9876543210',
          address: 'Fuzz Road',
        },
      ],
    },
    // Whole and valid, so an impossible date reaches as far as it can (issue 26: it was a 500).
    'POST /api/admin/students/:regNo/consent': {
      guardianName: 'Fuzz Guardian',
      relation: 'Mother',
      mobile: '9876543210',
      address: '1 Fuzz Lane',
      noticeLanguage: 'en',
      noticeVersion: 1,
      verifiedBy: 'signed_form',
      consentDate: instituteDate(new Date()),
      purposes: ['assessment'],
    },
    // Whole and valid, so the fuzzer's variants reach the code list and date checks (issue 30).
    'PUT /api/admin/students/:regNo/disability-profile': {
      codeListYear: '2024-25',
      conditions: [{ code: 13, percent: 60, primary: true }],
      certificate: {
        number: 'C-1',
        authority: 'District Medical Board',
        issuedOn: '2025-01-10',
        reassessOn: '2028-01-10',
      },
      udid: { kind: 'udid', number: 'UP0110120150001234', expiresOn: null },
      aids: [
        {
          facilityCode: 9,
          item: '',
          date: '2025-02-01',
          scheme: 'adip',
          amount: null,
          status: 'received',
        },
      ],
    },
    'PUT /api/admin/institute': {
      name: 'Fuzz Institute',
      tagline: 'A tagline',
      address: '1 Fuzz Road',
      phone: '+91 11 2345 6789',
      email: 'office@fuzz.example',
      helpline: '1800 123 456',
      grievanceName: 'Fuzz Officer',
      grievanceEmail: 'officer@fuzz.example',
      grievancePhone: '9876543210',
      logoUrl: '/logo.svg',
      languages: ['en', 'hi'],
      retentionYears: 3,
    },
    'PUT /api/teacher/attendance/:classId/:date': {
      absent: [{ regNo: f.regNo, reason: 'ill' }],
      version: 0,
    },
    'PUT /api/admin/holidays/:date': { name: 'Fuzz Day' },
    'POST /api/goals/:goalId/probes': { date: instituteDate(new Date()), level: 'verbal-prompt' },
    'PUT /api/goals/:goalId/probes/:probeId': {
      date: instituteDate(new Date()),
      level: 'independent',
    },
    // Specialists and service sessions (issue 31 parts 2-3): whole and valid.
    'PUT /api/admin/specialists/:userId/caseload': {
      regNos: [f.regNo],
      classIds: [],
      clinicalAccess: true,
    },
    'POST /api/sessions': {
      regNos: [f.regNo],
      date: instituteDate(new Date()),
      minutes: 30,
      kind: 'speech',
      note: 'Fuzz session',
    },
    'PUT /api/sessions/:regNo/planned': { kind: 'speech', perWeek: 2 },
    'PUT /api/admin/questions/:section/:category': {
      baseVersion: null,
      note: 'fuzz',
      items: [{ question: 'Q1' }],
    },
  };
  return bodies[`${route.method} ${route.url}`];
}

/** The requests the attack found answering 500 (issue 12), word for word. */
export function listedCases(f: Fixture): Case[] {
  const nul = '\u0000';
  const term = { section: 'preprimary', year: '1', term: 'Entry' };
  return [
    {
      label: 'listed: login NUL id',
      who: 'anonymous',
      method: 'POST',
      url: '/api/login',
      raw: { label: 'NUL id', payload: '{"id":"\\u0000"}', contentType: 'application/json' },
    },
    {
      label: 'listed: change password NUL',
      who: 'teacher',
      method: 'POST',
      url: '/api/api/changepassword',
      json: { userId: `${f.teacherId}${nul}`, currentPassword: nul, newPassword: `abcdefg${nul}` },
    },
    {
      label: 'listed: reset NUL',
      who: 'admin',
      method: 'POST',
      url: '/api/api/checkUserForReset',
      json: { userId: nul },
    },
    {
      label: 'listed: reset confirm NUL',
      who: 'admin',
      method: 'POST',
      url: '/api/api/resetPasswordConfirm',
      json: { userId: nul, adminID: f.adminId, confirmationPassword: nul },
    },
    {
      label: 'listed: registration NUL',
      who: 'admin',
      method: 'POST',
      url: '/api/admin/registerStudent',
      json: registrationBody({ info: { name: `A${nul}` } }),
    },
    {
      label: 'listed: registration lone surrogate',
      who: 'admin',
      method: 'POST',
      url: '/api/admin/registerStudent',
      json: registrationBody({ info: { name: 'A\ud800', purposeVisit: '\ud800' } }),
    },
    {
      label: 'listed: details edit NUL',
      who: 'admin',
      method: 'PUT',
      url: `/api/admin/students/${encodeURIComponent(f.regNo)}/details`,
      json: registrationBody({ info: { regNo: f.regNo, refBy: nul } }).formData.details,
    },
    {
      label: 'listed: teacher edit NUL',
      who: 'admin',
      method: 'PUT',
      url: `/api/admin/updateTeacher/${f.updateTeacher}`,
      json: { teacherName: nul, email: nul, teacherMNo: nul },
    },
    {
      label: 'listed: pending teacher edit NUL',
      who: 'admin',
      method: 'POST',
      url: '/api/admin/editPendingTeacher/',
      json: { updatedTeacher: { _id: f.pendingId, teacherId: nul, teacherName: nul } },
    },
    {
      label: 'listed: checklist id NUL',
      who: 'teacher',
      method: 'POST',
      url: '/api/teacher/eval/form',
      json: { type: 'personalQA', id: nul, ...term, data: { questions: f.questions } },
    },
    {
      label: 'listed: checklist header id NUL',
      who: 'teacher',
      method: 'GET',
      url: '/api/teacher/getStudentbyId',
      headers: { id: nul },
    },
    {
      label: 'listed: audit from year 0',
      who: 'admin',
      method: 'GET',
      url: '/api/admin/audit?from=0000-01-01T00:00:00Z',
    },
    {
      label: 'listed: aadhaar %00',
      who: 'admin',
      method: 'POST',
      url: '/api/admin/students/%00/aadhaar',
    },
    { label: 'listed: static NUL', who: 'anonymous', method: 'GET', url: '/index.html%00.js' },
  ];
}
