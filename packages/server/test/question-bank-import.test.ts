import {
  CATEGORIES,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_IMPORT_MESSAGES,
  type QuestionBank,
  SECTIONS,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText, MAX_UPLOAD_BYTES } from '../src/lib/xlsx-upload.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import {
  bankFile,
  bankRows,
  fixtureBank,
  getBank,
  importRequest,
  listOf,
  SHEET_HEADINGS,
} from './helpers/question-bank.js';
import { xlsxFile } from './helpers/multipart.js';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
});
afterAll(async () => {
  await ctx.close();
});

const facp = fixtureBank();

async function versionCount(): Promise<number> {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n from question_bank_versions`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function auditActions(outcome: string) {
  const result = await ctx.database.db.execute(
    sql`select detail from audit_log where action = 'questionBank.import' and outcome = ${outcome} order by id`,
  );
  return (result as unknown as { rows: { detail: Record<string, unknown> }[] }).rows;
}

async function readExport(): Promise<{ buffer: Buffer; rows: string[][] }> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/questions/export',
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(response.headers['content-disposition']).toBe('attachment; filename="question-bank.xlsx"');
  const buffer = response.rawPayload;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push([1, 2, 3, 4, 5].map((c) => cellText(row.getCell(c).value)));
  });
  return { buffer, rows };
}

describe('importing the real FACP bank', () => {
  let imported: QuestionBank;

  it('imports all three sections, 363 items', async () => {
    const response = await importRequest(ctx, admin, await bankFile(bankRows(facp)));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.msg).toBe('Question bank imported.');
    expect(body.categories).toHaveLength(15);
    expect(body.categories.every((c: { changed: boolean }) => c.changed)).toBe(true);
    expect(body.categories.reduce((n: number, c: { items: number }) => n + c.items, 0)).toBe(363);
    imported = await getBank(ctx, admin);
  });

  it.each([
    ['preprimary', [19, 22, 44, 4, 16]],
    ['primary1', [21, 21, 57, 10, 20]],
    ['primary2', [21, 21, 57, 10, 20]],
  ] as const)('%s has the counts per category of the FACP', (section, counts) => {
    expect(CATEGORIES.map((category) => listOf(imported, section, category).items.length)).toEqual(
      counts,
    );
  });

  it('keeps the order and exact wording, typos included', () => {
    for (const section of SECTIONS) {
      for (const category of CATEGORIES) {
        const list = listOf(imported, section, category);
        expect(list.items.map((i) => i.question)).toEqual(facp[section][category]);
        expect(list.items.map((i) => i.no)).toEqual(list.items.map((_, i) => i + 1));
        expect(list.source).toBe('import');
        expect(list.version).toBe(1);
      }
    }
    const personal = listOf(imported, 'preprimary', 'personal').items;
    expect(personal[8]?.question).toBe(
      'Takes off clothes (inlcuding under garments) when unbuttoned',
    );
    expect(personal[14]?.question).toContain('Idli & chutncy');
  });

  it('gives every item its own id, even where two items read the same', () => {
    const ids = imported.data.flatMap((l) => l.items.map((i) => i.itemId));
    expect(new Set(ids).size).toBe(363);
    const academic = listOf(imported, 'primary1', 'academic').items.map((i) => i.question);
    expect(new Set(academic).size).toBeLessThan(academic.length);
  });

  it('exports in the import layout, and importing the export gives the same bank', async () => {
    const before = await getBank(ctx, admin);
    const { buffer, rows } = await readExport();
    // Always with the Hindi column (decisions §13), empty while no item has a Hindi text.
    expect(rows[0]).toEqual([...SHEET_HEADINGS, 'Question (hi)']);
    expect(rows.slice(1)).toEqual(bankRows(facp).map((r) => [...r.map(String), '']));

    const versionsBefore = await versionCount();
    const again = await importRequest(ctx, admin, buffer, 'question-bank.xlsx');
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe('The file matches the current bank; nothing changed.');
    expect(again.json().categories.some((c: { changed: boolean }) => c.changed)).toBe(false);
    expect(await getBank(ctx, admin)).toEqual(before);
    expect(await versionCount()).toBe(versionsBefore);
  });

  it('audits the import', async () => {
    const entries = await auditActions('success');
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries[0]!.detail.lists).toHaveLength(15);
  });
});

describe('an import replaces only the lists in the file', () => {
  it('makes a new version of each list present; ids follow the wording', async () => {
    const before = await getBank(ctx, admin);
    const oldSocial = listOf(before, 'preprimary', 'social');
    const social = [...facp.preprimary.social];
    social[2] = 'Goes to a familiar person when called'; // reworded
    social.splice(5, 1); // dropped
    const response = await importRequest(
      ctx,
      admin,
      await bankFile(bankRows({ preprimary: { social } })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().categories).toEqual([
      {
        section: 'preprimary',
        category: 'social',
        version: 2,
        items: 21,
        changed: true,
        added: 1,
        retired: 2,
      },
    ]);

    const after = await getBank(ctx, admin);
    const newSocial = listOf(after, 'preprimary', 'social');
    expect(newSocial.version).toBe(2);
    expect(newSocial.items.map((i) => i.question)).toEqual(social);
    // Unchanged wording keeps its id; the reworded item is new, the old one retired.
    expect(newSocial.items[0]!.itemId).toBe(oldSocial.items[0]!.itemId);
    expect(newSocial.items[2]!.itemId).not.toBe(oldSocial.items[2]!.itemId);
    expect(newSocial.retired.map((r) => r.itemId).sort()).toEqual(
      [oldSocial.items[2]!.itemId, oldSocial.items[5]!.itemId].sort(),
    );
    for (const list of after.data) {
      if (list.section === 'preprimary' && list.category === 'social') continue;
      expect(list).toEqual(listOf(before, list.section, list.category));
    }
  });
});

describe('refused imports change nothing', () => {
  const goodRows = () => bankRows({ primary2: { social: facp.primary2.social } });

  it.each([
    [
      'an unknown section',
      () => [...goodRows(), ['primary3', 'social', 1, 'Greets']],
      'Row 23: unknown section "primary3". Use preprimary, primary1, primary2.',
    ],
    [
      'an unknown category',
      () => [...goodRows(), ['primary2', 'vocational', 1, 'Packs boxes']],
      'Row 23: unknown category "vocational". Use personal, social, academic, occupational, recreational.',
    ],
    [
      'a duplicated number',
      () => [...goodRows(), ['primary2', 'social', 21, 'Waits in a queue']],
      'Row 23: No 21 appears twice in primary2 social (also row 22).',
    ],
    [
      'a missing number',
      () => [...goodRows(), ['primary2', 'social', '', 'Waits in a queue']],
      'Row 23: the No is missing.',
    ],
    [
      'a gap in the numbers',
      () => [...goodRows(), ['primary2', 'social', 23, 'Waits in a queue']],
      'Row 23: No 22 is missing in primary2 social; numbers must run 1, 2, 3, … without gaps.',
    ],
    [
      'an empty question',
      () => [...goodRows(), ['primary2', 'social', 22, '  ']],
      'Row 23: the Question is empty.',
    ],
  ])('%s → 400 naming the row', async (_, rows, message) => {
    const before = await getBank(ctx, admin);
    const versions = await versionCount();
    const response = await importRequest(ctx, admin, await bankFile(rows()));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
    expect(response.json().issues[0]).toEqual({ path: 'row 23', message });
    expect(await getBank(ctx, admin)).toEqual(before);
    expect(await versionCount()).toBe(versions);
  });

  it.each([
    [
      'a .csv file',
      Buffer.from('Section,Category,No,Question\n'),
      'bank.csv',
      'Only .xlsx spreadsheets can be uploaded.',
    ],
    [
      'text named .xlsx',
      Buffer.from('Section;Category'),
      'bank.xlsx',
      'Only .xlsx spreadsheets can be uploaded.',
    ],
  ])('%s → 400, nothing changed', async (_, file, filename, message) => {
    const before = await getBank(ctx, admin);
    const response = await importRequest(ctx, admin, file, filename);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
    expect(await getBank(ctx, admin)).toEqual(before);
  });

  it('a sheet without the heading row → 400', async () => {
    const before = await getBank(ctx, admin);
    const response = await importRequest(ctx, admin, await xlsxFile(goodRows()));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      'The sheet must have a heading row with the columns Section, Category, No, Question.',
    );
    expect(await getBank(ctx, admin)).toEqual(before);
  });

  it('a sheet with headings only → 400', async () => {
    const response = await importRequest(ctx, admin, await bankFile([]));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('The spreadsheet has no questions.');
  });

  it('a file over 2 MB → 413', async () => {
    const before = await getBank(ctx, admin);
    const big = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(MAX_UPLOAD_BYTES),
    ]);
    const response = await importRequest(ctx, admin, big);
    expect(response.statusCode).toBe(413);
    expect(await getBank(ctx, admin)).toEqual(before);
  });

  // Issue 26: 5,001 rows were taken; the cap is named in the message, in English and Hindi.
  it('a sheet of 5,001 question rows → 400 naming the limit; 5,000 are taken', async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => ['primary2', 'social', i + 1, `Item ${i + 1}`]);
    const before = await getBank(ctx, admin);
    const versions = await versionCount();
    const file = await bankFile(rows(QUESTION_IMPORT_MAX_ROWS + 1));
    const message = QUESTION_IMPORT_MESSAGES.tooManyRows(5001, 5000);
    expect(message).toContain('at most 5,000');
    const refused = await importRequest(ctx, admin, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(message);
    expect(refused.json().issues).toEqual([{ path: 'row 5002', message }]);
    const hindi = await importRequest(ctx, { ...admin, 'accept-language': 'hi' }, file);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().msg).toContain('अधिक से अधिक 5,000');
    expect(await getBank(ctx, admin)).toEqual(before);
    expect(await versionCount()).toBe(versions);

    const taken = await importRequest(ctx, admin, await bankFile(rows(QUESTION_IMPORT_MAX_ROWS)));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(listOf(await getBank(ctx, admin), 'primary2', 'social').items).toHaveLength(5000);
    // The FACP list back, for the tests after this one.
    const back = await importRequest(ctx, admin, await bankFile(goodRows()));
    expect(back.statusCode).toBe(200);
  }, 120_000);

  it('audits refused imports with the reason', async () => {
    const reasons = (await auditActions('failure')).map((e) => e.detail.reason);
    expect(reasons).toContain('Row 23: the Question is empty.');
    expect(reasons).toContain('Only .xlsx spreadsheets can be uploaded.');
  });
});

describe('the sheet layout', () => {
  it('accepts a note above the headings, other column orders, display names and blank rows', async () => {
    const file = await xlsxFile([
      ['Question bank for the new year'],
      ['No', 'Question', 'Category', 'Section'],
      [1, 'Plays carrom', 'Recreational', 'Primary-II'],
      [],
      [2, 'Plays chess', 'recreational', 'primary2'],
    ]);
    const response = await importRequest(ctx, admin, file);
    expect(response.statusCode).toBe(200);
    const list = listOf(await getBank(ctx, admin), 'primary2', 'recreational');
    expect(list.items.map((i) => i.question)).toEqual(['Plays carrom', 'Plays chess']);
  });
});
