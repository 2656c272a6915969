import type { Page } from '@playwright/test';
import { CONSENT_MESSAGES, instituteDate, previousDay } from '@pragati/domain';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { pdfPages } from '../support/pdf-text.js';
import { E2E_USERS } from '../support/users.js';

/*
 * Issue 19 parts 1-2: the admin registers a student with the wizard's "Guardian and consent"
 * step; a student registered by the spec's own call (no consent) shows "Consent pending" on the
 * list and the details, whose Print is withheld, until the admin records the consent there.
 * Axe runs on every screen at 1280 and 390 px.
 */

const stamp = Date.now().toString(36).toUpperCase();
const withConsent = { regNo: `CNS/${stamp}/1`, name: `Kavya Rao ${stamp}` };
const pending = { regNo: `CNS/${stamp}/2`, name: `Arjun Pal ${stamp}` };

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').getByText(message, { exact: true });

/** Axe at a desktop and a phone width, ending at the desktop width. */
async function accessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${label} at 1280 px`);
}

async function fillGuardian(page: Page) {
  await page.getByLabel("Guardian's name").fill('Sunita Rao');
  await page.getByLabel(/^Relation to the student/).fill('Mother');
  await page.getByLabel("Guardian's mobile number").fill('9123456780');
  await page.getByLabel("Guardian's address").fill('12 Gandhi Nagar, Lucknow');
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('the admin registers a student with the guardian and consent step', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');

  // Part 1: the notice is data, edited by the admin; a save is a new version.
  await page.getByRole('link', { name: 'Consent notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consent Notice' })).toBeVisible();
  await page.getByText('हिन्दी (Hindi)').click();
  await expect(page.getByLabel('Title')).toHaveValue(/सहमति/);
  const hindiVersion = Number(
    /Current version: (\d+)/.exec(
      (await page.getByText(/Current version:/).textContent()) ?? '',
    )?.[1],
  );
  await accessibleAtBothWidths(page, 'consent notice editor');
  await page
    .getByLabel('Rights and contact')
    .fill('आप हमारे पास रखी पूरी जानकारी देख सकते हैं। शिकायत के लिए कार्यालय से संपर्क करें।');
  await page.getByRole('button', { name: `Save as version ${hindiVersion + 1}` }).click();
  await expect(toast(page, CONSENT_MESSAGES.noticeSaved('hi', hindiVersion + 1))).toBeVisible();
  await expect(
    page.getByText(`Current version: ${hindiVersion + 1}`, { exact: false }),
  ).toBeVisible();

  await page.goto('/admin/addstudents');
  await page.getByLabel('Registration Number (required)').fill(withConsent.regNo);
  await page.getByLabel('Name (required)').fill(withConsent.name);
  await page
    .getByLabel('Registration Date (required)')
    .fill(previousDay(instituteDate(new Date())));
  await page.getByLabel('Date of Birth (required)').fill('2017-03-02');
  await page.getByLabel('Sex (required)').selectOption('female');
  await page.getByLabel('Aadhar Number (required)').fill('731904528817');
  await page.getByLabel('Mobile No. (required)').fill('9011223345');
  await page.getByLabel('Class (required)').selectOption('primary1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 4/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 3, the optional disability profile (issue 30), skipped.
  await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 4/ })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step (record it later)' }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 4 of 4: Guardian and consent' }),
  ).toBeVisible();
  await expect(page.getByText(/Notice shown: English, version \d+/)).toBeVisible();
  await fillGuardian(page);
  await page.getByRole('radio', { name: 'हिन्दी (Hindi)' }).check();
  await expect(page.getByText(/Notice shown: हिन्दी \(Hindi\), version \d+/)).toBeVisible();
  await page.getByRole('radio', { name: 'Signed form' }).check();
  await page.getByRole('checkbox', { name: /Assessment and programme planning/ }).check();
  await page.getByRole('checkbox', { name: /History reports/ }).check();
  await accessibleAtBothWidths(page, 'registration step 4, guardian and consent');

  await page.getByRole('button', { name: 'Next' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to submit ?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`${withConsent.regNo} registered successfully`)).toBeVisible();
  await expect(toast(page, CONSENT_MESSAGES.recorded(withConsent.regNo))).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Temporary password' })
    .getByRole('button', { name: 'Done' })
    .click();

  await expect(page).toHaveURL('/admin/viewstudents');
  const table = page.getByRole('table', { name: 'Registered students' });
  await page.getByRole('button', { name: 'Search Registration No.' }).click();
  await page.getByPlaceholder('Search Registration No.').fill(stamp.toLowerCase());
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Show Details of ${withConsent.regNo}` }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Consent pending')).toHaveCount(0);
  await row.getByRole('button', { name: `Show Details of ${withConsent.regNo}` }).click();

  const consent = page.getByRole('region', { name: 'Consent' });
  await expect(consent.getByTestId('consent-record')).toContainText('Sunita Rao (Mother)');
  await expect(consent.getByTestId('consent-record')).toContainText('Signed form');
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await accessibleAtBothWidths(page, 'details with the consent recorded');
});

