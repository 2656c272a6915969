import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { STATUS_USERS } from '../support/status-users.js';
import { E2E_USERS } from '../support/users.js';

/**
 * Issue 19 part 5: the admin erases a student who left years ago. Afterwards no answer of the
 * API holds the name or the Aadhaar number, the regNo finds nobody and the student cannot sign
 * in; the audit log says who erased whom.
 */
const { erasable } = STATUS_USERS;

async function bothWidths(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${label} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the admin erases a former student’s personal data', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  const due = await page.request.get('/api/admin/erasure-due');
  expect(due.ok()).toBe(true);
  expect((await due.json()).data).toContainEqual(
    expect.objectContaining({ regNo: erasable.userId, status: 'left' }),
  );

  await page.goto(`/admin/viewstudents/details/${encodeURIComponent(erasable.userId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student Record' })).toBeVisible();
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
  await expect(dialog).toContainText('This cannot be undone.');
  await bothWidths(page, 'erase dialog');
  await dialog.getByLabel(/^Type the registration number/).fill(erasable.userId);
  await dialog.getByLabel(/^Your password/).fill(E2E_USERS.admin.password);
  await dialog.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page).toHaveURL('/admin/viewstudents');
  await expect(page.getByText(/has been erased/).first()).toBeVisible();
  await bothWidths(page, 'student list after an erasure');

  // Nothing the API answers holds the name or the number; the regNo finds nobody.
  for (const url of ['/api/admin/viewstudents', '/api/admin/erasure-due', '/api/overview']) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain(erasable.name);
    expect(body, url).not.toContain(erasable.aadhaar);
  }
  const details = await page.request.get('/api/admin/viewStudentDetails', {
    headers: { regNo: erasable.userId },
  });
  expect(details.status()).toBe(404);
  const audit = await page.request.get(`/api/admin/audit?action=student.erase&limit=10&offset=0`);
  expect(JSON.stringify(await audit.json())).toContain(erasable.userId);
  // A fresh client, as the student's own device would be.
  const login = await request.post('/api/login', {
    data: { id: erasable.userId, password: erasable.password },
  });
  expect(login.status()).toBe(401);
});
