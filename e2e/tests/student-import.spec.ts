import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADINGS = [
  'Registration Number',
  'Name',
  'Registration Date',
  'Date of Birth',
  'Sex',
  'Aadhar Number',
  'Mobile No.',
  'Class',
];
/** The optional consent columns after them (issue 26 item 13). */
const CONSENT_HEADINGS = [
  'Consent Date',
  'Consent Verified By',
  'Consent Notice Language',
  'Consent Purposes',
  "Guardian's Name",
  "Guardian's Relation",
  "Guardian's Mobile",
  "Guardian's Address",
];

async function expectAccessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Three good rows (rows 2–4) and two bad ones (rows 5 and 6), built here, not from a file. */
async function importSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow([...HEADINGS, ...CONSENT_HEADINGS]);
  sheet.addRow([
    'E2E-IMP-1',
    'Arjun Pillai',
    '2024-06-03',
    '2014-01-15',
    'Male',
    '234567890121',
    '9876512341',
    'Preprimary',
    // The guardian's signed consent form, recorded with the registration.
    '2024-06-03',
    'Signed form',
    'English',
    'Assessment and programme planning; History reports',
    'Lakshmi Pillai',
    'Mother',
    '9876500001',
    '4 Temple Street, Kochi',
  ]);
  sheet.addRow([
    'E2E-IMP-2',
    'Divya Menon',
    '2024-06-04',
    '2013-05-20',
    'Female',
    '234567890122',
    '9876512342',
    'Primary-I',
  ]);
  sheet.addRow([
    'E2E-IMP-3',
    'Farhan Ali',
    new Date(Date.UTC(2024, 5, 5)),
    '2012-11-02',
    'M',
    234567890123,
    9876512343,
    'Primary-II',
  ]);
  sheet.addRow([
    'E2E-IMP-4',
    '',
    '2024-06-06',
    '2014-08-09',
    'Female',
    '234567890124',
    '12',
    'Primary-I',
  ]);
  sheet.addRow([
    'E2E-IMP-5',
    'Gita Rao',
    '2024-06-07',
    'soon',
    'Female',
    '234567890125',
    '9876512345',
    'Primary-III',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('admin imports a sheet of good and bad rows, fixes one, deletes one, uploads it again', async ({
  page,
}, testInfo) => {
  // Twelve axe scans and a few spreadsheets on a busy two-core machine.
  test.setTimeout(300_000);
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('region', { name: 'Students' })
    .getByRole('link', { name: 'Import from a sheet' })
    .click();
  await expect(page).toHaveURL('/admin/importstudents');
  await expect(page.getByRole('heading', { level: 1, name: 'Import students' })).toBeFocused();
  await expect(page.getByText('No rows are waiting to be fixed.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'import screen');

  // The template: the wizard's step-1 fields and the class, under a note.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template (.xlsx)' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('student-import-template.xlsx');
  const templatePath = testInfo.outputPath('template.xlsx');
  await template.saveAs(templatePath);
  const templateBook = new ExcelJS.Workbook();
  await templateBook.xlsx.readFile(templatePath);
  expect((templateBook.worksheets[0]!.getRow(2).values as unknown[]).slice(1)).toEqual([
    ...HEADINGS,
    ...CONSENT_HEADINGS,
  ]);

  // Upload: three registered, two kept with every reason, the passwords shown once.
  const file = { name: 'students.xlsx', mimeType: XLSX, buffer: await importSheet() };
  await page.getByLabel('Student sheet (.xlsx)').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and register' }).click();
  const result = page.getByRole('region', { name: 'Upload result' });
  await expect(result.getByText('Registered: 3')).toBeVisible();
  await expect(result.getByText('Consents recorded: 1')).toBeVisible();
  await expect(result.getByText('Kept to fix: 2')).toBeVisible();
  await expect(result.getByText('Duplicates skipped: 0')).toBeVisible();
  const accounts = page.getByRole('table', { name: '3 new accounts' });
  await expect(accounts.getByRole('row')).toHaveCount(4);
  const pending = page.getByRole('table', { name: '2 rows to fix' });
  await expect(pending.getByText('Name: Name is required.')).toBeVisible();
  await expect(pending.getByText('Mobile No.: Mobile No. must be 10 digits')).toBeVisible();
  await expect(pending.getByText('Date of Birth: Enter dates as YYYY-MM-DD.')).toBeVisible();
  await expect(
    pending.getByText('Class: Class must be Preprimary, Primary-I or Primary-II.'),
  ).toBeVisible();
  await expect(pending.getByRole('cell', { name: 'XXXX XXXX 0124' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'upload result with rows to fix');

  // The credentials sheet to print.
  const sheetDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download credentials sheet (.xlsx)' }).click();
  const sheet = await sheetDownload;
  expect(sheet.suggestedFilename()).toBe('student-credentials.xlsx');
  const printed = new ExcelJS.Workbook();
  const sheetPath = testInfo.outputPath('credentials.xlsx');
  await sheet.saveAs(sheetPath);
  await printed.xlsx.load(fs.readFileSync(sheetPath) as unknown as ExcelJS.Buffer);
  expect(printed.worksheets[0]!.getRow(3).getCell(1).value).toBe('E2E-IMP-1');

  // Fix row 5: the reasons sit on their fields; a refusal focuses the first; then it registers.
  await pending.getByRole('button', { name: 'Fix row 5' }).click();
  const fix = page.getByRole('dialog', { name: 'Fix row 5' });
  await expect(fix.getByText('Name is required.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'fix dialog');
  await fix.getByRole('textbox', { name: /^Name/ }).fill('Kavya Nair');
  await fix.getByRole('button', { name: 'Save and register' }).click();
  const mobile = fix.getByRole('textbox', { name: /^Mobile No\./ });
  await expect(mobile).toBeFocused();
  await expect(fix.getByText('Mobile No. must be 10 digits')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'fix dialog with an error');
  await mobile.fill('9876512344');
  await fix.getByRole('button', { name: 'Save and register' }).click();
  await expect(page.getByText('E2E-IMP-4 registered successfully')).toBeVisible();
  await expect(fix).toBeHidden();
  await expect(page.getByRole('table', { name: '4 new accounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: '1 row to fix' })).toBeVisible();

  // Delete row 6, after a confirmation naming the action.
  await page.getByRole('button', { name: 'Delete row 6' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete row 6' });
  await expectAccessibleAtBothWidths(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete row' }).click();
  await expect(page.getByText('Row 6 deleted.')).toBeVisible();
  await expect(page.getByText('No rows are waiting to be fixed.')).toBeVisible();

  // The same sheet again: the four students are not registered twice, and as none of them has
  // signed in yet each gets a fresh temporary password (issue 26 item 3, decisions §12); the
  // deleted row is back to fix (it is in the sheet and nowhere else).
  await page.getByLabel('Student sheet (.xlsx)').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and register' }).click();
  await expect(result.getByText('Registered: 0')).toBeVisible();
  await expect(result.getByText('Kept to fix: 1')).toBeVisible();
  await expect(result.getByText('Duplicates skipped: 0')).toBeVisible();
  await expect(
    result.getByRole('listitem').filter({
      hasText: '4 students who had never signed in got new temporary passwords',
    }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: '1 row to fix' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'second upload');
  const list = await page.request.get('/api/admin/viewstudents');
  const students = ((await list.json()) as { data: { regNo: string }[] }).data;
  expect(
    students
      .map((s) => s.regNo)
      .filter((r) => r.startsWith('E2E-IMP-'))
      .sort(),
  ).toEqual(['E2E-IMP-1', 'E2E-IMP-2', 'E2E-IMP-3', 'E2E-IMP-4']);
});
