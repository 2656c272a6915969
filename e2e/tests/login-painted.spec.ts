import type { Page } from '@playwright/test';
import { E2E_USERS, INSTITUTE } from '../support/users.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';

/**
 * The login screen painted from the server's HTML (issue 18 part 3): on screen and usable before
 * the app's script has arrived, then replaced by the app without losing what was typed, pressed
 * or chosen. The app's entry script is held back here, as a slow phone network would.
 */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('#static-shell');

test.describe('login painted from HTML', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`is on screen and accessible before the app starts (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(shell(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: INSTITUTE.name })).toBeVisible();
      await expect(page.getByLabel('User ID')).toBeEditable();
      await expectAccessible(page, `login painted from HTML at ${viewport.width} px`);
      release();
      await expect(shell(page)).toHaveCount(0);
      await expect(page.locator('#root form')).toBeVisible();
      await expectAccessible(page, `login after the app started at ${viewport.width} px`);
    });
  }

  test('what is typed and Login pressed before the app starts sign the user in', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('#ps-id').fill(E2E_USERS.admin.userId);
    await page.locator('#ps-password').fill(E2E_USERS.admin.password);
    await page.locator('#static-shell').getByRole('button', { name: 'Login' }).click();
    release();
    await expect(page.getByText('Logged in Successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin');
  });

  test('a language chosen before the app starts is the one it starts in', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('#static-shell').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(
      page.locator('#static-shell').getByRole('button', { name: 'हिन्दी' }),
    ).toHaveAttribute('aria-pressed', 'true');
    release();
    await expect(shell(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉगिन');
  });

  test('a browser that remembers a session whose cookie has gone gets no shell', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('userId', 'T-gone');
      localStorage.setItem('role', 'teacher');
    });
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(shell(page)).toHaveCount(0);
    await expect(page.locator('#static-shell-style')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
