import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText } from '../src/lib/xlsx-upload.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { xlsxFile } from './helpers/multipart.js';
import { createStudent, createTeacher } from './helpers/progress-factories.js';
import { getBank, importRequest, listOf, SHEET_HEADINGS } from './helpers/question-bank.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/**
 * Question bank items in two languages (issue 16 part 4, decisions §13): an optional Hindi text
 * per item, a `Question (hi)` column on import (optional) and export (always), and the term
 * report's own copy of it, so a later bank edit never changes what a term asked.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
  flows = teacherFlows(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const HINDI_HEADINGS = [...SHEET_HEADINGS, 'Question (hi)'];
const withHindi = (rows: (string | number)[][]) => xlsxFile([HINDI_HEADINGS, ...rows]);
const hindiOf = async (section: 'preprimary' | 'primary1', category: 'personal' | 'social') =>
  listOf(await getBank(ctx, admin), section, category).items.map((i) => [i.question, i.questionHi]);

async function exportRows(): Promise<{ file: Buffer; rows: string[][] }> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/questions/export',
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push([1, 2, 3, 4, 5].map((c) => cellText(row.getCell(c).value)));
  });
  return { file: response.rawPayload, rows };
}

const put = (category: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/questions/preprimary/${category}`,
    headers: admin,
    payload,
  });

describe('import and export with the Question (hi) column', () => {
  it('imports the Hindi texts; an empty Hindi cell is no Hindi text', async () => {
    const response = await importRequest(
      ctx,
      admin,
      await withHindi([
        ['preprimary', 'personal', 1, 'Washes hands', 'हाथ धोता है'],
        ['preprimary', 'personal', 2, 'Eats by self', ''],
        ['preprimary', 'social', 1, 'Greets teachers', '  शिक्षकों को नमस्ते करता है  '],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await hindiOf('preprimary', 'personal')).toEqual([
      ['Washes hands', 'हाथ धोता है'],
      ['Eats by self', null],
    ]);
    expect(await hindiOf('preprimary', 'social')).toEqual([
      ['Greets teachers', 'शिक्षकों को नमस्ते करता है'],
    ]);
  });

  it('exports the column always, and the export imports back unchanged', async () => {
    const { file, rows } = await exportRows();
    expect(rows[0]).toEqual(HINDI_HEADINGS);
    expect(rows.slice(1)).toEqual([
      ['preprimary', 'personal', '1', 'Washes hands', 'हाथ धोता है'],
      ['preprimary', 'personal', '2', 'Eats by self', ''],
      ['preprimary', 'social', '1', 'Greets teachers', 'शिक्षकों को नमस्ते करता है'],
    ]);
    const before = await getBank(ctx, admin);
    const again = await importRequest(ctx, admin, file, 'question-bank.xlsx');
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe('The file matches the current bank; nothing changed.');
    expect(await getBank(ctx, admin)).toEqual(before);
  });

  it('an old sheet without the column still imports and keeps the Hindi texts', async () => {
    const before = listOf(await getBank(ctx, admin), 'preprimary', 'personal');
    const response = await importRequest(
      ctx,
      admin,
      await xlsxFile([
        SHEET_HEADINGS,
        ['preprimary', 'personal', 1, 'Washes hands'],
        ['preprimary', 'personal', 2, 'Eats by self'],
        ['preprimary', 'personal', 3, 'Drinks from a cup'],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = listOf(await getBank(ctx, admin), 'preprimary', 'personal');
    expect(after.items.map((i) => [i.question, i.questionHi])).toEqual([
      ['Washes hands', 'हाथ धोता है'],
      ['Eats by self', null],
      ['Drinks from a cup', null],
    ]);
    expect(after.items[0]!.itemId).toBe(before.items[0]!.itemId);
  });

  it('a Hindi text changed alone is a new version with the same item ids', async () => {
    const before = listOf(await getBank(ctx, admin), 'preprimary', 'social');
    const response = await importRequest(
      ctx,
      admin,
      await withHindi([['preprimary', 'social', 1, 'Greets teachers', 'नमस्ते करता है']]),
    );
    expect(response.json().categories[0]).toMatchObject({ changed: true, added: 0, retired: 0 });
    const after = listOf(await getBank(ctx, admin), 'preprimary', 'social');
    expect(after.version).toBe((before.version ?? 0) + 1);
    expect(after.items[0]).toMatchObject({
      itemId: before.items[0]!.itemId,
      questionHi: 'नमस्ते करता है',
    });
    // The earlier version still holds the earlier Hindi text (versions are immutable).
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/questions/versions/${before.versionId}`,
      headers: admin,
    });
    expect(old.json().items[0].questionHi).toBe('शिक्षकों को नमस्ते करता है');
  });

  it.each([
    [
      'a Hindi text over 500 characters',
      'क'.repeat(501),
      'Row 2: the Hindi question is longer than 500 characters.',
    ],
    [
      // Exceljs reads the OOXML escape `_x0000_` back as a NUL character.
      'a control character in the Hindi text',
      'हाथ _x0000_',
      'Row 2: the Hindi question contains characters that are not allowed.',
    ],
  ])('refuses %s: 400 naming the row, nothing changed', async (_, questionHi, message) => {
    const before = await getBank(ctx, admin);
    const response = await importRequest(
      ctx,
      admin,
      await withHindi([['preprimary', 'social', 1, 'Greets teachers', questionHi]]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: message, issues: [{ path: 'row 2', message }] });
    expect(await getBank(ctx, admin)).toEqual(before);
  });

  it('refuses a formula without a value in the Hindi column, naming the cell', async () => {
    const response = await importRequest(
      ctx,
      admin,
      await xlsxFile([
        HINDI_HEADINGS,
        ['preprimary', 'social', 1, 'Greets', { formula: 'D2' } as ExcelJS.CellValue],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      'Row 2, column Question (hi) (E2): the cell holds a formula without a value; type the value instead.',
    );
  });
});

