import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import {
  OVERVIEW_CLASS,
  OVERVIEW_EXPECTED,
  OVERVIEW_STUDENTS,
} from '../support/overview-students.js';
import { E2E_USERS, HISTORY_USERS } from '../support/users.js';

/**
 * Issue 30 part 5: the active students by disability and group. Its columns are the institute's
 * enabled groups (asked of the groups table here, as other journeys may enable one); each active
 * student is in one row, so the totals add up to the overview's active students.
 */
async function expectDisabilityTable(page: Page) {
  const table = page.getByRole('table', { name: 'Active students by their primary disability' });
  await expect(table).toBeVisible();
  const groups = (await (await page.request.get('/api/admin/groups')).json()) as {
    data: { enabled: boolean; names: { en: string } }[];
  };
  const enabled = groups.data.filter((g) => g.enabled).map((g) => g.names.en);
  await expect(table.getByRole('columnheader')).toHaveText(['Disability', ...enabled, 'Total']);
  await expect(table.getByRole('rowheader').last()).toHaveText('Not recorded');
  const totals = await table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .evaluateAll((rows) =>
      rows.map((r) => Number((r.lastElementChild?.textContent ?? '').replace(/\D/g, ''))),
    );
  const active = await page
    .getByRole('listitem')
    .filter({ hasText: 'Active students:' })
    .getByRole('link')
    .textContent();
  expect(totals.reduce((a, b) => a + b, 0)).toBe(Number(active?.replace(/\D/g, '')));
}

/**
 * Issue 14 part 4: the principal's home shows every class at a glance. The figures of the
 * overview class are checked against what seed-overview.ts created; a figure's link is followed
 * to its list. Runs at a desktop and a phone width (where the class name stays in view as the
 * wide table scrolls), axe on every screen.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the principal reads the classes at a glance (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn(page, E2E_USERS.principal);
    await expect(page).toHaveURL('/principal');
    const overview = page.getByRole('region', { name: 'Classes at a glance' });
    const table = overview.getByRole('table', { name: /^9 classes/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(9);
    await expectDisabilityTable(page);
    await expectAccessible(page, `principal home with the overview at ${viewport.width} px`);

    const row = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: OVERVIEW_CLASS.name, exact: true }),
    });
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(OVERVIEW_EXPECTED.teacher);
    await expect(row.getByRole('link', { name: OVERVIEW_EXPECTED.active })).toHaveText('4');
    await expect(cells.nth(2)).toHaveText(OVERVIEW_EXPECTED.term);
    await expect(cells.nth(3)).toHaveText(OVERVIEW_EXPECTED.checklists);
    await expect(cells.nth(4)).toHaveText(OVERVIEW_EXPECTED.latest);
    for (const [i, average] of OVERVIEW_EXPECTED.averages.entries()) {
      await expect(cells.nth(5 + i)).toHaveText(average);
    }
    await expect(cells.nth(9)).toHaveText(`${OVERVIEW_EXPECTED.under}${OVERVIEW_EXPECTED.basis}`);

    // The totals agree with the rows: every "Not assigned" row is a class without a teacher.
    const unassigned = await table.getByRole('cell', { name: 'Not assigned', exact: true }).count();
    await expect(
      overview.getByRole('listitem').filter({ hasText: 'without a teacher' }),
    ).toHaveText(
      unassigned === 0
        ? 'Classes without a teacher: none'
        : new RegExp(`^Classes without a teacher: ${unassigned} \\(`),
    );

    if (viewport.width < 500) {
      // The wide table scrolls sideways; the class name stays first and in view.
      const region = overview.getByRole('region', { name: /^9 classes/ });
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const header = table.getByRole('rowheader', { name: OVERVIEW_CLASS.name, exact: true });
      const box = (await header.boundingBox())!;
      const frame = (await region.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width / 2);

      // A figure leads to the list behind it: the class's students.
      await row.getByRole('link', { name: OVERVIEW_EXPECTED.active }).click();
      await expect(page).toHaveURL(`/principal/viewstudents?class=${OVERVIEW_CLASS.code}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Student Details' })).toBeVisible();
      const list = page.getByRole('table', { name: 'Registered students' });
      for (const s of OVERVIEW_STUDENTS.filter((x) => x.status !== 'left')) {
        await expect(list.getByText(s.regNo, { exact: true })).toBeVisible();
      }
      await expectAccessible(page, `the class's students at ${viewport.width} px`);
    } else {
      // The teacher's name leads to the teacher list, searched for them.
      await row.getByRole('link', { name: OVERVIEW_EXPECTED.teacher }).click();
      await expect(page).toHaveURL(`/principal/viewteachers?q=${HISTORY_USERS.teacher.userId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Teacher Details' })).toBeVisible();
      await expect(page.getByText(HISTORY_USERS.teacher.userId, { exact: true })).toBeVisible();
      await expectAccessible(page, `the teacher list at ${viewport.width} px`);
    }
  });
}

test('the admin sees the same overview above the home panels', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  const overview = page.getByRole('region', { name: 'Classes at a glance' });
  const row = overview.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: OVERVIEW_CLASS.name, exact: true }),
  });
  await expect(row.getByRole('link', { name: OVERVIEW_EXPECTED.active })).toHaveAttribute(
    'href',
    `/admin/viewstudents?class=${OVERVIEW_CLASS.code}`,
  );
  // The panels below still work.
  await expect(page.getByRole('region', { name: 'Backup' })).toBeVisible();
  await expectAccessible(page, 'admin home with the overview at 1280 px');
});
