import type { Page } from '@playwright/test';
import { CORRECTION_STUDENT as S } from '../support/correction-users.js';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

/**
 * Issue 19 part 4 (DPDP Act s.12): the guardian, signed in as the student, asks for two
 * corrections; the admin accepts one (the record changes) and declines the other with a reason;
 * the guardian sees both outcomes. axe at 1280 and 390 px on every screen and dialog.
 */
async function bothWidths(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${label} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const DECLINE_REASON = 'Bring the birth certificate to the office, then ask again.';

async function ask(page: Page, field: string, value: string, reason: string) {
  await page.getByLabel(/^Field to correct/).selectOption({ label: field });
  await page.getByLabel(/^Correct value/).fill(value);
  await page.getByLabel(/^Why is the value held wrong/).fill(reason);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'has been sent to the office' }),
  ).toBeVisible();
}

test('a guardian asks for corrections; the admin accepts one and declines one', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The guardian, on the student's account.
  await signIn(page, S);
  await expect(page).toHaveURL('/student');
  await page.getByRole('link', { name: 'Ask for a correction' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Ask for a correction|Corrections/ }),
  ).toBeFocused();
  await expect(page.getByText('You have not asked for any correction yet.')).toBeVisible();
  await bothWidths(page, 'correction form, no requests');

  // A value the registration refuses is marked on its field before anything is sent.
  await page.getByLabel(/^Field to correct/).selectOption({ label: 'Date of Birth' });
  await page.getByLabel(/^Correct value/).fill('15/08/2016');
  await page.getByLabel(/^Why is the value held wrong/).fill('As on the birth certificate');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Enter dates as YYYY-MM-DD.')).toBeVisible();
  await expect(page.getByLabel(/^Correct value/)).toBeFocused();
  await bothWidths(page, 'correction form with an error');

  await ask(page, 'Name', S.correctName, 'The surname is misspelt.');
  await ask(page, 'Date of Birth', '2016-08-15', 'As on the birth certificate');
  const mine = page.getByRole('table', { name: /My correction requests/ });
  await expect(mine.locator('tbody tr')).toHaveCount(2);
  await expect(mine.getByRole('cell', { name: 'Open', exact: true })).toHaveCount(2);
  await bothWidths(page, 'correction form with two open requests');

  // The admin, on another device.
  const adminContext = await browser.newContext({ reducedMotion: 'reduce' });
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_USERS.admin);
  await expect(admin).toHaveURL('/admin');
  const panel = admin.getByRole('region', { name: 'Correction requests' });
  await expect(panel).toContainText('2 open requests from guardians.');
  await bothWidths(admin, 'admin home with open correction requests');
  await panel.getByRole('link', { name: 'Review requests' }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: /Correction requests|Corrections/ }),
  ).toBeVisible();
  const open = admin.getByRole('table', { name: 'Open correction requests' });
  await expect(open.locator('tbody tr')).toHaveCount(2);
  await expect(admin.getByText('Open requests: 2')).toBeVisible();
  await bothWidths(admin, 'open correction requests');

  await admin.getByRole('button', { name: `Accept: Name of ${S.name}` }).click();
  const accept = admin.getByRole('dialog', { name: 'Accept correction' });
  await expect(accept).toContainText(`from “${S.name}” to “${S.correctName}”`);
  await bothWidths(admin, 'accept dialog');
  await accept.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(
    admin
      .getByRole('status')
      .filter({ hasText: `The correction of Name for ${S.userId} has been applied.` }),
  ).toBeVisible();

  await admin.getByRole('button', { name: /^Decline: Date of Birth of / }).click();
  const decline = admin.getByRole('dialog', { name: 'Decline correction' });
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(decline.getByText(/Give the reason for declining/)).toBeVisible();
  await decline.getByLabel(/^Reason for declining/).fill(DECLINE_REASON);
  await bothWidths(admin, 'decline dialog');
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'The request has been declined.' }),
  ).toBeVisible();
  await expect(admin.getByText('No open requests.')).toBeVisible();
  await bothWidths(admin, 'correction requests, all decided');

  // The decided ones, and the student's details with the new name.
  await admin.getByLabel('Show').selectOption('all');
  const all = admin.getByRole('table', { name: 'All correction requests' });
  await expect(all.getByText(`Declined: ${DECLINE_REASON}`)).toBeVisible();
  await bothWidths(admin, 'all correction requests');
  await all
    .getByRole('link', { name: `${S.correctName} (${S.userId})` })
    .first()
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Student Record' })).toBeVisible();
  await expect(admin.getByRole('main')).toContainText(S.correctName);
  await expect(admin.getByRole('main')).toContainText(S.dob);
  await bothWidths(admin, 'student details after the correction');
  await adminContext.close();

  // The guardian sees both outcomes, and the corrected name on the student's home.
  await page.reload();
  await expect(mine.getByRole('cell', { name: 'Accepted', exact: true })).toBeVisible();
  await expect(mine.getByRole('cell', { name: `Declined: ${DECLINE_REASON}` })).toBeVisible();
  await bothWidths(page, 'correction requests with their outcomes');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/student');
  // The home greets the student by the corrected name; the details hold it too.
  await expect(page.getByRole('main')).toContainText(S.correctName);
  await bothWidths(page, 'student home after the correction');
  await page.getByRole('link', { name: 'Details', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Record' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(S.correctName);
  await bothWidths(page, 'student details after the correction');
});
