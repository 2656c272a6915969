import {
  PROGRESS_MESSAGES,
  QA_TYPES,
  type RecreationalAnswer,
  TERMS,
  yearFigures,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createTestApp, createUser, type TestContext } from './helpers/app.js';
import {
  clientLogin,
  FRONT,
  originalClient,
  randomPassword,
  untouchedFormRegistration,
} from './helpers/original-client.js';
import { createTeacher, seedBank } from './helpers/progress-factories.js';

/**
 * The original front end's calls, replayed exactly as ../shared/spec/original-client.md
 * describes them (bodies, headers, a front end on another origin), asserting what that client
 * reads (issue 13). One walk: registration, four terms, the year figures before the transfer,
 * the transfer with the array body, the four history calls; then the rows one by one.
 */
type Year = {
  year: string;
  percent: Record<string, unknown>;
  comment: Record<string, string>;
  termReport: {
    term: string;
    percent: Record<string, number | string | null> & { mode: string };
  }[];
};
type Rec = { section: { sec: string; yearReport: Year[] }[] };
const yearOf = (rec: Rec, sec: string, year: string) =>
  rec.section.find((s) => s.sec === sec)!.yearReport.find((y) => y.year === year)!;

let ctx: TestContext;
let admin: { userId: string; password: string; token: string; cookie: string };
let teacherId: string;
let teacherToken: string;
let principalToken: string;
let regNo: string;
let studentPassword: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: FRONT } });
  await seedBank(ctx, 'preprimary');
  await seedBank(ctx, 'primary1');
  const adminUser = await createUser(ctx, { role: 'admin' });
  const signed = await clientLogin(ctx, adminUser.userId, adminUser.password);
  admin = { ...adminUser, token: signed.body.token, cookie: signed.cookie };
  const teacher = await createTeacher(ctx, ['primary1_1', 'preprimary_1']);
  teacherId = teacher.teacherId;
  teacherToken = (await clientLogin(ctx, teacherId, 'teacher-pass-1')).body.token;
  const principal = await createUser(ctx, { role: 'principal' });
  principalToken = (await clientLogin(ctx, principal.userId, principal.password)).body.token;

  const registration = untouchedFormRegistration();
  regNo = registration.regNo;
  const registered = await originalClient(ctx, { token: admin.token }).post(
    '/admin/registerStudent',
    registration.body,
  );
  expect(registered.statusCode).toBe(201);
  studentPassword = randomPassword();
  await ctx.database.db
    .update(users)
    .set({ mustChangePassword: false, passwordHash: await hashPassword(studentPassword) })
    .where(sql`lower(${users.userId}) = lower(${regNo})`);
});
afterAll(async () => {
  await ctx.close();
});

/** Entry's first item of each percent list is NE, every other answer Yes; recreational B. */
const answerFor = (type: string, term: string, index: number) =>
  type === 'recreationalQA' ? 'B' : term === 'Entry' && index === 0 ? 'NE' : 'Yes';

