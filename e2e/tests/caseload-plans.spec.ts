import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

/*
 * Issue 31 parts 2-3: the admin assigns a whole class to a new speech therapist and plans two
 * speech sessions a week for one of its students; the specialist signs in on a phone, finds the
 * class's students on the caseload with this month's planned vs delivered, and opens the
 * student's planned and delivered sessions. Every screen is checked with axe at 390 and 1280 px.
 */

const specialistId = `e2e-plan-${Date.now().toString(36)}`;

async function bothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} at 390 px`);
}

/** The admin makes the account and assigns the first listed student's whole class. */
async function assignClass(page: Page): Promise<string> {
  await signIn(page, E2E_USERS.admin);
  await page.getByLabel('New User ID').fill(specialistId);
  await page.getByLabel('Role', { exact: true }).selectOption('specialist');
  await page.getByLabel('Kind of specialist').selectOption('speech');
  await page.getByRole('button', { name: 'Create account' }).click();
  const password = (await page.getByTestId('staff-temporary-password').textContent())!.trim();
  await page.getByRole('link', { name: 'Open caseloads' }).click();
  await page.getByLabel('Specialist', { exact: true }).selectOption(specialistId);
  const first = page
    .getByRole('group', { name: 'Students on the caseload' })
    .getByRole('checkbox')
    .first();
  await expect(first).toBeVisible();
  // The label reads "Name (regNo, Class)": its class is the one to assign whole.
  const label = (await page
    .locator(`label[for="${await first.getAttribute('id')}"]`)
    .textContent())!;
  const className = label.slice(label.lastIndexOf(', ') + 2, -1);
  await page
    .getByRole('group', { name: /^Whole classes on the caseload/ })
    .getByRole('checkbox', { name: className, exact: true })
    .check();
  await page.getByRole('button', { name: 'Save caseload' }).click();
  await expect(page.getByText('The caseload has been saved.')).toBeVisible();
  const onCaseload = page.getByRole('table', { name: /planned and delivered/ });
  await expect(onCaseload.getByRole('row').nth(1)).toContainText(className);
  await bothWidths(page, 'the caseloads with a whole class');
  return password;
}

test('a whole class on a caseload, sessions planned by the admin, planned vs delivered for the specialist', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const password = await assignClass(page);

  // The admin plans speech sessions from the student's record.
  const table = page.getByRole('table', { name: /planned and delivered/ });
  const studentLink = table.getByRole('row').nth(1).getByRole('link');
  const student = (await studentLink.textContent())!;
  await studentLink.click();
  await expect(page.getByRole('heading', { name: 'Planned and delivered sessions' })).toBeVisible();
  await page.getByLabel('Kind of session').selectOption('speech');
  await page.getByLabel(/^Planned per week/).fill('2');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('The planned sessions have been saved.')).toBeVisible();
  const month = page.getByRole('table', { name: /^Sessions in .*: planned and delivered$/ });
  await expect(month.getByRole('row', { name: /Speech therapy/ })).toContainText('2');
  await bothWidths(page, "the admin's planned and delivered sessions");

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, { userId: specialistId, password });
  await page.getByLabel('Current Password').fill(password);
  await page.getByLabel('New Password', { exact: true }).fill('plan-pass-1');
  await page.getByLabel('Confirm New Password').fill('plan-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully. Please login again.')).toBeVisible();
  await signIn(page, { userId: specialistId, password: 'plan-pass-1' });
  await expect(page.getByRole('heading', { level: 1, name: 'Specialist Home' })).toBeVisible();
  const caseload = page.getByRole('table', { name: /planned and delivered/ });
  const link = caseload.getByRole('link', { name: student, exact: true });
  // Planned per week, planned this month, delivered: 2 a week, none logged yet.
  const cells = link.locator('xpath=ancestor::tr').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('2');
  await expect(cells.nth(3)).toHaveText('0');
  // The student's link is the tap target: 44 px high on a phone.
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await bothWidths(page, 'the specialist home with planned vs delivered');

  await link.click();
  await expect(page.getByRole('heading', { name: 'Planned and delivered sessions' })).toBeVisible();
  // A specialist plans their own kind only.
  await expect(page.getByLabel('Kind of session').locator('option')).toHaveCount(1);
  await expect(page.getByLabel(/^Planned per week/)).toHaveValue('2');
  await bothWidths(page, "the specialist's planned and delivered sessions");
});
