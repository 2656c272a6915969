import {
  CATEGORIES,
  categoryPercent,
  recreationalMode,
  SECTION_HEADER_MESSAGE,
  TERMS,
  type Term,
  yearFigures,
} from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  for (const section of ['preprimary', 'primary1', 'primary2'] as const)
    await seedBank(ctx, section);
});
afterAll(async () => {
  await ctx.close();
});

type Headers = Record<string, string>;
let flows: ReturnType<typeof teacherFlows>;
const get = (url: string, headers: Headers) => flows.get(url, headers);
const post = (url: string, headers: Headers, payload: object) => flows.post(url, headers, payload);
const record = (headers: Headers, regNo: string) => flows.record(headers, regNo);
const termOf: ReturnType<typeof teacherFlows>['termOf'] = (...args) => flows.termOf(...args);
const answerCategory: ReturnType<typeof teacherFlows>['answerCategory'] = (...args) =>
  flows.answerCategory(...args);
const completeYear: ReturnType<typeof teacherFlows>['completeYear'] = (...args) =>
  flows.completeYear(...args);
const transfer: ReturnType<typeof teacherFlows>['transfer'] = (...args) => flows.transfer(...args);
const ALL_YES = () => 'Yes';
const RECREATION = (i: number) => ['A', 'B', 'B'][i % 3]!;

describe('teacher home calls', () => {
  it('getTeacher and getStudents answer for the teacher, grouped by class', async () => {
    const t = await createTeacher(ctx, ['preprimary_1', 'primary1_2']);
    const a = await createStudent(ctx, { section: 'preprimary', year: '1' }, { name: 'Asha' });
    const b = await createStudent(ctx, { section: 'primary1', year: '2' }, { name: 'Bala' });
    await createStudent(ctx, { section: 'primary2', year: '1' });

    const teacher = await get('/teacher/getTeacher', { ...t.headers, id: t.teacherId });
    expect(teacher.json().data).toMatchObject({
      teacherId: t.teacherId,
      teacherName: `Teacher ${t.teacherId}`,
    });

    const list = await get('/teacher/getStudents', { ...t.headers, id: t.teacherId });
    expect(list.statusCode).toBe(200);
    const groups = list.json().data;
    expect(
      groups.map((g: { classId: string; className: string }) => [g.classId, g.className]),
    ).toEqual([
      ['preprimary_1', 'Preprimary-1'],
      ['primary1_2', 'Primary-I-2'],
    ]);
    expect(groups[0].students.map((s: { regNo: string }) => s.regNo)).toContain(a.regNo);
    expect(groups[1].students.map((s: { regNo: string }) => s.regNo)).toEqual([b.regNo]);
  });

  it("another teacher's id in the header is 403", async () => {
    const t = await createTeacher(ctx, []);
    const response = await get('/teacher/getStudents', { ...t.headers, id: 'someone-else' });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('The id in the request does not match your session.');
  });

  it('a teacher without students gets an empty list', async () => {
    const t = await createTeacher(ctx, []);
    expect((await get('/teacher/getStudents', { ...t.headers, id: t.teacherId })).json()).toEqual({
      data: [],
      students: [],
    });
  });
});

