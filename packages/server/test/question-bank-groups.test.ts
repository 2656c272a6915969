import { CATEGORIES, PROGRESS_MESSAGES, qaTypeOf } from '@pragati/domain';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleBankIfEmpty } from '../src/modules/question-bank/sample-bank.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher } from './helpers/progress-factories.js';
import { bankFile, getBank, importRequest, listOf } from './helpers/question-bank.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * Issue 29 part 4: the question bank per group. Import, export and the editor take every enabled
 * group's code and refuse a disabled or unknown one naming the enabled ones; the sample has no
 * items for the four later groups and the bank says so; a checklist without items is never
 * saved or evaluated (a 409), and takes the group's items once the admin imports them.
 */

let ctx: TestContext;
let admin: Record<string, string>;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  admin = (await signedIn(ctx, 'admin')).headers;
  await loadSampleBankIfEmpty(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const enable = async (code: string, enabled = true) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/groups/${code}`,
    headers: admin,
    payload: { enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const save = (section: string, category: string, items: { question: string }[]) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/questions/${section}/${category}`,
    headers: admin,
    payload: { baseVersion: null, items },
  });
const ENABLED_FIVE = 'preprimary, primary1, primary2, secondary, prevocational1';

describe('the bank by the institute’s enabled groups', () => {
  it('by default: the spec’s three groups, all in the sample', async () => {
    const bank = await getBank(ctx, admin);
    expect(bank.groups.map((g) => [g.code, g.inSample, g.items > 0])).toEqual([
      ['preprimary', true, true],
      ['primary1', true, true],
      ['primary2', true, true],
    ]);
    expect(bank.data).toHaveLength(15);
  });

  it('the sample’s audit entry names the groups it has no items for', async () => {
    const result = await ctx.database.db.execute(
      sql`select detail from audit_log where action = 'questionBank.sample'`,
    );
    const [row] = (result as unknown as { rows: { detail: Record<string, unknown> }[] }).rows;
    expect(row?.detail.groupsWithoutItems).toEqual([
      'secondary',
      'prevocational1',
      'prevocational2',
      'care',
    ]);
  });

  it('enabled groups get their five lists, empty and marked as not in the sample', async () => {
    await enable('secondary');
    await enable('prevocational1');
    const bank = await getBank(ctx, admin);
    expect(bank.groups.map((g) => g.code).join(', ')).toBe(ENABLED_FIVE);
    expect(bank.groups.find((g) => g.code === 'secondary')).toEqual({
      code: 'secondary',
      names: { en: 'Secondary', hi: 'सेकेंडरी' },
      items: 0,
      inSample: false,
    });
    expect(bank.data).toHaveLength(25);
    expect(listOf(bank, 'prevocational1', 'academic')).toMatchObject({ version: null, items: [] });
  });

  it('the editor saves a list of an enabled group', async () => {
    const response = await save('prevocational1', 'academic', [{ question: 'Counts money' }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().list).toMatchObject({ section: 'prevocational1', version: 1 });
  });

  it.each(['prevocational2', 'care', 'primary3'])(
    'the editor refuses %s (disabled or unknown) with a 400 naming the enabled groups',
    async (section) => {
      const response = await save(section, 'personal', [{ question: 'x' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(
        `Section must be one of the institute's enabled groups: ${ENABLED_FIVE}.`,
      );
    },
  );

  it('the import takes a Secondary list (by code or name) and refuses a disabled group', async () => {
    const refused = await importRequest(
      ctx,
      admin,
      await bankFile([
        ['secondary', 'personal', 1, 'Irons a shirt'],
        ['care', 'personal', 1, 'Sits with support'],
      ]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(`Row 3: unknown section "care". Use ${ENABLED_FIVE}.`);

    const response = await importRequest(
      ctx,
      admin,
      await bankFile([
        ['secondary', 'personal', 1, 'Irons a shirt'],
        ['Secondary', 'personal', 2, 'Cooks rice'],
        ['सेकेंडरी', 'social', 1, 'Greets visitors'],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().categories).toMatchObject([
      { section: 'secondary', category: 'personal', items: 2, changed: true },
      { section: 'secondary', category: 'social', items: 1, changed: true },
    ]);
    const bank = await getBank(ctx, admin);
    expect(bank.groups.find((g) => g.code === 'secondary')?.items).toBe(3);
  });

  it('the export holds the enabled groups’ lists, Secondary’s included', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/questions/export',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sections = new Set<string>();
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) sections.add(String(row.getCell(1).value));
    });
    expect([...sections]).toEqual([
      'preprimary',
      'primary1',
      'primary2',
      'secondary',
      'prevocational1',
    ]);
  });
});

describe('a checklist without items', () => {
  it('is never saved nor evaluated, and takes the items once the admin imports them', async () => {
    // Prevocational-I has only an academic list (above): its other four areas have no items.
    const t = await createTeacher(ctx, ['prevocational1_1']);
    const s = await createStudent(ctx, { section: 'prevocational1', year: '1' });
    const where = { id: s.regNo, section: 'prevocational1', year: '1', term: 'Entry' };
    const entry = () => flows.record(t.headers, s.regNo);
    const term = flows.termOf(await entry(), 'prevocational1', '1', 'Entry');
    expect(term.report.personalQA).toEqual([]);
    expect(term.report.academicQA).toHaveLength(1);

    const evaluate = await flows.get('/teacher/evaluate', {
      ...t.headers,
      ...where,
      type: qaTypeOf('personal'),
    });
    expect(evaluate.statusCode).toBe(409);
    expect(evaluate.json().msg).toBe(PROGRESS_MESSAGES.noItems);
    const saved = await flows.post('/teacher/eval/form', t.headers, {
      ...where,
      type: qaTypeOf('personal'),
      revision: term.revision,
      data: { username: t.teacherId, questions: [] },
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().msg).toBe(PROGRESS_MESSAGES.noItems);
    expect(flows.termOf(await entry(), 'prevocational1', '1', 'Entry').evaluated.personal).toBe(
      false,
    );

    // The admin imports the group's items: the open, empty lists take them.
    const rows = CATEGORIES.map((c) => ['prevocational1', c, 1, `${c} task`]);
    const response = await importRequest(ctx, admin, await bankFile(rows));
    expect(response.statusCode, response.body).toBe(200);
    const filled = flows.termOf(await entry(), 'prevocational1', '1', 'Entry');
    expect(filled.report.personalQA).toEqual([{ question: 'personal task', answer: null }]);
    // A list that had items keeps its own copy (decisions §3).
    expect(filled.report.academicQA!.map((q) => q.question)).toEqual(['Counts money']);
    const result = await flows.answerCategory(
      t.headers,
      { regNo: s.regNo, section: 'prevocational1', year: '1', term: 'Entry' },
      'personal',
      () => 'Yes',
    );
    expect(result.percent).toBe(100);
  });
});
