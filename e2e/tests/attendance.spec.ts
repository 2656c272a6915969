import { instituteDate } from '@pragati/domain';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { AUTOSAVE } from '../support/autosave-users.js';
import { pdfPages } from '../support/pdf-text.js';

/*
 * Issue 31 part 1: the class teacher marks today's register on a phone while offline; it is kept
 * on the device and reaches the server when the connection returns. The monthly register then
 * shows the day and exports as a sheet whose cells say the same.
 */

test.use({ viewport: { width: 390, height: 844 } });

const teacher = AUTOSAVE.teacher;
const absentee = AUTOSAVE.offline;
const today = instituteDate(new Date());

test('a teacher marks today’s register offline; online again, it is on the server and in the monthly sheet', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, teacher);
  await page.getByRole('link', { name: "Today's register" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const mark = page.getByRole('button', { name: `${absentee.name}: present. Tap to mark absent` });
  await expect(mark).toBeVisible();
  await expectAccessible(page, 'today’s register at 390 px');

  await context.setOffline(true);
  await mark.click();
  await page.getByLabel(`Reason for ${absentee.name}`).selectOption('ill');
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText('Kept on this device')).toBeVisible();
  await expectAccessible(page, 'the register kept offline at 390 px');

  await context.setOffline(false);
  await expect(page.getByText(/Saved on the server/)).toBeVisible({ timeout: 15_000 });
  const saved = await page.request.get(`/api/teacher/attendance/${teacher.classId}/${today}`);
  expect(saved.status()).toBe(200);
  const body = (await saved.json()) as {
    students: { regNo: string; present: boolean; reason: string | null }[];
  };
  expect(body.students.find((s) => s.regNo === absentee.regNo)).toMatchObject({
    present: false,
    reason: 'ill',
  });

  await page.getByRole('link', { name: 'Monthly register' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page, 'the monthly register at 390 px');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .xlsx' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file!) as unknown as ExcelJS.Buffer);
  const rows = book.worksheets[0]!.getSheetValues() as unknown[][];
  const row = rows.find((r) => r?.[1] === absentee.regNo)!;
  const day = Number(today.slice(8));
  expect(row[2 + day]).toBe('A');

  // The monthly register prints on A4: page.pdf() fits the grid to the paper's width (as the
  // browser's print does by default), and the paper carries every column, the totals among them.
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = pdfPages(pdf);
  expect(pages.length).toBeGreaterThanOrEqual(1);
  const paper = pages.join(' ').replace(/\s+/g, '');
  expect(paper).toContain('Presentthatday');
  expect(paper).toContain(absentee.regNo.replace(/\s+/g, ''));
  // The last day of the month's column header and the day's own total reached the paper.
  const lastDay = String(
    new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7), 0)).getUTCDate(),
  );
  expect(paper).toContain(lastDay);
  await page.emulateMedia({ media: 'screen' });
});