describe('role and ownership table', () => {
  const routes = [
    ['GET', '/teacher/getStudents'],
    ['GET', '/teacher/getTeacher'],
    ['GET', '/teacher/evaluate/questions'],
    ['GET', '/teacher/getStudentbyId'],
    ['POST', '/teacher/eval/form'],
    ['GET', '/teacher/evaluate'],
    ['POST', '/teacher/termTypeComment'],
    ['POST', '/teacher/yearEndTransfer'],
  ] as const;

  it.each(routes)(
    '%s %s: 401 signed out, 403 for admin, principal and student',
    async (method, url) => {
      const bare = await ctx.app.inject({
        method,
        url: `/api${url}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(bare.statusCode).toBe(401);
      for (const role of ['admin', 'principal', 'student'] as const) {
        const { headers } = await signedIn(ctx, role);
        const response = await ctx.app.inject({
          method,
          url: `/api${url}`,
          headers,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().msg).toBe('Not a Teacher');
      }
    },
  );

  it("a student outside the teacher's classes is 403 on every student call; unknown is 404", async () => {
    const mine = await createTeacher(ctx, ['preprimary_2']);
    const other = await createStudent(ctx, { section: 'preprimary', year: '3' });
    const where = { id: other.regNo, section: 'preprimary', year: '3', term: 'Entry' };
    const calls = [
      get('/teacher/getStudentbyId', { ...mine.headers, id: other.regNo }),
      get('/teacher/evaluate/questions', { ...mine.headers, id: other.regNo }),
      get('/teacher/evaluate', { ...mine.headers, ...where, type: 'personalQA' }),
      post('/teacher/eval/form', mine.headers, {
        ...where,
        type: 'personalQA',
        data: { questions: [] },
      }),
      post('/teacher/termTypeComment', mine.headers, {
        ...where,
        type: 'termComment',
        comments: 'x',
      }),
      transfer(mine.headers, other.regNo, 'preprimary', '3'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe('This student is not in one of your classes.');
    }
    expect(
      (await get('/teacher/getStudentbyId', { ...mine.headers, id: 'NOPE-1' })).statusCode,
    ).toBe(404);
  });

  it('writes for another section or year are 403', async () => {
    const t = await createTeacher(ctx, ['primary2_2']);
    const s = await createStudent(ctx, { section: 'primary2', year: '2' });
    const response = await post('/teacher/eval/form', t.headers, {
      type: 'personalQA',
      id: s.regNo,
      section: 'primary2',
      year: '1',
      term: 'Entry',
      data: { questions: [] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe("Only the student's current section and year can be changed.");
  });

  it.each([
    [
      { type: 'fooQA' },
      'type must be one of personalQA, socialQA, occupationalQA, recreationalQA, academicQA.',
    ],
    [{ term: 'IV' }, 'term must be Entry, I, II or III.'],
    [{ section: 'nursery' }, SECTION_HEADER_MESSAGE],
    [{ data: { questions: [{ question: '', answer: 'Yes' }] } }, 'A question cannot be empty.'],
    [
      { data: { questions: [{ question: 'x', answer: 'Maybe' }] } },
      'Choose one of the listed answers.',
    ],
  ])('eval/form with %j → 400 %s', async (change, message) => {
    const t = await createTeacher(ctx, []);
    const response = await post('/teacher/eval/form', t.headers, {
      type: 'personalQA',
      id: 'R1',
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      data: { questions: [] },
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });
});

describe('a checklist', () => {
  it('refuses Evaluate until every item is answered', async () => {
    const t = await createTeacher(ctx, ['primary1_1']);
    const s = await createStudent(ctx, { section: 'primary1', year: '1' });
    const response = await get('/teacher/evaluate', {
      ...t.headers,
      id: s.regNo,
      section: 'primary1',
      year: '1',
      term: 'Entry',
      type: 'socialQA',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Select all answers');
  });

  it('counts an added question, keeps it in the report, and evaluating twice changes nothing', async () => {
    const t = await createTeacher(ctx, ['primary1_1']);
    const s = await createStudent(ctx, { section: 'primary1', year: '1' });
    const where = {
      regNo: s.regNo,
      section: 'primary1' as const,
      year: '1' as const,
      term: 'Entry' as const,
    };
    const picks = ['Yes', 'NA', 'C-P1'];
    const result = await answerCategory(t.headers, where, 'personal', (i) => picks[i]!, [
      { question: 'Ties shoe laces', answer: 'Yes' },
    ]);
    expect(result.percent).toBe(categoryPercent(['Yes', 'NA', 'C-P1', 'Yes']));
    expect(result.percent).toBe(66.67);
    // The spec's `result` is the percent itself (what the original client reads).
    expect(result.result).toBe(66.67);
    expect(result.counts).toMatchObject({ Yes: 2, NA: 1, 'C-P1': 1 });

    const again = await get('/teacher/evaluate', {
      ...t.headers,
      id: s.regNo,
      section: 'primary1',
      year: '1',
      term: 'Entry',
      type: 'personalQA',
    });
    expect(again.json().revision).toBe(result.revision);

    const term = termOf(await record(t.headers, s.regNo), 'primary1', '1', 'Entry');
    expect(term.report.personalQA!.at(-1)).toEqual({
      question: 'Ties shoe laces',
      answer: 'Yes',
      added: true,
    });
    expect(term.evaluated.personal).toBe(true);
    expect(term.percent.personalPercent).toBe(66.67);
  });

  it('a save from a stale screen is 409 and loses nothing', async () => {
    const t = await createTeacher(ctx, ['primary1_1']);
    const s = await createStudent(ctx, { section: 'primary1', year: '1' });
    const term = termOf(await record(t.headers, s.regNo), 'primary1', '1', 'Entry');
    const body = (answer: string) => ({
      type: 'socialQA',
      id: s.regNo,
      section: 'primary1',
      year: '1',
      term: 'Entry',
      revision: term.revision,
      data: { questions: term.report.socialQA!.map((q) => ({ question: q.question, answer })) },
    });
    expect((await post('/teacher/eval/form', t.headers, body('Yes'))).statusCode).toBe(200);
    const stale = await post('/teacher/eval/form', t.headers, body('NE'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toContain('changed in another window');
    const after = termOf(await record(t.headers, s.regNo), 'primary1', '1', 'Entry');
    expect(after.report.socialQA!.every((q) => q.answer === 'Yes')).toBe(true);
  });

  it('comments need an evaluated checklist; the term comment needs all five', async () => {
    const t = await createTeacher(ctx, ['primary1_1']);
    const s = await createStudent(ctx, { section: 'primary1', year: '1' });
    const base = { id: s.regNo, section: 'primary1', year: '1', term: 'Entry' };
    const early = await post('/teacher/termTypeComment', t.headers, {
      ...base,
      type: 'academic',
      comments: 'Reads words',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe('Evaluate this checklist before adding comments.');
    await answerCategory(
      t.headers,
      { ...base, regNo: s.regNo, section: 'primary1', year: '1', term: 'Entry' },
      'academic',
      ALL_YES,
    );
    const ok = await post('/teacher/termTypeComment', t.headers, {
      ...base,
      type: 'academic',
      comments: 'Reads words',
    });
    expect(ok.json().msg).toBe('checklist submitted');
    const term = await post('/teacher/termTypeComment', t.headers, {
      ...base,
      type: 'termComment',
      comments: 'Settling in',
    });
    expect(term.statusCode).toBe(400);
    expect(term.json().msg).toBe('Evaluate all five checklists before submitting the term.');
  });
});

describe('a whole year, then the transfer table', () => {
  it('walks four terms, checks every figure, and passes to the next section', async () => {
    const t = await createTeacher(ctx, ['preprimary_1']);
    const next = await createTeacher(ctx, ['primary1_1']);
    const s = await createStudent(ctx, { section: 'preprimary', year: '1' });
    const percentsByTerm: Record<string, number>[] = [];
    const patterns: Record<Term, (i: number) => string> = {
      Entry: (i) => ['Yes', 'NE', 'C-P2'][i]!,
      I: (i) => ['Yes', 'Yes', 'C-P1'][i]!,
      II: (i) => ['Yes', 'Yes', 'NA'][i]!,
      III: ALL_YES,
    };
    for (const term of TERMS) {
      const figures: Record<string, number> = {};
      for (const category of CATEGORIES) {
        const pick = category === 'recreational' ? RECREATION : patterns[term];
        const result = await answerCategory(
          t.headers,
          { regNo: s.regNo, section: 'preprimary', year: '1', term },
          category,
          pick,
        );
        const answers = [0, 1, 2].map(pick);
        if (category === 'recreational') {
          expect(result.result).toEqual({ mode: recreationalMode(answers) });
          expect(result.mode).toBe(recreationalMode(answers));
        } else {
          expect(result.result).toBe(categoryPercent(answers));
          figures[category] = result.percent;
        }
        expect(result.termComplete).toBe(category === 'recreational');
      }
      percentsByTerm.push(figures);
      const rec = await record(t.headers, s.regNo);
      expect(rec.currTerm).toBe(term === 'III' ? 'III' : TERMS[TERMS.indexOf(term) + 1]);
      const comment = await post('/teacher/termTypeComment', t.headers, {
        id: s.regNo,
        section: 'preprimary',
        year: '1',
        term,
        type: 'termComment',
        comments: `Term ${term} notes`,
      });
      expect(comment.json().msg).toBe('Term evaluated');
    }
    const rec = await record(t.headers, s.regNo);
    expect(rec.section[0].yearReport[0].termReport.map((x: { term: string }) => x.term)).toEqual([
      'Entry',
      'I',
      'II',
      'III',
    ]);

    const response = await transfer(t.headers, s.regNo, 'preprimary', '1');
    expect(response.statusCode, response.body).toBe(200);
    const expected = yearFigures(
      percentsByTerm.map((p) => ({
        personalPercent: p.personal!,
        socialPercent: p.social!,
        academicPercent: p.academic!,
        occupationalPercent: p.occupational!,
        mode: 'B',
      })),
    );
    expect(response.json()).toMatchObject({
      msg: 'Comments saved successfully..!',
      outcome: 'pass',
      currSection: 'primary1',
      currYear: '1',
      figures: expected,
    });

    // The student left this teacher's list and appears under the next class's teacher.
    const mine = await get('/teacher/getStudents', { ...t.headers, id: t.teacherId });
    expect(JSON.stringify(mine.json())).not.toContain(s.regNo);
    const theirs = await get('/teacher/getStudents', { ...next.headers, id: next.teacherId });
    expect(JSON.stringify(theirs.json())).toContain(s.regNo);

    const moved = await record(next.headers, s.regNo);
    expect(moved).toMatchObject({ currSection: 'primary1', currYear: '1', currTerm: 'Entry' });
    const year = moved.section[0].yearReport[0];
    expect(year.percent).toMatchObject({ yearPercent: expected.yearPercent, mode: 'B' });
    expect(year.comment.yearComment).toBe('Good year');
    expect(moved.section[1].yearReport[0].termReport[0].report.personalQA[0].question).toBe(
      'primary1 personal item 1',
    );

    // The first teacher no longer sees the student at all.
    const again = await transfer(t.headers, s.regNo, 'preprimary', '1');
    expect(again.statusCode).toBe(403);
  });

  it('refuses a transfer before Term III is complete', async () => {
    const t = await createTeacher(ctx, ['preprimary_2']);
    const s = await createStudent(ctx, { section: 'preprimary', year: '2' });
    const response = await transfer(t.headers, s.regNo, 'preprimary', '2');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      'The year is complete only when Term III has all five checklists evaluated.',
    );
  });

  it.each([
    ['primary1', '1', 'NE', 'repeat', 'primary1', '2'],
    ['primary1', '2', 'NE', 'repeat', 'primary1', '3'],
    ['preprimary', '3', 'NE', 'promoted', 'primary1', '1'],
    ['primary2', '3', 'NE', 'completed', null, null],
    ['primary2', '1', 'Yes', 'completed', null, null],
  ] as const)(
    '%s year %s, answers %s → %s',
    async (section, year, pick, outcome, nextSection, nextYear) => {
      const t = await createTeacher(ctx, [`${section}_${year}`]);
      const s = await createStudent(ctx, { section, year });
      await completeYear(t.headers, s.regNo, section, year, () => pick);
      const response = await transfer(t.headers, s.regNo, section, year);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        outcome,
        currSection: nextSection,
        currYear: nextYear,
      });
      if (outcome === 'repeat') {
        // The teacher no longer holds the student's new class.
        const again = await transfer(t.headers, s.regNo, section, year);
        expect(again.statusCode).toBe(403);
      }
      if (outcome === 'completed') {
        const list = await get('/teacher/getStudents', { ...t.headers, id: t.teacherId });
        expect(JSON.stringify(list.json())).not.toContain(s.regNo);
      }
    },
  );

  it('a second transfer for the same year is 409 and changes nothing', async () => {
    const t = await createTeacher(ctx, ['primary2_1', 'primary2_2']);
    const s = await createStudent(ctx, { section: 'primary2', year: '1' });
    await completeYear(t.headers, s.regNo, 'primary2', '1', () => 'NE');
    expect((await transfer(t.headers, s.regNo, 'primary2', '1')).json().outcome).toBe('repeat');
    const before = await record(t.headers, s.regNo);
    const again = await transfer(t.headers, s.regNo, 'primary2', '1');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This year has already been submitted and transferred.');
    expect(await record(t.headers, s.regNo)).toEqual(before);
  });
});
