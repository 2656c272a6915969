import {
  attendanceRateWindow,
  CLASS_CODES,
  instituteDate,
  type Overview,
  previousDay,
} from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingTeachers, students, termReports, yearReports } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext, uniqueId } from './helpers/app.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';

/*
 * Issue 14 part 4: GET /overview answers every class's figures from one statement. The rows are
 * arranged straight in the tables, so each figure below is known by construction.
 */
let ctx: TestContext;
const headers = {} as Record<'admin' | 'principal' | 'teacher' | 'student', Record<string, string>>;
let teacherId: string;

const CATS = ['personal', 'social', 'academic', 'occupational', 'recreational'] as const;
/** Evaluated flags: the first `done` categories. */
const evaluated = (done: number) =>
  Object.fromEntries(CATS.map((c, i) => [c, i < done])) as Record<(typeof CATS)[number], boolean>;
const empty = Object.fromEntries(CATS.map((c) => [c, []])) as never;

async function student(
  classId: string,
  term: string,
  status: 'active' | 'completed' | 'left' = 'active',
) {
  const [section, year] = classId.split('_') as [string, string];
  const [row] = await ctx.database.db
    .insert(students)
    .values({
      regNo: uniqueId('OV-'),
      name: 'Overview Child',
      sex: 'female',
      regDate: '2024-06-01',
      dob: '2016-01-01',
      currSection: section,
      currYear: year,
      currTerm: term,
      status,
    })
    .returning();
  return row!.id;
}

