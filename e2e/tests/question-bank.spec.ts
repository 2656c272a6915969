import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, SECTIONS } from '@pragati/domain';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Bank = Record<string, Record<string, string[]>>;

/** The real FACP bank (../shared/fixtures, read in place) as an import sheet. */
async function facpWorkbook(): Promise<{ buffer: Buffer; bank: Bank }> {
  const file = path.resolve(here, '../../../shared/fixtures/facp-item-bank.json');
  const bank = JSON.parse(fs.readFileSync(file, 'utf8')).sections as Bank;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(['Section', 'Category', 'No', 'Question']);
  for (const section of SECTIONS) {
    for (const category of CATEGORIES) {
      bank[section]![category]!.forEach((q, i) => sheet.addRow([section, category, i + 1, q]));
    }
  }
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), bank };
}

test('admin imports the FACP bank, reads it, edits an item and exports', async ({ page }) => {
  // Six axe scans of long tables (up to 57 items, 19 text areas) take a while on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  await page.getByRole('link', { name: 'Open question bank' }).click();
  await expect(page).toHaveURL('/admin/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Question Bank' })).toBeVisible();

  // A first run has the team's sample bank, marked as such.
  await expect(page.getByText('This is the sample bank')).toBeVisible();
  await expect(page.getByText(/Version 1 · Sample bank/)).toBeVisible();
  await expectAccessible(page, 'question bank with the sample');

  // Import the institute's bank.
  const { buffer, bank } = await facpWorkbook();
  await page
    .getByLabel('Question bank file (.xlsx)')
    .setInputFiles({ name: 'facp-items.xlsx', mimeType: XLSX, buffer });
  await page.getByRole('button', { name: 'Import' }).click();
  const summary = page.getByRole('table', { name: /What the import did/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('row')).toHaveCount(16);
  await expect(summary.getByText('New version 2: 19 added, 5 retired')).toBeVisible();
  await expect(page.getByText('This is the sample bank')).toBeHidden();
  await expectAccessible(page, 'question bank after import');

  // The items, in order and as written.
  const personal = page.getByRole('table', { name: 'Personal — Preprimary: 19 items' });
  await expect(personal.getByRole('row')).toHaveCount(20);
  await expect(personal.getByRole('row').nth(9)).toContainText(bank.preprimary!.personal![8]!);
  await page.getByRole('tab', { name: 'Primary-I', exact: true }).click();
  await page.getByRole('tab', { name: 'Academic (57)' }).click();
  await expect(page.getByRole('table', { name: 'Academic — Primary-I: 57 items' })).toBeVisible();
  await expect(page).toHaveURL('/admin/questions?section=primary1&category=academic');
  await expectAccessible(page, 'question bank, Primary-I academic');

  // Edit one item of Preprimary personal.
  await page.getByRole('tab', { name: 'Preprimary' }).click();
  await page.getByRole('tab', { name: 'Personal (19)' }).click();
  await page.getByRole('button', { name: 'Edit list' }).click();
  const first = page.getByRole('textbox', { name: 'Question 1', exact: true });
  await expect(first).toHaveValue(bank.preprimary!.personal![0]!);
  await first.fill('Chews and swallows solid food placed in the mouth');
  await page.getByRole('button', { name: 'Move question 2 up', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Question 2', exact: true })).toHaveValue(
    'Chews and swallows solid food placed in the mouth',
  );
  await expectAccessible(page, 'question list editor');
  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page.getByText('Saved as a new version.')).toBeVisible();
  const edited = page.getByRole('table', { name: 'Personal — Preprimary: 19 items' });
  await expect(edited.getByRole('row').nth(2)).toContainText(
    'Chews and swallows solid food placed in the mouth',
  );
  await expect(page.getByText(/Version 3 · Edited on screen/)).toBeVisible();

  // The imported version is still there, as it was.
  await page.getByText('Version history').click();
  await page.getByRole('button', { name: 'View version 2' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row').nth(1)).toContainText(bank.preprimary!.personal![0]!);
  await expectAccessible(page, 'an earlier version');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  // Export: the file holds the edited bank in the import layout.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export .xlsx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('question-bank.xlsx');
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await download.path());
  const sheet = exported.worksheets[0]!;
  const cells = (row: number) => [1, 2, 3, 4].map((c) => sheet.getRow(row).getCell(c).value);
  expect(cells(1)).toEqual(['Section', 'Category', 'No', 'Question']);
  expect(sheet.actualRowCount).toBe(364);
  expect(cells(2)).toEqual(['preprimary', 'personal', 1, bank.preprimary!.personal![1]]);
  expect(cells(3)).toEqual([
    'preprimary',
    'personal',
    2,
    'Chews and swallows solid food placed in the mouth',
  ]);
  await expect(page.getByText('Question bank exported.')).toBeVisible();
});
