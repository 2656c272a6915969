import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

/** Fails on any WCAG 2.2 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}

type Fixtures = { cspViolations: string[] };

/**
 * Every journey also watches the console: a Content-Security-Policy violation means the app
 * relies on something the production headers block.
 */
export const test = base.extend<Fixtures>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, user: { userId: string; password: string }) {
  await page.goto('/');
  await page.getByLabel(/user id/i).fill(user.userId);
  await page.getByLabel(/^password/i).fill(user.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
}
