import type { Page } from '@playwright/test';
import { BULK_CONSENT_MESSAGES, instituteDate, previousDay } from '@pragati/domain';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

/*
 * Issue 26 item 13 (decisions §15): an institute starting today has most students with consent
 * pending. The admin opens "Record consents", picks a class, ticks the students whose signed
 * forms are in hand, fills in each guardian, gives the shared fields once and saves them all;
 * they leave the pending list. The admin home shows its first steps (item 15). Axe runs on
 * every screen at 1280 and 390 px.
 */

const stamp = Date.now().toString(36).toUpperCase();
const students = [1, 2, 3].map((n) => ({
  regNo: `BLK/${stamp}/${n}`,
  name: `Bulk Pupil ${n} ${stamp}`,
}));

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').getByText(message, { exact: true });

async function accessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${label} at 1280 px`);
}

test.describe.configure({ timeout: 240_000 });

test('the admin records the consent of many students at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  // Registered by the spec's own call, which carries no consent: all three pending.
  const origin = new URL(page.url()).origin;
  for (const [i, s] of students.entries()) {
    const registered = await page.request.post('/api/admin/registerStudent', {
      headers: { Origin: origin },
      data: {
        formData: {
          details: {
            info: {
              regNo: s.regNo,
              regDate: previousDay(instituteDate(new Date())),
              dob: '2016-05-05',
              name: s.name,
              sex: 'female',
              aadharNo: `73190452${String(9100 + i)}`,
              mobileNo: `901122${String(3400 + i)}`,
            },
          },
          stdCred: { section: 'primary2', year: '1' },
        },
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
  }

  // Issue 26 item 15: the admin home's first steps, each with its state in words.
  const firstSteps = page.getByRole('region', { name: 'First steps' });
  await expect(firstSteps.getByText('Make the first backup')).toBeVisible();
  await accessibleAtBothWidths(page, 'admin home with its first steps');

  await page.getByRole('link', { name: 'Record consents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record consents' })).toBeVisible();
  await page.getByLabel('Class', { exact: true }).selectOption('primary2_1');
  const form = (name: string) => page.getByRole('group', { name: new RegExp(name) });
  await expect(form(students[0]!.name)).toBeVisible();
  await accessibleAtBothWidths(page, 'record consents, nothing ticked');

  for (const [i, s] of students.entries()) {
    const group = form(s.name);
    await group.getByLabel('Signed form in hand').check();
    await group.getByLabel("Guardian's name").fill(`Guardian ${i + 1}`);
    await group.getByLabel(/^Relation to the student/).fill('Mother');
    await group.getByLabel("Guardian's mobile number").fill(`912345670${i}`);
    await group.getByLabel("Guardian's address").fill(`${i + 1} Gandhi Nagar, Lucknow`);
  }
  const shared = page.getByRole('group', { name: 'Shared by every form' });
  await shared.getByLabel('Signed form').check();
  await shared.getByLabel(/Assessment and programme planning/).check();
  await shared.getByLabel(/History reports/).check();
  await accessibleAtBothWidths(page, 'record consents, three forms filled');

  await page.getByRole('button', { name: 'Record consent for 3 students' }).click();
  await expect(toast(page, BULK_CONSENT_MESSAGES.recorded(3))).toBeVisible();
  // Recorded: they are no longer pending, here or on the list.
  for (const s of students) await expect(form(s.name)).toHaveCount(0);
  await accessibleAtBothWidths(page, 'record consents after saving');

  await page.goto('/admin/viewstudents');
  const table = page.getByRole('table', { name: 'Registered students' });
  await page.getByRole('button', { name: 'Search Registration No.' }).click();
  await page.getByPlaceholder('Search Registration No.').fill(`BLK/${stamp}`.toLowerCase());
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /Show Details of BLK/ }) });
  await expect(rows).toHaveCount(3);
  await expect(rows.getByText('Consent pending')).toHaveCount(0);
  await accessibleAtBothWidths(page, 'student list after the bulk consent');
});