describe('a year walked with the original client', () => {
  it('lists the student per class in the order of the teacher’s classes', async () => {
    const t = originalClient(ctx, { token: teacherToken });
    const classes = (await t.get('/teacher/getTeacher', { id: teacherId })).json().data.classId;
    const response = await t.get('/teacher/getStudents', { id: teacherId });
    expect(response.statusCode).toBe(200);
    const { students } = response.json() as { students: Record<string, string>[][] };
    expect(students).toHaveLength(classes.length);
    const mine = students[classes.indexOf('preprimary_1')]!;
    expect(mine.map((s) => s.regNo)).toEqual([regNo]);
    expect(mine[0]).toMatchObject({ regNo, name: expect.any(String), classId: 'preprimary_1' });
    expect(students[classes.indexOf('primary1_1')]).toEqual([]);
  });

  it('four terms: save, evaluate, comment; the year figures show once Term III is evaluated', async () => {
    const t = originalClient(ctx, { token: teacherToken });
    const place = { id: regNo, section: 'preprimary', year: '1' };
    for (const term of TERMS) {
      const where = { ...place, term };
      const questions = await t.get('/teacher/evaluate/questions', { id: regNo });
      const year = yearOf(questions.json().data, 'preprimary', '1');
      // Objects before the year's figures exist: the client reads yearData.percent.personalPercent.
      expect(year.percent.personalPercent).toBeNull();
      expect(Object.values(year.comment)).toEqual(['', '', '', '', '', '']);
      const termData = year.termReport.find((r) => r.term === term) as unknown as {
        percent: { mode: string };
        report: Record<string, { question: string }[]>;
      };
      expect(termData.percent.mode.trim()).toBe('');
      for (const type of QA_TYPES) {
        const items = termData.report[type]!.map((q, i) => ({
          question: q.question,
          answer: answerFor(type, term, i),
        }));
        const saved = await t.post('/teacher/eval/form', {
          type,
          ...where,
          data: { username: teacherId, questions: items },
        });
        expect(saved.statusCode).toBe(200);
        const evaluated = await t.get('/teacher/evaluate', { ...where, id: regNo, type });
        expect(evaluated.statusCode).toBe(200);
        const { result } = evaluated.json();
        if (type === 'recreationalQA') expect(result.mode).toBe('B');
        else expect(result).toBe(term === 'Entry' ? 66.67 : 100);
        const comment = { ...where, type, comments: `${type} ${term}` };
        expect((await t.post('/teacher/termTypeComment', comment)).statusCode).toBe(200);
      }
      const termComment = { ...where, type: 'termComment', comments: `Term ${term}` };
      expect((await t.post('/teacher/termTypeComment', termComment)).statusCode).toBe(200);
    }

    const record = (await t.get('/teacher/getStudentbyId', { id: regNo })).json() as Rec;
    const year = yearOf(record, 'preprimary', '1');
    const expected = yearFigures(
      year.termReport.map((r) => ({
        personalPercent: r.percent.personalPercent as number,
        socialPercent: r.percent.socialPercent as number,
        academicPercent: r.percent.academicPercent as number,
        occupationalPercent: r.percent.occupationalPercent as number,
        mode: r.percent.mode as RecreationalAnswer,
      })),
    );
    expect(year.percent).toEqual(expected);
    expect(year.percent.yearPercent).toBe(91.67);
    expect(
      (year.termReport[0] as unknown as { comment: Record<string, string> }).comment,
    ).toMatchObject({ personalComment: 'personalQA Entry', termComment: 'Term Entry' });
  });

  it('the transfer takes the six comments as an array; the four history calls answer objects', async () => {
    const t = originalClient(ctx, { token: teacherToken });
    const comments = ['Year', 'Personal', 'Occupational', 'Academic', 'Social', 'Recreational'];
    const headers = { id: regNo, section: 'preprimary', year: '1' };
    const transfer = await t.post('/teacher/yearEndTransfer', { comments }, headers);
    expect(transfer.statusCode).toBe(200);
    expect(transfer.json().msg).toBe(PROGRESS_MESSAGES.transferred);
    // A second submit: the client toasts error.response.data.msg.
    const again = await t.post('/teacher/yearEndTransfer', { comments }, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(PROGRESS_MESSAGES.alreadyTransferred);

    const student = (await clientLogin(ctx, regNo, studentPassword)).body.token;
    const calls: [string, string][] = [
      ['/teacher/abc', teacherToken],
      ['/principal/student/viewHistory', principalToken],
      ['/admin/student/viewHistory', admin.token],
      ['/student/viewHistory', student],
    ];
    for (const [path, token] of calls) {
      const response = await originalClient(ctx, { token }).get(path, { id: regNo });
      expect(response.statusCode, path).toBe(200);
      const record = response.json() as Rec;
      const done = yearOf(record, 'preprimary', '1');
      expect(done.percent.yearPercent).toBe(91.67);
      expect(done.comment).toEqual({
        yearComment: 'Year',
        yearPersonalComment: 'Personal',
        yearSocialComment: 'Social',
        yearAcademicComment: 'Academic',
        yearOccupationalComment: 'Occupational',
        yearRecreationalComment: 'Recreational',
      });
      const next = yearOf(record, 'primary1', '1');
      expect(next.percent).toEqual({
        personalPercent: null,
        socialPercent: null,
        occupationalPercent: null,
        academicPercent: null,
        mode: '',
        yearPercent: null,
      });
      expect(Object.values(next.comment)).toEqual(['', '', '', '', '', '']);
      for (const y of [done, next]) {
        for (const r of y.termReport) expect(typeof r.percent.mode.trim()).toBe('string');
      }
    }
  });
});