describe('the editor save (PUT) with Hindi texts', () => {
  it('sets, trims and clears a Hindi text; left out, an item keeps it', async () => {
    const list = listOf(await getBank(ctx, admin), 'preprimary', 'personal');
    const [wash, eat, drink] = list.items.map((i) => ({ itemId: i.itemId, question: i.question }));
    const saved = await put('personal', {
      baseVersion: list.version,
      items: [
        wash,
        { ...eat, questionHi: ' खुद खाता है ' },
        { ...drink, questionHi: '' },
        { question: 'Combs hair', questionHi: 'बाल संवारता है' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().list.items.map((i: { questionHi: string | null }) => i.questionHi)).toEqual(
      ['हाथ धोता है', 'खुद खाता है', null, 'बाल संवारता है'],
    );
  });

  it.each([
    [{ questionHi: 'क'.repeat(501) }, 'A Hindi question can be at most 500 characters.'],
    [{ questionHi: 12 }, 'The Hindi question must be text or null.'],
    [{ questionHi: 'बाल\u0000' }, 'Question (Hindi) contains characters that are not allowed.'],
  ])('%j → 400 with the exact message', async (hindi, message) => {
    const list = listOf(await getBank(ctx, admin), 'preprimary', 'personal');
    const response = await put('personal', {
      baseVersion: list.version,
      items: [{ question: 'Combs hair', ...hindi }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('answers the refusal in Hindi when the request asks for Hindi', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/questions/preprimary/personal',
      headers: { ...admin, 'accept-language': 'hi' },
      payload: { baseVersion: 1, items: [{ question: 'Q', questionHi: 'क'.repeat(501) }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('हिन्दी प्रश्न अधिकतम 500 अक्षरों का हो सकता है।');
  });

  it('is refused to a teacher (403)', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/questions/preprimary/personal',
      headers: teacher.headers,
      payload: { baseVersion: 1, items: [{ question: 'Q', questionHi: 'प्र' }] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a term report keeps the texts it asked', () => {
  it('copies the Hindi texts; a later bank edit changes only new terms', async () => {
    const t = await createTeacher(ctx, ['preprimary_1']);
    const { regNo } = await createStudent(ctx, { section: 'preprimary', year: '1' });
    const asked = flows.termOf(await flows.record(t.headers, regNo), 'preprimary', '1', 'Entry');
    expect(asked.report.personalQA).toEqual([
      { question: 'Washes hands', questionHi: 'हाथ धोता है', answer: null },
      { question: 'Eats by self', questionHi: 'खुद खाता है', answer: null },
      { question: 'Drinks from a cup', answer: null },
      { question: 'Combs hair', questionHi: 'बाल संवारता है', answer: null },
    ]);

    const list = listOf(await getBank(ctx, admin), 'preprimary', 'personal');
    const edited = await put('personal', {
      baseVersion: list.version,
      items: list.items.map((i) => ({ ...i, questionHi: `${i.question} (नया)` })),
    });
    expect(edited.statusCode).toBe(200);

    // The original client's save: question and answer only; the term's Hindi copy stays.
    const save = await flows.post('/teacher/eval/form', t.headers, {
      type: 'personalQA',
      id: regNo,
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      data: {
        username: t.teacherId,
        questions: asked.report.personalQA!.map((q) => ({ question: q.question, answer: 'Yes' })),
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const after = flows.termOf(await flows.record(t.headers, regNo), 'preprimary', '1', 'Entry');
    expect(after.report.personalQA).toEqual(
      asked.report.personalQA!.map((q) => ({ ...q, answer: 'Yes' })),
    );

    const newcomer = await createStudent(ctx, { section: 'preprimary', year: '1' });
    const fresh = flows.termOf(
      await flows.record(t.headers, newcomer.regNo),
      'preprimary',
      '1',
      'Entry',
    );
    expect(fresh.report.personalQA![2]).toEqual({
      question: 'Drinks from a cup',
      questionHi: 'Drinks from a cup (नया)',
      answer: null,
    });
  });
});