async function report(
  studentId: number,
  classId: string,
  term: string,
  done: number,
  percents: [number, number, number, number] = [0, 0, 0, 0],
) {
  const [section, year] = classId.split('_') as [string, string];
  const [p, s, a, o] = percents;
  await ctx.database.db.insert(termReports).values({
    studentId,
    section,
    year,
    term,
    items: empty,
    bankVersions: {},
    evaluated: evaluated(done),
    ...(done === 5
      ? { personalPercent: p, socialPercent: s, academicPercent: a, occupationalPercent: o }
      : {}),
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  headers.admin = (await signedIn(ctx, 'admin')).headers;
  headers.principal = (await signedIn(ctx, 'principal')).headers;
  const teacher = await teacherWithClasses(ctx, ['primary1_2']);
  headers.teacher = teacher.headers;
  teacherId = teacher.user.userId;
  // A registered student (preprimary_1, Term Entry, nothing evaluated) who may not read it.
  headers.student = (await registeredStudent(ctx, headers.admin)).headers;

  // primary1_2: four active students, one who left.
  const s1 = await student('primary1_2', 'I');
  await report(s1, 'primary1_2', 'Entry', 5, [50, 50, 50, 50]); // mean 50: under 60
  await report(s1, 'primary1_2', 'I', 2);
  const s2 = await student('primary1_2', 'I');
  await report(s2, 'primary1_2', 'Entry', 5, [80, 70, 60, 90]); // mean 75
  await report(s2, 'primary1_2', 'I', 0);
  const s3 = await student('primary1_2', 'II');
  await report(s3, 'primary1_2', 'Entry', 5, [40, 40, 40, 40]);
  await report(s3, 'primary1_2', 'I', 5, [70, 60, 80, 69.99]); // latest: mean 69.9975 → 70
  await report(s3, 'primary1_2', 'II', 1);
  // Repeated into primary1_2 with a year percent of 55; last year's complete term is not this
  // class's, and counts nowhere now.
  const s4 = await student('primary1_2', 'Entry');
  await report(s4, 'primary1_1', 'III', 5, [30, 30, 30, 30]);
  await ctx.database.db.insert(yearReports).values({
    studentId: s4,
    section: 'primary1',
    year: '1',
    yearPercent: 55,
    outcome: 'repeat',
    transferredBy: 'test',
  });
  await report(s4, 'primary1_2', 'Entry', 3);
  const gone = await student('primary1_2', 'I', 'left');
  await report(gone, 'primary1_2', 'Entry', 5, [10, 10, 10, 10]);
  await report(gone, 'primary1_2', 'I', 4);
  // A completed student keeps their last class but is no longer counted there.
  await student('primary2_3', 'III', 'completed');

  await ctx.database.db.insert(pendingTeachers).values(
    ['a', 'b'].map((k) => ({
      uploadKey: uniqueId(k),
      teacherId: '',
      name: 'Pending',
      email: 'pending@example.org',
      mobile: '1',
      classIds: [],
      msg: 'TeacherId is required.',
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const get = (h?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/overview', ...(h ? { headers: h } : {}) });

describe('GET /overview', () => {
  it('is 401 signed out', async () => {
    const response = await get();
    expect(response.statusCode).toBe(401);
  });

  it.each(['teacher', 'student'] as const)('is 403 for a %s', async (role) => {
    const response = await get(headers[role]);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('Your role may not use this.');
  });

  it.each(['principal', 'admin'] as const)('answers every class to the %s', async (role) => {
    const response = await get(headers[role]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Overview>();
    expect(body.classes.map((c) => c.classId)).toEqual([...CLASS_CODES]);
    expect(body.activeStudents).toBe(5);
    expect(body.pendingTeacherRows).toBe(2);
    expect(body.classesWithoutTeacher).toEqual(CLASS_CODES.filter((c) => c !== 'primary1_2'));

    const byId = new Map(body.classes.map((c) => [c.classId, c]));
    expect(byId.get('primary1_2')).toEqual({
      classId: 'primary1_2',
      teacher: { teacherId, name: 'Teacher' },
      activeStudents: 4,
      termCounts: { Entry: 1, I: 2, II: 1, III: 0 },
      currentTerm: { mostCommon: 'I', earliest: 'Entry', latest: 'II' },
      // Current terms: s1 I (2), s2 I (0), s3 II (1), s4 Entry (3).
      checklists: { evaluated: 6, due: 20 },
      latestTerm: {
        term: 'I',
        students: 1,
        personal: 70,
        social: 60,
        academic: 80,
        occupational: 69.99,
      },
      underSixty: { byTerm: 1, byYear: 1, measured: 4 },
      attendance: { marks: 0, present: 0, percent: null },
    });
    expect(byId.get('preprimary_1')).toMatchObject({
      teacher: null,
      activeStudents: 1,
      currentTerm: { mostCommon: 'Entry', earliest: 'Entry', latest: 'Entry' },
      checklists: { evaluated: 0, due: 5 },
      latestTerm: null,
      underSixty: { byTerm: 0, byYear: 0, measured: 0 },
    });
    for (const empty of ['primary1_1', 'primary2_3'] as const) {
      expect(byId.get(empty)).toEqual({
        classId: empty,
        teacher: null,
        activeStudents: 0,
        termCounts: { Entry: 0, I: 0, II: 0, III: 0 },
        currentTerm: { mostCommon: null, earliest: null, latest: null },
        checklists: { evaluated: 0, due: 0 },
        latestTerm: null,
        underSixty: { byTerm: 0, byYear: 0, measured: 0 },
        attendance: { marks: 0, present: 0, percent: null },
      });
    }
  });

  it('shows a write to any table it reads at once (the embedded database keeps the answer)', async () => {
    const before = (await get(headers.principal)).json<Overview>();
    await ctx.database.db.insert(pendingTeachers).values({
      uploadKey: uniqueId('c'),
      teacherId: 'T-9',
      name: 'Pending',
      email: 'pending9@example.org',
      mobile: '1',
      classIds: [],
      msg: 'Email is not valid.',
    });
    const id = await student('primary2_1', 'Entry');
    await report(id, 'primary2_1', 'Entry', 2);
    const after = (await get(headers.principal)).json<Overview>();
    expect(after.pendingTeacherRows).toBe(before.pendingTeacherRows + 1);
    expect(after.activeStudents).toBe(before.activeStudents + 1);
    expect(after.classes.find((c) => c.classId === 'primary2_1')?.checklists).toEqual({
      evaluated: 2,
      due: 5,
    });
  });

  it("shows each class's attendance of the last 30 days, at once after a register save", async () => {
    const attendanceOf = async () =>
      (await get(headers.principal))
        .json<Overview>()
        .classes.find((c) => c.classId === 'primary1_2')?.attendance;
    expect(await attendanceOf()).toEqual({ marks: 0, present: 0, percent: null });
    const today = instituteDate(new Date());
    const register = (date: string) => `/api/teacher/attendance/primary1_2/${date}`;
    const opened = await ctx.app.inject({
      method: 'GET',
      url: register(today),
      headers: headers.teacher,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const roll = opened.json().students.map((s: { regNo: string }) => s.regNo) as string[];
    expect(roll).toHaveLength(4);
    const save = async (date: string, absent: string[]) => {
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: register(date),
        headers: headers.teacher,
        payload: { absent: absent.map((regNo) => ({ regNo })), version: 0 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await save(today, [roll[0]!]);
    expect(await attendanceOf()).toEqual({ marks: 4, present: 3, percent: 75 });
    // The day before the window counts for nothing.
    await save(previousDay(attendanceRateWindow(today).from), roll);
    await save(previousDay(today), []);
    expect(await attendanceOf()).toEqual({ marks: 8, present: 7, percent: 88 });
    const other = (await get(headers.principal))
      .json<Overview>()
      .classes.find((c) => c.classId === 'preprimary_1');
    expect(other?.attendance).toEqual({ marks: 0, present: 0, percent: null });
  });

  it('writes no audit entry: figures over classes, not a child record', async () => {
    const count = async () =>
      (
        (await ctx.database.db.execute('select count(*)::int as n from audit_log')) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await count();
    await get(headers.principal);
    expect(await count()).toBe(before);
  });
});
