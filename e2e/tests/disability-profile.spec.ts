import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DISABILITY_MESSAGES, DOCUMENT_MESSAGES } from '@pragati/domain';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

/*
 * Issue 30 parts 1-3: the admin records the seeded student's disability profile on the details
 * (two conditions, a certificate with a re-assessment date, a UDID and an aid received); the
 * principal reads it as tables; the guardian, signed in as the student, reads it in plain words.
 * Axe runs on every screen at 1280 and 390 px.
 */

const student = E2E_USERS.student;

/** A UDID card expiring in 30 days: the admin home's reminder names it. */
const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const segment = (marker: number, data: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(data.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, data]);
};
const GPS = 'GPS 18.5204N 73.8567E';
/** A JPEG's structure carrying an EXIF position: gone from the download. */
const photo = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
  segment(0xe1, Buffer.from(`Exif\0\0${GPS}`, 'latin1')),
  segment(0xdb, Buffer.alloc(65, 1)),
  segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
  segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  Buffer.from([0x12, 0x34, 0xff, 0xd9]),
]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFileSync(await download.path());
}

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
  await section.getByLabel('Card expiry date (empty if permanent)').fill(soon);
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

test('the admin uploads a PDF and a photo, sees the reminder and exports the UDISE+ return', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  await page.goto(`/admin/viewstudents/details/${student.userId}`);
  const docs = page.getByRole('region', { name: 'Documents' });
  await docs
    .getByLabel('File')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await docs.getByLabel('Kind').selectOption({ label: 'Disability certificate' });
  await docs.getByRole('button', { name: 'Upload document' }).click();
  await expect(docs.getByText(DOCUMENT_MESSAGES.uploaded('certificate.pdf'))).toBeVisible();
  // A PDF named as a photo is refused with the exact message.
  await docs
    .getByLabel('File')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: pdf });
  await docs.getByRole('button', { name: 'Upload document' }).click();
  await expect(docs.getByRole('alert')).toContainText(DOCUMENT_MESSAGES.mismatch);
  await docs
    .getByLabel('File')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await docs.getByLabel('Kind').selectOption({ label: 'Photo' });
  await docs.getByLabel('The guardian may see this document').check();
  await docs.getByRole('button', { name: 'Upload document' }).click();
  await expect(docs.getByText(DOCUMENT_MESSAGES.uploaded('photo.jpg'))).toBeVisible();
  const table = docs.getByRole('table', { name: 'Documents on the record' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const bytes = await downloaded(page, () =>
    table.getByRole('button', { name: 'Download photo.jpg' }).click(),
  );
  expect(bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
  expect(bytes.includes(Buffer.from(GPS))).toBe(false);
  await accessibleAtBothWidths(page, 'the documents section');

  await page.goto('/admin');
  const reminders = page.getByRole('region', { name: 'Disability records: reminders' });
  await expect(reminders).toContainText('1 UDID card expiring within 90 days');
  await expect(
    reminders.getByRole('link', { name: new RegExp(student.userId) }).first(),
  ).toBeVisible();
  await accessibleAtBothWidths(page, 'the admin home with the reminders');
  const csv = (
    await downloaded(page, () => reminders.getByRole('button', { name: 'Download as CSV' }).click())
  ).toString('utf8');
  const row = csv.split('\r\n').find((line) => line.includes(student.userId));
  expect(row).toContain('Intellectual disability');
  expect(row).toContain('MH1220120160004567');
  expect(row).toContain(',Yes,13,');
});

test('the principal reads it as tables, without controls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.principal);
  await expect(page).toHaveURL('/principal');
  await page.goto(`/principal/viewstudents/details/${student.userId}`);
  const section = page.getByRole('region', { name: 'Disability profile' });
  await expect(section.getByRole('table', { name: 'Conditions' })).toContainText('Cerebral palsy');
  // Downloads only: no edit, upload or delete.
  await expect(section.getByRole('button', { name: /Edit|Record|Upload|Delete/ })).toHaveCount(0);
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
  // Only the photo shared with guardians, in plain words.
  const shared = page.getByRole('region', { name: 'Papers the school shares with you' });
  await expect(shared.getByRole('listitem')).toHaveCount(1);
  await expect(shared).toContainText('Photo, added on');
  await expect(shared).not.toContainText('certificate.pdf');
  await accessibleAtBothWidths(page, "the guardian's plain words");
});

test('the admin clears the profile after confirming; the documents stay', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  await page.goto(`/admin/viewstudents/details/${student.userId}`);
  const section = page.getByRole('region', { name: 'Disability profile' });
  await expect(section.getByRole('table', { name: 'Conditions' })).toContainText('Cerebral palsy');
  await section.getByRole('button', { name: 'Clear profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear the disability profile?' });
  await expect(dialog).toContainText('The documents stay');
  await accessibleAtBothWidths(page, 'the clear profile confirmation');
  await dialog.getByRole('button', { name: 'Clear profile' }).click();
  await expect(page.getByText(DISABILITY_MESSAGES.cleared(student.userId))).toBeVisible();
  await expect(section.getByText(DISABILITY_MESSAGES.notRecorded)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Clear profile' })).toHaveCount(0);
  await expect(section.getByRole('table', { name: 'Documents on the record' })).toContainText(
    'certificate.pdf',
  );
  await accessibleAtBothWidths(page, 'the details with the profile cleared');
});
