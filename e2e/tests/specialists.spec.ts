import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

/*
 * Issue 31 parts 2-3: the admin makes a specialist account (temporary password shown once) and
 * assigns two students; the specialist signs in on a phone, sets their password, sees the two
 * students and logs one session for both. Every screen is checked with axe at 390 and 1280 px.
 */

const specialistId = `e2e-speech-${Date.now().toString(36)}`;

async function bothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} at 390 px`);
}

test('the admin makes a specialist and assigns two students; the specialist logs a session for both', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_USERS.admin);
  await page.getByLabel('New User ID').fill(specialistId);
  await page.getByLabel('Role', { exact: true }).selectOption('specialist');
  await page.getByLabel('Kind of specialist').selectOption('speech');
  await page.getByRole('button', { name: 'Create account' }).click();
  const password = (await page.getByTestId('staff-temporary-password').textContent())!.trim();
  expect(password.length).toBeGreaterThan(5);
  await bothWidths(page, 'the admin home with the temporary password');

  await page.getByRole('link', { name: 'Open caseloads' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Specialists and caseloads' }),
  ).toBeVisible();
  await page.getByLabel('Specialist', { exact: true }).selectOption(specialistId);
  const boxes = page.getByRole('group', { name: 'Students on the caseload' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1]) {
    await boxes.nth(i).check();
    names.push((await boxes.nth(i).getAttribute('id')) ?? '');
  }
  // The label is the tap target: 44 px high on a phone.
  const box = await page.locator(`label[for="${names[0]}"]`).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Save caseload' }).click();
  await expect(page.getByText('The caseload has been saved.')).toBeVisible();
  await bothWidths(page, 'the caseloads');

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, { userId: specialistId, password });
  await expect(page).toHaveURL('/first-login');
  await page.getByLabel('Current Password').fill(password);
  await page.getByLabel('New Password', { exact: true }).fill('speech-pass-1');
  await page.getByLabel('Confirm New Password').fill('speech-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully. Please login again.')).toBeVisible();
  await signIn(page, { userId: specialistId, password: 'speech-pass-1' });
  await expect(page.getByRole('heading', { level: 1, name: 'Specialist Home' })).toBeVisible();
  const students = page.getByRole('group', { name: 'Students in this session' });
  await expect(students.getByRole('checkbox')).toHaveCount(2);
  await students.getByRole('checkbox').nth(0).check();
  await students.getByRole('checkbox').nth(1).check();
  await page.getByLabel('Minutes').fill('40');
  await page.getByLabel('How the child did').selectOption('verbalPrompt');
  await page.getByLabel('Note').fill('Turn-taking with picture cards.');
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('The session has been saved for 2 students.')).toBeVisible();
  await bothWidths(page, 'the specialist home');
});
