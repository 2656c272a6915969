import ExcelJS from 'exceljs';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { AUDIT_SEED } from '../support/seed-audit.js';
import { E2E_USERS } from '../support/users.js';

/**
 * Issue 14 part 3 (decisions §9): the admin opens the audit log from the admin home, filters by
 * action and a date range (days in India time), pages, keeps the view through reload and Back,
 * and exports what the filters match. Runs at a desktop and a phone width.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`admin filters, pages and exports the audit log (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, E2E_USERS.admin);
    await expect(page).toHaveURL('/admin');

    const panel = page.getByRole('region', { name: 'Audit Log' });
    await panel.getByRole('link', { name: 'Open audit log' }).click();
    await expect(page).toHaveURL('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeFocused();
    await expect(page.getByText(/^Showing 1–\d+ of [\d,]+ entries$/)).toBeVisible();
    await expectAccessible(page, `audit log at ${viewport.width} px`);

    // By action and a date range: the 30 reveals of 10–14 June, newest first.
    await page.getByLabel('Action').selectOption({ label: 'Aadhaar number revealed' });
    await page.getByLabel(/^From \(date\)/).fill(AUDIT_SEED.range.from);
    await page.getByLabel(/^To \(date\)/).fill(AUDIT_SEED.range.to);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('Showing 1–30 of 30 matching entries')).toBeVisible();
    await expect(page).toHaveURL(
      '/admin/audit?action=student.aadhaar.reveal&from=2025-06-10&to=2025-06-14',
    );
    const rows = page.getByRole('table', { name: /Audit log entries/ }).locator('tbody tr');
    await expect(rows).toHaveCount(30);
    await expect(rows.first().getByRole('cell').first()).toHaveText('14 Jun 2025, 23:50:00');
    await expect(rows.last().getByRole('cell').first()).toHaveText('10 Jun 2025, 00:10:00');
    await expect(rows.first()).toContainText('Aadhaar number revealed');
    await expect(rows.first()).toContainText('PR-2025-030');
    await expectAccessible(page, `audit log filtered at ${viewport.width} px`);

    // Pages of 25; reload and Back keep the view.
    await page.getByLabel('Entries per page').selectOption('25');
    await expect(page.getByText('Showing 1–25 of 30 matching entries')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 26–30 of 30 matching entries')).toBeVisible();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(5);
    await page.reload();
    await expect(page.getByText('Showing 26–30 of 30 matching entries')).toBeVisible();
    await expect(page.getByLabel('Action')).toHaveValue('student.aadhaar.reveal');
    await expect(page.getByLabel(/^From \(date\)/)).toHaveValue('2025-06-10');
    await expectAccessible(page, `audit log page 2 at ${viewport.width} px`);
    await page.goBack();
    await expect(page.getByText('Showing 1–25 of 30 matching entries')).toBeVisible();

    // The export holds every matching entry, not just the page.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export (.xlsx)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d\d-\d\d\.xlsx$/);
    await expect(
      page.getByText(
        `The 30 entries the filters match were saved as ${download.suggestedFilename()}.`,
      ),
    ).toBeVisible();
    const sheet = await firstSheet(await download.path());
    expect(sheet.getCell('A2').value).toBe(
      'Filters: action contains "student.aadhaar.reveal", from 2025-06-10, to 2025-06-14',
    );
    const exported = dataRows(sheet);
    expect(exported).toHaveLength(AUDIT_SEED.revealsInRange);
    expect(exported[0]).toEqual([
      '14 Jun 2025, 23:50:00',
      E2E_USERS.admin.userId,
      'admin',
      'Aadhaar number revealed',
      'student.aadhaar.reveal',
      'PR-2025-030',
      'Succeeded',
      '',
    ]);
    expect(exported.map((r) => r[5])).toEqual(
      Array.from({ length: 30 }, (_, i) => `PR-2025-${String(30 - i).padStart(3, '0')}`),
    );
    await expectAccessible(page, `audit log exported at ${viewport.width} px`);

    if (viewport.width !== 1280) return;
    // Failed sign-ins whose typed ids read like formulas: shown as typed, exported inert.
    await page.getByLabel('Action').selectOption({ label: 'Sign-in' });
    await page.getByLabel('Outcome').selectOption({ label: 'Failed' });
    await page.getByLabel(/^From \(date\)/).fill('2025-06-12');
    await page.getByLabel(/^To \(date\)/).fill('2025-06-12');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('Showing 1–3 of 3 matching entries')).toBeVisible();
    await expect(rows.first()).toContainText(AUDIT_SEED.formulaIds[2]);
    const second = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export (.xlsx)' }).click();
    const failures = dataRows(await firstSheet(await (await second).path()));
    expect(failures.map((r) => r[5])).toEqual(
      [...AUDIT_SEED.formulaIds].reverse().map((id) => `'${id}`),
    );

    // The exports are in the log themselves.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Action').selectOption({ label: 'Audit log exported' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(rows.first()).toContainText(E2E_USERS.admin.userId);
    await expect(rows.first()).toContainText('rows: 3');
  });
}

async function firstSheet(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.worksheets[0]!;
}

/** The entries of an export: the rows under the header in row 4, as their cell texts. */
function dataRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n <= 4) return;
    rows.push(Array.from({ length: 8 }, (_, i) => String(row.getCell(i + 1).value ?? '')));
  });
  return rows;
}
