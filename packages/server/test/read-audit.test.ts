import { instituteDate } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRead } from '../src/lib/read-audit.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { samplePdf, uploadDocument } from './helpers/documents.js';
import { seedGoalWithProbe } from './helpers/goal-probes.js';
import { specialistWith } from './helpers/specialists.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';

/*
 * Decisions §9, issue 12 part 9: every read of a child's record, and every refusal of one,
 * leaves exactly one audit entry (who, role, action, target, outcome).
 */

type Headers = Record<string, string>;
type Session = { userId: string; headers: Headers };

let ctx: TestContext;
const s = {} as Record<
  'admin' | 'principal' | 'classTeacher' | 'otherTeacher' | 'alice' | 'bob' | 'specialist',
  Session
>;
let alice: string;
let bob: string;
let aliceCorrection: number;
let aliceDocument: string;
let aliceGoal: string;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'principal'] as const) {
    const { user, headers } = await signedIn(ctx, role);
    s[role] = { userId: user.userId, headers };
  }
  const a = await registeredStudent(ctx, s.admin.headers, { stdCred: { section: 'primary1' } });
  const b = await registeredStudent(ctx, s.admin.headers, { stdCred: { section: 'primary2' } });
  alice = a.info.regNo;
  bob = b.info.regNo;
  s.alice = { userId: alice, headers: a.headers };
  s.bob = { userId: bob, headers: b.headers };
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/student/corrections',
    headers: a.headers,
    payload: { field: 'mobileNo', proposedValue: '9123456780', reason: 'New number' },
  });
  aliceCorrection = asked.json().request.id;
  const shared = await uploadDocument(ctx, alice, s.admin.headers, samplePdf(), 'card.pdf', {
    kind: 'udid-card',
    visibleToGuardian: 'true',
  });
  aliceDocument = shared.json().document.id;
  const holder = await teacherWithClasses(ctx, ['primary1_1']);
  s.classTeacher = { userId: holder.user.userId, headers: holder.headers };
  const other = await teacherWithClasses(ctx, ['primary2_3']);
  s.otherTeacher = { userId: other.user.userId, headers: other.headers };
  aliceGoal = (await seedGoalWithProbe(ctx, alice, holder.user.userId)).goalId;
  // A specialist with alice on the caseload and the clinical intake granted (issue 31 part 2).
  const specialist = await specialistWith(ctx, 'speech', true);
  s.specialist = { userId: specialist.user.userId, headers: specialist.headers };
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/specialists/${specialist.user.userId}/caseload`,
    headers: s.admin.headers,
    payload: { regNos: [alice], classIds: [], clinicalAccess: true },
  });
});
afterAll(async () => {
  await ctx.close();
});

type Row = { actorId: string; actorRole: string; action: string; target: string; outcome: string };

async function rows(query: ReturnType<typeof sql>) {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
const lastId = async () =>
  Number((await rows(sql`select coalesce(max(id), 0) as id from audit_log`))[0]!.id);
const entriesAfter = async (id: number) =>
  (await rows(
    sql`select actor_id as "actorId", actor_role as "actorRole", action, target, outcome, detail
        from audit_log where id > ${id} order by id`,
  )) as (Row & { detail: unknown })[];

type Case = {
  name: string;
  as: keyof typeof s;
  role: string;
  method?: 'GET' | 'POST';
  url: string;
  headers?: () => Headers;
  status: number;
  action: string;
  outcome: 'success' | 'denied';
  target: () => string;
};

const id = (value: () => string) => () => ({ id: value() });
const regno = (value: () => string) => () => ({ regno: value() });

const CASES: Case[] = [
  // Specialists and service sessions (issue 31 parts 2-3).
  {
    name: 'specialist GET /specialist/students/:regNo',
    as: 'specialist',
    role: 'specialist',
    url: '/api/specialist/students/{alice}',
    status: 200,
    action: 'specialist.student.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: 'specialist GET /specialist/students/:regNo, not on the caseload',
    as: 'specialist',
    role: 'specialist',
    url: `/api/specialist/students/{bob}`,
    status: 403,
    action: 'specialist.student.read',
    outcome: 'denied',
    target: () => bob,
  },
  {
    name: 'specialist GET /specialist/students/:regNo/disability-profile',
    as: 'specialist',
    role: 'specialist',
    url: '/api/specialist/students/{alice}/disability-profile',
    status: 200,
    action: 'student.disability.view',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: 'specialist GET /specialist/viewHistory',
    as: 'specialist',
    role: 'specialist',
    url: '/api/specialist/viewHistory',
    headers: id(() => alice),
    status: 200,
    action: 'history.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: 'specialist GET /specialist/caseload',
    as: 'specialist',
    role: 'specialist',
    url: '/api/specialist/caseload',
    status: 200,
    action: 'caseload.read',
    outcome: 'success',
    target: () => s.specialist.userId,
  },
  {
    name: 'admin GET /admin/specialists/:userId/caseload',
    as: 'admin',
    role: 'admin',
    url: '/api/admin/specialists/{specialist}/caseload',
    status: 200,
    action: 'caseload.read',
    outcome: 'success',
    target: () => s.specialist.userId,
  },
  {
    name: 'specialist GET /sessions/:regNo',
    as: 'specialist',
    role: 'specialist',
    url: '/api/sessions/{alice}',
    status: 200,
    action: 'sessions.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: "student GET /sessions/:regNo, another student's",
    as: 'bob',
    role: 'student',
    url: '/api/sessions/{alice}',
    status: 403,
    action: 'sessions.read',
    outcome: 'denied',
    target: () => alice,
  },
  // The daily register (issue 31): a class's register and month, a student's attendance.
  {
    name: 'teacher GET /teacher/attendance/:classId/:date',
    as: 'classTeacher',
    role: 'teacher',
    url: '/api/teacher/attendance/{class}/{date}',
    status: 200,
    action: 'attendance.register.read',
    outcome: 'success',
    target: () => 'primary1_1',
  },
  {
    name: "teacher GET /teacher/attendance/:classId/:date, another teacher's class",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/teacher/attendance/{class}/{date}',
    status: 403,
    action: 'attendance.register.read',
    outcome: 'denied',
    target: () => 'primary1_1',
  },
  {
    name: 'principal GET /attendance/:regNo',
    as: 'principal',
    role: 'principal',
    url: '/api/attendance/{alice}',
    status: 200,
    action: 'attendance.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: "student GET /attendance/:regNo, another student's",
    as: 'bob',
    role: 'student',
    url: '/api/attendance/{alice}',
    status: 403,
    action: 'attendance.read',
    outcome: 'denied',
    target: () => alice,
  },
  {
    name: 'principal GET /attendance/classes/:classId',
    as: 'principal',
    role: 'principal',
    url: '/api/attendance/classes/{class}',
    status: 200,
    action: 'attendance.month.read',
    outcome: 'success',
    target: () => 'primary1_1',
  },
  {
    name: "teacher GET /attendance/classes/:classId, another teacher's class",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/attendance/classes/{class}',
    status: 403,
    action: 'attendance.month.read',
    outcome: 'denied',
    target: () => 'primary1_1',
  },
  {
    name: 'admin GET /attendance/classes/:classId/export',
    as: 'admin',
    role: 'admin',
    url: '/api/attendance/classes/{class}/export',
    status: 200,
    action: 'attendance.export',
    outcome: 'success',
    target: () => 'primary1_1',
  },
  // The four history calls.
  ...(
    [
      ['admin', 'admin', '/api/admin/student/viewHistory'],
      ['principal', 'principal', '/api/principal/student/viewHistory'],
      ['classTeacher', 'teacher', '/api/teacher/abc'],
      ['alice', 'student', '/api/student/viewHistory'],
    ] as const
  ).map(([as, role, url]): Case => ({
    name: `${role} GET ${url}`,
    as,
    role,
    url,
    headers: id(() => alice),
    status: 200,
    action: 'history.read',
    outcome: 'success',
    target: () => alice,
  })),
  {
    name: "teacher GET /teacher/abc, another teacher's student",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/teacher/abc',
    headers: id(() => alice),
    status: 403,
    action: 'history.read',
    outcome: 'denied',
    target: () => alice,
  },
  {
    name: "student GET /student/viewHistory, another student's record",
    as: 'bob',
    role: 'student',
    url: '/api/student/viewHistory',
    headers: id(() => alice),
    status: 403,
    action: 'history.read',
    outcome: 'denied',
    target: () => alice,
  },
  // The progress record and the checklist questions.
  ...(
    [
      ['/api/teacher/getStudentbyId', 'progress.read'],
      ['/api/teacher/evaluate/questions', 'checklist.questions.read'],
    ] as const
  ).flatMap(([url, action]): Case[] => [
    {
      name: `teacher GET ${url}`,
      as: 'classTeacher',
      role: 'teacher',
      url,
      headers: id(() => alice),
      status: 200,
      action,
      outcome: 'success',
      target: () => alice,
    },
    {
      name: `teacher GET ${url}, another teacher's student`,
      as: 'otherTeacher',
      role: 'teacher',
      url,
      headers: id(() => alice),
      status: 403,
      action,
      outcome: 'denied',
      target: () => alice,
    },
  ]),
  // The student lists.
  ...(['admin', 'principal'] as const).map((role): Case => ({
    name: `${role} GET /${role}/viewstudents`,
    as: role,
    role,
    url: `/api/${role}/viewstudents`,
    status: 200,
    action: 'students.list',
    outcome: 'success',
    // Without a status the call lists the active students (issue 26).
    target: () => 'active students',
  })),
  // Former students due for erasure (issue 19 part 5): names, audited like the list.
  {
    name: 'admin GET /admin/erasure-due',
    as: 'admin',
    role: 'admin',
    url: '/api/admin/erasure-due',
    status: 200,
    action: 'students.erasureDue',
    outcome: 'success',
    target: () => 'former students',
  },
  // The student list's export (issue 14 part 2): a read of the list, audited like it.
  ...(['admin', 'principal'] as const).map((role): Case => ({
    name: `${role} GET /${role}/students/export`,
    as: role,
    role,
    url: `/api/${role}/students/export`,
    status: 200,
    action: 'students.export',
    outcome: 'success',
    target: () => 'all students',
  })),
  {
    name: 'teacher GET /teacher/getStudents',
    as: 'classTeacher',
    role: 'teacher',
    url: '/api/teacher/getStudents',
    headers: id(() => s.classTeacher.userId),
    status: 200,
    action: 'students.list',
    outcome: 'success',
    target: () => 'students of own classes',
  },
  {
    name: "teacher GET /teacher/getStudents with another teacher's id",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/teacher/getStudents',
    headers: id(() => s.classTeacher.userId),
    status: 403,
    action: 'students.list',
    outcome: 'denied',
    target: () => s.classTeacher.userId,
  },
  // Details (audited before this issue; kept in the table so they stay so).
  ...(
    [
      ['admin', 'admin'],
      ['principal', 'principal'],
      ['classTeacher', 'teacher'],
      ['alice', 'student'],
    ] as const
  ).map(([as, role]): Case => ({
    name: `${role} GET /${role}/viewStudentDetails`,
    as,
    role,
    url: `/api/${role}/viewStudentDetails`,
    headers: regno(() => alice),
    status: 200,
    action: 'student.details.view',
    outcome: 'success',
    target: () => alice,
  })),
  {
    name: "teacher GET /teacher/viewStudentDetails, another teacher's student",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/teacher/viewStudentDetails',
    headers: regno(() => alice),
    status: 403,
    action: 'student.details.view',
    outcome: 'denied',
    target: () => alice,
  },
  {
    name: "student GET /student/viewStudentDetails, another student's record",
    as: 'bob',
    role: 'student',
    url: '/api/student/viewStudentDetails',
    headers: regno(() => alice),
    status: 403,
    action: 'student.details.view',
    outcome: 'denied',
    target: () => alice,
  },
  {
    name: 'student GET /student/profile',
    as: 'alice',
    role: 'student',
    url: '/api/student/profile',
    status: 200,
    action: 'student.profile.view',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: 'student GET /student/easy-read',
    as: 'alice',
    role: 'student',
    url: '/api/student/easy-read',
    status: 200,
    action: 'student.easyRead.view',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: 'student GET /student/my-data',
    as: 'alice',
    role: 'student',
    url: '/api/student/my-data',
    status: 200,
    action: 'student.myData.download',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: 'admin POST /admin/students/:regNo/aadhaar',
    as: 'admin',
    role: 'admin',
    method: 'POST',
    url: '/api/admin/students/{alice}/aadhaar',
    status: 200,
    action: 'student.aadhaar.reveal',
    outcome: 'success',
    target: () => alice,
  },
  // The disability profile (issue 30): the details' permissions, through the access module.
  ...(
    [
      ['admin', 'admin', '/api/admin/students/{alice}/disability-profile'],
      ['principal', 'principal', '/api/principal/students/{alice}/disability-profile'],
      ['classTeacher', 'teacher', '/api/teacher/students/{alice}/disability-profile'],
      ['alice', 'student', '/api/student/disability-profile'],
    ] as const
  ).map(([as, role, url]): Case => ({
    name: `${role} GET ${url}`,
    as,
    role,
    url,
    status: 200,
    action: 'student.disability.view',
    outcome: 'success',
    target: () => alice,
  })),
  {
    name: "teacher GET disability profile, another teacher's student",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/teacher/students/{alice}/disability-profile',
    status: 403,
    action: 'student.disability.view',
    outcome: 'denied',
    target: () => alice,
  },
  // Documents on the record (issue 30 part 3): lists read-audited, each download audited.
  ...(
    [
      ['admin', 'admin', '/api/admin/students/{alice}/documents'],
      ['principal', 'principal', '/api/principal/students/{alice}/documents'],
      ['classTeacher', 'teacher', '/api/teacher/students/{alice}/documents'],
      ['alice', 'student', '/api/student/documents'],
    ] as const
  ).flatMap(([as, role, url]): Case[] => [
    {
      name: `${role} GET ${url}`,
      as,
      role,
      url,
      status: 200,
      action: 'student.documents.list',
      outcome: 'success',
      target: () => alice,
    },
    {
      name: `${role} GET ${url}/:id`,
      as,
      role,
      url: `${url}/{document}`,
      status: 200,
      action: 'student.document.download',
      outcome: 'success',
      target: () => alice,
    },
  ]),
  {
    name: "teacher GET documents, another teacher's student",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/teacher/students/{alice}/documents',
    status: 403,
    action: 'student.documents.list',
    outcome: 'denied',
    target: () => alice,
  },
  // The admin home's reminders and the UDISE+ return (issue 30 parts 4-5): names and dates of
  // the active students, audited as one read of them.
  {
    name: 'admin GET /admin/disability-reminders',
    as: 'admin',
    role: 'admin',
    url: '/api/admin/disability-reminders',
    status: 200,
    action: 'disability.reminders',
    outcome: 'success',
    target: () => 'active students',
  },
  {
    name: 'admin GET /admin/exports/udise',
    as: 'admin',
    role: 'admin',
    url: '/api/admin/exports/udise?year=2024-25',
    status: 200,
    action: 'udise.export',
    outcome: 'success',
    target: () => 'active students',
  },
  // Goal probes (issue 31 part 4): a goal's probes by the history's permissions.
  {
    name: 'principal GET /goals/:goalId/probes',
    as: 'principal',
    role: 'principal',
    url: '/api/goals/{goal}/probes',
    status: 200,
    action: 'goals.probes.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: "teacher GET /goals/:goalId/probes, another teacher's student",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/goals/{goal}/probes',
    status: 403,
    action: 'goals.probes.read',
    outcome: 'denied',
    target: () => alice,
  },
  {
    name: "student GET /goals/:goalId/probes, another student's goal",
    as: 'bob',
    role: 'student',
    url: '/api/goals/{goal}/probes',
    status: 403,
    action: 'goals.probes.read',
    outcome: 'denied',
    target: () => alice,
  },
  // The programme plan's goals (issue 17): the history's permissions, and the teacher's screen.
  {
    name: 'principal GET /goals/:regNo',
    as: 'principal',
    role: 'principal',
    url: '/api/goals/{alice}',
    status: 200,
    action: 'goals.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: "teacher GET /goals/:regNo, another teacher's student",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/goals/{alice}',
    status: 403,
    action: 'goals.read',
    outcome: 'denied',
    target: () => alice,
  },
  // The student's own goals ("What I am learning now", issue 17 part 4), and another's refused.
  {
    name: 'student GET /goals/:regNo, own record',
    as: 'alice',
    role: 'student',
    url: '/api/goals/{alice}',
    status: 200,
    action: 'goals.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: "student GET /goals/:regNo, another student's record",
    as: 'bob',
    role: 'student',
    url: '/api/goals/{alice}',
    status: 403,
    action: 'goals.read',
    outcome: 'denied',
    target: () => alice,
  },
  {
    name: 'teacher GET /teacher/goals/:regNo',
    as: 'classTeacher',
    role: 'teacher',
    url: '/api/teacher/goals/{alice}',
    status: 200,
    action: 'goals.plan.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: "teacher GET /teacher/goals/:regNo, another teacher's student",
    as: 'otherTeacher',
    role: 'teacher',
    url: '/api/teacher/goals/{alice}',
    status: 403,
    action: 'goals.plan.read',
    outcome: 'denied',
    target: () => alice,
  },
  // Correction requests (issue 19 part 4): the student's own, one of them, and the admin's list.
  {
    name: 'student GET /student/corrections',
    as: 'alice',
    role: 'student',
    url: '/api/student/corrections',
    status: 200,
    action: 'corrections.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: 'student GET /student/corrections/:id',
    as: 'alice',
    role: 'student',
    url: '/api/student/corrections/{correction}',
    status: 200,
    action: 'correction.read',
    outcome: 'success',
    target: () => alice,
  },
  {
    name: "student GET /student/corrections/:id, another student's",
    as: 'bob',
    role: 'student',
    url: '/api/student/corrections/{correction}',
    status: 403,
    action: 'correction.read',
    outcome: 'denied',
    target: () => alice,
  },
  {
    name: 'admin GET /admin/corrections',
    as: 'admin',
    role: 'admin',
    url: '/api/admin/corrections',
    status: 200,
    action: 'corrections.list',
    outcome: 'success',
    target: () => 'correction requests',
  },
  {
    // Rows of children not yet registered: names, dates of birth, mobile numbers (issue 14 part 5).
    name: 'admin GET /admin/students/import/pending',
    as: 'admin',
    role: 'admin',
    url: '/api/admin/students/import/pending',
    status: 200,
    action: 'student.import.pending.read',
    outcome: 'success',
    target: () => 'pending student rows',
  },
];

