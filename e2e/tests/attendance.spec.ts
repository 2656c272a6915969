import { instituteDate } from '@pragati/domain';
import type { Page } from '@playwright/test';
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

async function bothWidths(page: Page, label: string) {
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
}

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
  const target = await mark.boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await bothWidths(page, 'today’s register');

  await context.setOffline(true);
  await mark.click();
  await page.getByLabel(`Reason for ${absentee.name}`).selectOption('ill');
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText('Kept on this device')).toBeVisible();
  await bothWidths(page, 'the register kept offline');

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
  await bothWidths(page, 'the monthly register');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .xlsx' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file!) as unknown as ExcelJS.Buffer);
  // ExcelJS rows and cells count from 1: Reg. No, Name, the month's days, then P and A totals.
  const rows = book.worksheets[0]!.getSheetValues() as unknown[][];
  const day = Number(today.slice(8));
  const days = new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7), 0)).getUTCDate();
  const header = rows.find((r) => r?.[3] === 1 && r?.[2 + days] === days)!;
  expect(header).toHaveLength(3 + days + 2);
  const row = rows.find((r) => r?.[1] === absentee.regNo)!;
  expect(row[2]).toBe(absentee.name);
  expect(row[2 + day]).toBe('A');
  expect(row[3 + days + 1]).toBeGreaterThanOrEqual(1);
  const present = rows.find((r) => r?.[1] === AUTOSAVE.expiry.regNo)!;
  expect(present[2 + day]).toBe('P');
  const students = rows.filter((r) => r?.[2 + day] === 'P' || r?.[2 + day] === 'A');
  const totals = rows.find((r) => r?.[2] === 'Present that day')!;
  expect(totals[2 + day]).toBe(students.length - 1);

  // The monthly register prints on A4 landscape (its own named page) at full size: laid out at
  // the paper's printable width (297 mm less two 10 mm margins), nothing is wider, so the browser
  // has nothing to shrink; the paper carries every column, the totals among them.
  await page.emulateMedia({ media: 'print' });
  const printable = Math.floor((277 / 25.4) * 96);
  await page.setViewportSize({ width: printable, height: 700 });
  const widths = await page.evaluate(() => ({
    table: document.querySelector('table')!.getBoundingClientRect().right,
    page: document.documentElement.scrollWidth,
    pageName: getComputedStyle(document.body).getPropertyValue('page'),
  }));
  expect(widths.pageName).toBe('monthly-register');
  expect(widths.table).toBeLessThanOrEqual(printable);
  expect(widths.page).toBeLessThanOrEqual(printable);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // A4 landscape: 297 × 210 mm is 842 × 595 points.
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))!;
  expect([Math.round(+box[1]!), Math.round(+box[2]!)]).toEqual([842, 595]);
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