test('a student registered without consent is pending until the admin records it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  // The spec's own registration call, which carries no consent.
  const origin = new URL(page.url()).origin;
  const registered = await page.request.post('/api/admin/registerStudent', {
    headers: { Origin: origin },
    data: {
      formData: {
        details: {
          info: {
            regNo: pending.regNo,
            regDate: previousDay(instituteDate(new Date())),
            dob: '2016-05-05',
            name: pending.name,
            sex: 'male',
            aadharNo: '731904528818',
            mobileNo: '9011223346',
          },
        },
        stdCred: { section: 'primary1', year: '1' },
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/admin/viewstudents');
  const table = page.getByRole('table', { name: 'Registered students' });
  await page.getByRole('button', { name: 'Search Registration No.' }).click();
  await page.getByPlaceholder('Search Registration No.').fill(pending.regNo.toLowerCase());
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Show Details of ${pending.regNo}` }) });
  await expect(row.getByText('Consent pending')).toBeVisible();
  await accessibleAtBothWidths(page, 'student list with a pending consent');

  await row.getByRole('button', { name: `Show Details of ${pending.regNo}` }).click();
  const consent = page.getByRole('region', { name: 'Consent' });
  await expect(consent.getByText('Consent pending')).toBeVisible();
  // Decisions §15: no print of the details until the consent is recorded.
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toHaveCount(0);
  await accessibleAtBothWidths(page, 'details with consent pending');

  // The notice printed as a consent form for the guardian to sign, in the notice's language.
  // Headless Chromium has no print dialog: count the call, and print with page.pdf().
  await page.evaluate(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => {
      counted.prints += 1;
    };
  });
  await consent.getByRole('button', { name: /^Print consent form \(English/ }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints))
    .toBe(1);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  // The PDF's text comes letter by letter: compare without the spaces.
  const squash = (text: string) => text.replace(/\s+/g, '');
  // Issue 26 item 12: one sheet, the staff's signature line on it too.
  expect(pdfPages(pdf), 'the consent form fits one sheet').toHaveLength(1);
  const printed = squash(pdfPages(pdf).join(''));
  for (const text of [
    pending.name,
    pending.regNo,
    'Signature of the parent or guardian',
    'Relation to the student',
    'Notice version',
    // "staff" prints with an ff ligature: the words before it.
    'Signature of the institute',
  ])
    expect(printed, `the consent form carries "${text}"`).toContain(squash(text));
  // Only the form: the details screen around it is not printed.
  expect(printed).not.toContain(squash('Record consent'));

  await consent.getByRole('button', { name: 'Record consent' }).click();
  await fillGuardian(page);
  await consent.getByRole('radio', { name: 'In person' }).check();
  await consent.getByRole('checkbox', { name: /Statutory records/ }).check();
  await accessibleAtBothWidths(page, 'details, recording the consent');
  await consent.getByRole('button', { name: 'Save consent' }).click();
  await expect(toast(page, CONSENT_MESSAGES.recorded(pending.regNo))).toBeVisible();
  await expect(consent.getByText('Consent pending')).toHaveCount(0);
  await expect(consent.getByTestId('consent-record')).toContainText('In person');
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/admin\/viewstudents/);
  const again = page
    .getByRole('table', { name: 'Registered students' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Show Details of ${pending.regNo}` }) });
  await expect(again).toBeVisible();
  await expect(again.getByText('Consent pending')).toHaveCount(0);
});