describe('reads of a child record are audited', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: exactly one entry', async (_name, c) => {
    const before = await lastId();
    const session = s[c.as];
    const response = await ctx.app.inject({
      method: c.method ?? 'GET',
      url: c.url
        .replace('{alice}', encodeURIComponent(alice))
        .replace('{bob}', encodeURIComponent(bob))
        .replace('{specialist}', encodeURIComponent(s.specialist.userId))
        .replace('{correction}', String(aliceCorrection))
        .replace('{class}', 'primary1_1')
        .replace('{date}', instituteDate(new Date()))
        .replace('{document}', aliceDocument)
        .replace('{goal}', aliceGoal),
      headers: { ...session.headers, ...c.headers?.() },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(c.status);
    const entries = await entriesAfter(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: session.userId,
      actorRole: c.role,
      action: c.action,
      target: c.target(),
      outcome: c.outcome,
    });
    // Ids and reasons only: never names or other personal data.
    expect(JSON.stringify(entries[0]!.detail ?? {})).not.toMatch(/Asha|Kumar|9876543210/);
  });

  it('every read route of the API is either in the table above or not a child record', () => {
    // Routes that read nothing of a child's record (staff lists, the bank, the app's own state).
    const NOT_A_CHILD_RECORD = new Set([
      'GET /api/branding',
      'GET /api/health',
      // Which institute this address serves (issue 28): its code and name, no child's data.
      'GET /api/institute',
      'GET /api/session',
      // The user's own language choice.
      'GET /api/me/preferences',
      // How many correction requests wait: a number, no child's data.
      'GET /api/admin/corrections/count',
      // The first-run checklist (issue 26 item 15): settings and counts, no child's data.
      'GET /api/admin/setup-checklist',
      // The programme structure (issue 29): groups and counts, no child's data.
      'GET /api/admin/groups',
      // The institute's own details (issue 28 part 3): name and contacts, no child's data.
      'GET /api/admin/institute',
      // The holiday calendar (issue 31): dates and names of days, no child's data.
      'GET /api/holidays',
      // Specialist kinds (issue 31): names of professions; the list: ids, kinds and counts.
      'GET /api/specialist-kinds',
      'GET /api/admin/specialists',
      'GET /api/admin/audit',
      // Figures per class over all students, never one child's (issue 14 part 4).
      'GET /api/overview',
      // Goal attainment per class and area (issue 17 part 5): counts only, no child named.
      'GET /api/overview/goals',
      // Audited itself as audit.export (test/audit-screen.test.ts); the log holds ids, not records.
      'GET /api/admin/audit/export',
      // The network office (issue 28 part 4): institutes and de-identified counts, no child's
      // record; each view audited as network.* (test/network-access.test.ts).
      'GET /api/network/institutes',
      'GET /api/network/overview',
      'GET /api/network/overview/export',
      // The network office's own log (ids and codes, no child's record), audited as
      // network.audit.view (test/network-audit.test.ts).
      'GET /api/network/audit',
      // Whether a regNo is taken (the wizard's step 1, issue 14 part 7): nothing of the record.
      'GET /api/admin/students/:regNo/exists',
      'GET /api/admin/download',
      'GET /api/admin/viewTeacher',
      'GET /api/principal/viewTeacher',
      'GET /api/admin/teacher/:classId',
      'GET /api/principal/teacher/:classId',
      'GET /api/admin/pendingTeacher',
      'GET /api/admin/students/import/template',
      // Staff only (audited as teachers.export all the same, test/list-exports.test.ts).
      'GET /api/admin/teachers/export',
      'GET /api/principal/teachers/export',
      'GET /api/teacher/getTeacher',
      'GET /api/admin/questions',
      // The consent notice's words (issue 19 part 1): the same for every student.
      'GET /api/admin/consent-notice',
      // The UDISE+ code lists (issue 30): national reference data, the same for every student.
      'GET /api/disability-code-lists',
      'GET /api/admin/questions/export',
      'GET /api/admin/questions/versions/:versionId',
      'GET /api/admin/questions/:section/:category/versions',
      // The published contract: built from the route schemas, no stored data (issue 13).
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /api/docs/style.css',
      // Evaluate writes (the figure); its changes are audited as checklist.evaluate.
      'GET /api/teacher/evaluate',
      // The web app's files.
      'GET /*',
      'HEAD /*',
    ]);
    const audited = new Set(
      CASES.map(
        (c) =>
          `${c.method ?? 'GET'} ${c.url
            .replace('{alice}', ':regNo')
            .replace('{bob}', ':regNo')
            .replace('{specialist}', ':userId')
            .replace('{correction}', ':id')
            .replace('{class}', ':classId')
            .replace('{date}', ':date')
            .replace('{document}', ':id')
            .replace('{goal}', ':goalId')
            .replace(/\?.*$/, '')}`,
      ),
    );
    const reads = ctx.app.routeTable
      .filter((r) => r.method === 'GET' || r.method === 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !r.startsWith('HEAD /api/'));
    expect(reads.length).toBeGreaterThan(30);
    const unknown = reads.filter((r) => !audited.has(r) && !NOT_A_CHILD_RECORD.has(r));
    expect(unknown).toEqual([]);
    // And the POST that only reads (the Aadhaar reveal) is in the table.
    expect(audited.has('POST /api/admin/students/:regNo/aadhaar')).toBe(true);
  });

  it('a read that arrives while an entry is being written waits for its own (group commit)', async () => {
    const before = await lastId();
    const actor = { userId: 'group-commit', role: 'admin' };
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        auditRead(ctx.database.db, {
          actor,
          action: 'history.read',
          target: `R-${i}`,
          outcome: 'success',
        }),
      ),
    );
    // Every promise resolved only once its row was committed: all 25 are there now.
    const entries = (await entriesAfter(before)).filter((e) => e.actorId === 'group-commit');
    expect(entries.map((e) => e.target).sort()).toEqual(
      Array.from({ length: 25 }, (_, i) => `R-${i}`).sort(),
    );
  });
});
