import fs from 'node:fs';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_STUDENT, E2E_USERS } from '../support/users.js';

const PASSPHRASE = 'the office backup sentence';

/**
 * Decisions §12: the admin makes a backup from the screen, confirmed with their own password; the
 * encrypted archive downloads under a dated name. Runs at a desktop and a phone width.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`admin makes a backup and downloads the encrypted archive (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    // scrypt at full cost and the database folder's copy on a shared two-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const admin = E2E_USERS.admin;
    await signIn(page, admin);
    await expect(page).toHaveURL('/admin');

    const panel = page.getByRole('region', { name: 'Backup' });
    await panel.getByRole('link', { name: 'Make a backup' }).click();
    await expect(page).toHaveURL('/admin/backup');
    const heading = page.getByRole('heading', { level: 1, name: 'Backup' });
    await expect(heading).toBeFocused();
    await expect(
      page.getByText(/a restore needs the file, the passphrase and the key/),
    ).toBeVisible();
    await expectAccessible(page, `backup screen at ${viewport.width} px`);

    // The form by keyboard: Tab from the heading reaches the passphrase first.
    const passphrase = page.getByLabel(/^Passphrase\s*\*?$/);
    const again = page.getByLabel(/^Passphrase again/);
    const password = page.getByLabel(/^Your password/);
    await page.keyboard.press('Tab');
    await expect(passphrase).toBeFocused();
    await page.keyboard.type(PASSPHRASE);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show passphrase', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(again).toBeFocused();
    await page.keyboard.type(`${PASSPHRASE} typo`);
    await password.fill(admin.password);
    await password.press('Enter');
    await expect(page.getByText('The two passphrases do not match.')).toBeVisible();
    await expect(again).toBeFocused();
    await expectAccessible(page, `backup form with an error at ${viewport.width} px`);

    // A wrong password makes nothing.
    await again.fill(PASSPHRASE);
    await password.fill('not-my-password');
    await password.press('Enter');
    // The form's own alert: a toast (also role=alert) may still be on screen from the sign-in.
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong password' })).toHaveText(
      'Wrong password. Enter your own password to make a backup.',
    );
    await expect(password).toBeFocused();
    await expectAccessible(page, `backup refused at ${viewport.width} px`);

    // The right one: the archive downloads.
    await password.fill(admin.password);
    const download = page.waitForEvent('download', { timeout: 150_000 });
    await page.getByRole('button', { name: 'Make backup and download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pragati-\d{4}-\d\d-\d\d-\d{4}\.backup$/);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    await expect(
      page.getByText(
        `Backup saved as ${file.suggestedFilename()}. Keep it and its passphrase apart.`,
      ),
    ).toBeVisible();
    await expect(passphrase).toHaveValue('');

    // An encrypted archive, not the database in clear: the header names the format; no record,
    // account or passphrase can be found in it.
    const archive = fs.readFileSync(saved);
    expect(archive.length).toBeGreaterThan(10_000);
    expect(archive.subarray(0, 8).toString('latin1')).toBe('PRAGBKUP');
    expect(archive.subarray(-8).toString('latin1')).toBe('PRAGEND1');
    for (const plain of [E2E_STUDENT.name, E2E_STUDENT.aadhaar, admin.userId, PASSPHRASE]) {
      expect(archive.includes(Buffer.from(plain)), plain).toBe(false);
    }
    await expectAccessible(page, `backup made at ${viewport.width} px`);
  });
}
