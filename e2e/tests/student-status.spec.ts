import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { STATUS_USERS } from '../support/status-users.js';
import { E2E_USERS } from '../support/users.js';

/*
 * Issue 14 parts 1 and 8: the admin withdraws a student (who can then no longer sign in) and
 * restores them (who can again); and undoes a mistaken year-end transfer. Every screen and
 * dialog is scanned by axe at the desk and the phone width.
 */

const admin = E2E_USERS.admin;
const { leaver, transferred } = STATUS_USERS;
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const CLOSED =
  'This account is closed: the student has left the institute. Please contact the office.';

/** axe at both widths, back at the desk width after. */
async function accessibleAtBoth(page: Page, label: string) {
  await page.setViewportSize(DESK);
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize(DESK);
}

async function openDetails(page: Page, regNo: string) {
  await page.goto(`/admin/viewstudents/details/${encodeURIComponent(regNo)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Record' })).toBeVisible();
  return page.getByRole('region', { name: 'Student Details' });
}

const row = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Student Details' })
    .getByRole('row', { name: new RegExp(`^${label}`) });

test.use({ viewport: DESK });

test('withdraw: the student cannot sign in; restore: they can again', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const student = await browser.newPage();
  await signIn(page, admin);
  await expect(page).toHaveURL('/admin');
  await openDetails(page, leaver.userId);
  await expect(row(page, 'Status')).toContainText('Active');
  await accessibleAtBoth(page, 'details of an active student');

  // Withdraw: the password is required, and a wrong one is refused in the dialog.
  await page.getByRole('button', { name: 'Withdraw student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw student' });
  await dialog.getByLabel(/^Reason/).fill('The family moved to Nagpur.');
  const password = dialog.getByLabel(/^Your password/);
  await dialog.getByRole('button', { name: 'Withdraw student' }).click();
  await expect(dialog.getByText('Enter your own password to confirm.')).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Withdraw student' }).click();
  await expect(
    dialog.getByText('Your password is not correct. Nothing was changed.'),
  ).toBeVisible();
  await expect(password).toBeFocused();
  await accessibleAtBoth(page, 'withdraw dialog with an error');
  await password.fill(admin.password);
  await dialog.getByRole('button', { name: 'Withdraw student' }).click();
  await expect(dialog).toBeHidden();
  const outcome = page.getByRole('status').filter({ hasText: 'has been withdrawn' });
  await expect(outcome).toBeVisible();
  await expect(outcome).toBeFocused();
  await expect(row(page, 'Status')).toContainText(/Left on \d{4}-\d\d-\d\d/);
  await expect(row(page, 'Reason for Leaving')).toContainText('The family moved to Nagpur.');
  await expect(row(page, 'Last Class')).toContainText('Preprimary-3');
  await expect(row(page, 'Current Term')).toHaveCount(0);
  await accessibleAtBoth(page, 'details of a student who left');

  // The history screen says so too.
  await page.goto(`/admin/viewstudents/history/${encodeURIComponent(leaver.userId)}`);
  const info = page.getByRole('region', { name: 'Student Information' }).first();
  await expect(info).toContainText(/Left the institute on \d{4}-\d\d-\d\d/);
  await expect(info).toContainText('Last Class');
  await accessibleAtBoth(page, 'history of a student who left');

  // The student is refused with the reason.
  await signIn(student, leaver);
  await expect(student.getByText(CLOSED)).toBeVisible();
  await expect(student).toHaveURL('/');

  // Restore.
  await openDetails(page, leaver.userId);
  await page.getByRole('button', { name: 'Restore student' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore student' });
  await expect(restore).toContainText('Preprimary-3, Term Entry');
  await accessibleAtBoth(page, 'restore dialog');
  await restore.getByLabel(/^Note/).fill('Back in Pune.');
  await restore.getByLabel(/^Your password/).fill(admin.password);
  await restore.getByRole('button', { name: 'Restore student' }).click();
  await expect(restore).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'has been restored' })).toBeVisible();
  await expect(row(page, 'Status')).toContainText('Active');
  await expect(row(page, 'Class')).toContainText('Preprimary-3');

  await signIn(student, leaver);
  await expect(student).toHaveURL('/student');
  await student.close();
});

test('a mistaken transfer is undone: back to Term III of the year before', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, admin);
  await expect(page).toHaveURL('/admin');
  await openDetails(page, transferred.userId);
  await expect(row(page, 'Class')).toContainText('Preprimary-3');
  await expect(row(page, 'Current Term')).toContainText('Term Entry');

  await page.getByRole('button', { name: 'Undo last transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo last transfer' });
  await dialog.getByLabel(/^Your password/).fill(admin.password);
  await dialog.getByRole('button', { name: 'Undo transfer' }).click();
  const reason = dialog.getByRole('textbox', { name: /^Reason/ });
  await expect(dialog.getByText('Enter the reason for undoing the transfer.')).toBeVisible();
  await expect(reason).toBeFocused();
  await accessibleAtBoth(page, 'undo dialog with an error');
  await reason.fill('The year was submitted before the last assessment was entered.');
  await dialog.getByRole('button', { name: 'Undo transfer' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'back in Preprimary-2, Term III' }),
  ).toBeVisible();
  await expect(row(page, 'Class')).toContainText('Preprimary-2');
  await expect(row(page, 'Current Term')).toContainText('Term III');
  await expect(page.getByRole('button', { name: 'Undo last transfer' })).toHaveCount(0);
  await accessibleAtBoth(page, 'details after the undo');

  // The history shows the year open again, at once.
  await page.goto(`/admin/viewstudents/history/${encodeURIComponent(transferred.userId)}`);
  const info = page.getByRole('region', { name: 'Student Information' }).first();
  await expect(info).toContainText('Preprimary-2');
  await accessibleAtBoth(page, 'history after the undo');
});
