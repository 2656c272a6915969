import type { Page } from '@playwright/test';
import { DISABILITY_MESSAGES } from '@pragati/domain';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

/*
 * Issue 30 parts 1-3: the admin records the seeded student's disability profile on the details
 * (two conditions, a certificate with a re-assessment date, a UDID and an aid received); the
 * principal reads it as tables; the guardian, signed in as the student, reads it in plain words.
 * Axe runs on every screen at 1280 and 390 px.
 */

const student = E2E_USERS.student;

async function accessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${label} at 1280 px`);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('the admin records the disability profile on the details', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  await page.goto(`/admin/viewstudents/details/${student.userId}`);
  const section = page.getByRole('region', { name: 'Disability profile' });
  await section.getByRole('button', { name: /disability profile$/ }).click();

  await section
    .getByLabel('Condition 1', { exact: true })
    .selectOption({ label: 'Intellectual disability' });
  await section.getByLabel('Certified percentage of condition 1').fill('75');
  await section.getByRole('button', { name: 'Add condition' }).click();
  await section
    .getByLabel('Condition 2', { exact: true })
    .selectOption({ label: 'Cerebral palsy' });
  await section.getByLabel('Certified percentage of condition 2').fill('40');
  await section.getByLabel('A disability certificate has been issued').check();
  await section.getByLabel('Certificate number').fill('MH/PUNE/2024/118');
  await section.getByLabel('Issuing authority').fill('Civil Surgeon, Pune');
  await section.getByLabel('Issue date').fill('2024-06-10');
  await section.getByLabel('Re-assessment date').fill('2027-06-10');
  await section.getByLabel('UDID', { exact: true }).selectOption('udid');
  await section.getByLabel('Number', { exact: true }).fill('MH1220120160004567');
  await section.getByRole('button', { name: 'Add aid or benefit' }).click();
  await section.getByLabel('Item 1 from the list').selectOption({ label: 'Hearing aid' });
  await section.getByLabel('Date of item 1').fill('2025-01-15');
  await accessibleAtBothWidths(page, 'disability profile form');

  // A bad UDID is refused on the field before anything is sent.
  await section.getByLabel('Number', { exact: true }).fill('MH12201');
  await section.getByRole('button', { name: 'Save disability profile' }).click();
  await expect(section.getByText(DISABILITY_MESSAGES.udidNumber).first()).toBeVisible();
  await section.getByLabel('Number', { exact: true }).fill('MH1220120160004567');
  await section.getByRole('button', { name: 'Save disability profile' }).click();
  await expect(page.getByText(DISABILITY_MESSAGES.saved(student.userId))).toBeVisible();

  const conditions = section.getByRole('table', { name: 'Conditions' });
  await expect(conditions.getByRole('row')).toHaveCount(3);
  await expect(conditions).toContainText('Intellectual disability');
  await expect(section.getByRole('table', { name: 'Aids, appliances and benefits' })).toContainText(
    'Hearing aid',
  );
  await expect(section).toContainText('MH1220120160004567');
  await accessibleAtBothWidths(page, 'details with the disability profile');
});

test('the principal reads it as tables, without controls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.principal);
  await expect(page).toHaveURL('/principal');
  await page.goto(`/principal/viewstudents/details/${student.userId}`);
  const section = page.getByRole('region', { name: 'Disability profile' });
  await expect(section.getByRole('table', { name: 'Conditions' })).toContainText('Cerebral palsy');
  await expect(section.getByRole('button')).toHaveCount(0);
  await accessibleAtBothWidths(page, "the principal's details with the profile");
});

test('the guardian reads it in plain words', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, student);
  await expect(page).toHaveURL('/student');
  await page.goto('/student/details');
  const own = page.getByRole('region', { name: 'Disability profile' });
  const words = own.getByTestId('disability-plain-words');
  await expect(words).toContainText('Main disability: Intellectual disability, certified at 75 %.');
  await expect(words).toContainText('The certificate must be checked again on 2027-06-10.');
  await expect(words).toContainText('Received Hearing aid on 2025-01-15, through ADIP.');
  await accessibleAtBothWidths(page, "the guardian's plain words");
});
