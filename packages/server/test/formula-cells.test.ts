import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cellText, formulaWithoutValue, sheetText } from '../src/lib/xlsx-cells.js';
import { credentialsSheet } from '../src/modules/teacher-accounts/sheets.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { bankFile, getBank, importRequest, listOf } from './helpers/question-bank.js';
import {
  pendingTeachers,
  resetTeachers,
  teacherRow,
  teacherSheet,
  uploadRows,
  upload,
  viewTeachers,
} from './helpers/teachers.js';

// Issue 12 part 7: a formula cell is read as its calculated value, or its row is refused naming
// the cell; text we write that could read as a formula is inert.
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await resetTeachers(ctx);
});

async function questionsOf(section: 'primary1' | 'primary2', category: 'personal' | 'social') {
  return listOf(await getBank(ctx, admin.headers), section, category).items.map((i) => i.question);
}

/** The raw XML of every worksheet of a file, to see what a spreadsheet program would see. */
async function worksheetXml(file: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(file);
  const names = Object.keys(zip.files).filter((n) => /^xl\/worksheets\/.*\.xml$/.test(n));
  const shared = zip.file('xl/sharedStrings.xml');
  const parts = await Promise.all(names.map((n) => zip.file(n)!.async('string')));
  return parts.join('\n') + (shared ? await shared.async('string') : '');
}

describe('teacher upload: formula cells', () => {
  it('a formula with a calculated value is read as that value', async () => {
    const row = teacherRow();
    const email = String(row[3]);
    row[3] = { formula: `LOWER("${email.toUpperCase()}")`, result: email };
    const result = await uploadRows(ctx, admin.headers, [row]);
    expect(result).toMatchObject({ registered: 1, pending: 0 });
    const [teacher] = await viewTeachers(ctx, admin.headers);
    expect(teacher!.email).toBe(email);
  });

  it('a formula without a value refuses the row, naming the cell', async () => {
    const good = teacherRow();
    const bad = teacherRow();
    bad[3] = { formula: 'CONCAT("a","@b.example")' } as ExcelJS.CellValue;
    // Header on row 1, so the rows are 2 and 3; Email is column D.
    const result = await uploadRows(ctx, admin.headers, [good, bad]);
    expect(result).toMatchObject({ registered: 1, pending: 1 });
    const { data } = await pendingTeachers(ctx, admin.headers);
    expect(data[0]).toMatchObject({
      teacherId: bad[0],
      email: '',
      msg: 'Row 3, column Email (D3): the cell holds a formula without a value; type the value instead.',
    });
    expect(JSON.stringify(data)).not.toContain('[object Object]');
  });

  it('a row whose only filled cell is such a formula is not skipped as blank', async () => {
    const response = await upload(
      ctx,
      admin.headers,
      await teacherSheet([teacherRow(), ['', '', '', '', { formula: 'A1' } as ExcelJS.CellValue]]),
    );
    expect(response.json()).toMatchObject({ registered: 1, pending: 1 });
    const { data } = await pendingTeachers(ctx, admin.headers);
    expect(data[0]!.msg).toContain(
      'Row 3, column ClassId (E3): the cell holds a formula without a value; type the value instead.',
    );
  });
});

describe('question bank: formula cells and formula-like text', () => {
  it('a formula with a calculated value is read as that value; without one the file is refused', async () => {
    const withValue = await importRequest(
      ctx,
      admin.headers,
      await bankFile([
        [
          'primary1',
          'personal',
          1,
          { formula: '"Eats "&"with a spoon"', result: 'Eats with a spoon' },
        ],
      ]),
    );
    expect(withValue.statusCode).toBe(200);
    expect(await questionsOf('primary1', 'personal')).toEqual(['Eats with a spoon']);

    const without = await importRequest(
      ctx,
      admin.headers,
      await bankFile([
        ['primary1', 'personal', 1, 'Eats with a spoon'],
        ['primary1', 'personal', 2, { formula: 'D2' } as ExcelJS.CellValue],
      ]),
    );
    expect(without.statusCode).toBe(400);
    const message =
      'Row 3, column Question (D3): the cell holds a formula without a value; type the value instead.';
    expect(without.json()).toMatchObject({
      msg: message,
      issues: [{ path: 'row 3', message }],
    });
  });

  it('a question beginning with "=" is exported as inert text and imports back unchanged', async () => {
    // A quote before a formula character is the spreadsheet's own mark for text: read without it.
    const typed = ['=SUM(1,2) is written as text', '-Waves goodbye', "'@mentions", 'Plain'];
    const questions = ['=SUM(1,2) is written as text', '-Waves goodbye', '@mentions', 'Plain'];
    const first = await importRequest(
      ctx,
      admin.headers,
      await bankFile(typed.map((q, i) => ['primary2', 'social', i + 1, q])),
    );
    expect(first.statusCode).toBe(200);
    expect(await questionsOf('primary2', 'social')).toEqual(questions);

    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/questions/export',
      headers: admin.headers,
    });
    const file = exported.rawPayload;
    const xml = await worksheetXml(file);
    expect(xml).not.toMatch(/<f[ >]/);
    expect(xml).toContain('&apos;=SUM(1,2) is written as text');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    const cells: ExcelJS.Cell[] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      if (row.getCell(2).value === 'social' && row.getCell(1).value === 'primary2') {
        cells.push(row.getCell(4));
      }
    });
    expect(cells.map((c) => c.type)).toEqual(Array(4).fill(ExcelJS.ValueType.String));
    expect(cells.map((c) => c.value)).toEqual([
      "'=SUM(1,2) is written as text",
      "'-Waves goodbye",
      "'@mentions",
      'Plain',
    ]);

    const again = await importRequest(ctx, admin.headers, file);
    expect(again.statusCode).toBe(200);
    expect(again.json().categories.every((c: { changed: boolean }) => !c.changed)).toBe(true);
    expect(await questionsOf('primary2', 'social')).toEqual(questions);
  });
});

describe('sheets we write', () => {
  it('the credentials sheet writes formula-like text as inert text', async () => {
    const file = await credentialsSheet([{ userId: '=HYPERLINK("x")', temporaryPassword: 'Ab3' }]);
    const xml = await worksheetXml(file);
    expect(xml).not.toMatch(/<f[ >]/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.getCell('A3').value).toBe(`'=HYPERLINK("x")`);
    expect(cellText(workbook.worksheets[0]!.getCell('A3').value)).toBe('=HYPERLINK("x")');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98', "'+91 98"],
    ['-x', "'-x"],
    ['@x', "'@x"],
    ['\t=x', "'\t=x"],
    ["'=x", "''=x"],
    ["'plain", "'plain"],
    ['plain', 'plain'],
  ])('sheetText(%j) is %j and reads back', (text, written) => {
    expect(sheetText(text)).toBe(written);
    expect(cellText(written)).toBe(text);
  });

  it('formulaWithoutValue tells a formula without a result from one with', () => {
    expect(formulaWithoutValue({ formula: 'A1' } as ExcelJS.CellValue)).toBe(true);
    expect(formulaWithoutValue({ sharedFormula: 'A1' } as ExcelJS.CellValue)).toBe(true);
    expect(formulaWithoutValue({ formula: 'A1', result: 0 } as ExcelJS.CellValue)).toBe(false);
    expect(formulaWithoutValue('=A1')).toBe(false);
    expect(cellText({ formula: 'A1' } as ExcelJS.CellValue)).toBe('');
    expect(cellText({ formula: 'A1', result: 0 } as ExcelJS.CellValue)).toBe('0');
  });
});
