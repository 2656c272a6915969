import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { PROBES } from '../support/probes-users.js';

/*
 * Issue 31 part 4: between terms the teacher records probes on a goal in two taps on a phone
 * (the date is today unless changed, then a level), the goal's chart and its table show them,
 * and three running at the target are suggested as met; the guardian's easy-read home shows this
 * month's attendance and the goal's progress in plain words. axe at 390 and 1280 px.
 */

const { teacher, student } = PROBES;

async function bothWidths(page: Page, label: string) {
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a teacher records probes on a goal, the chart shows them, the guardian reads the progress', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, teacher);
  await expect(page).toHaveURL('/teacher');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(student.regNo);
  await page.getByRole('button', { name: `Eval ${student.name} (${student.regNo})` }).click();
  await page.getByRole('button', { name: 'Primary-I' }).click();
  await page.getByRole('button', { name: 'Year 3' }).click();
  await page.getByRole('button', { name: 'Term I', exact: true }).click();
  await page.getByRole('link', { name: 'Personal', exact: true }).click();
  const panel = page.getByRole('region', { name: /^Probes between terms: / });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No probes yet.')).toBeVisible();
  await bothWidths(page, 'checklist with a goal to probe');

  const levels = panel.getByRole('group', { name: 'Record a probe: how did it go?' });
  const independent = levels.getByRole('button', { name: 'Independent' });
  const box = await independent.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await levels.getByRole('button', { name: 'Verbal prompt' }).click();
  await expect(page.getByText('Probe saved.').first()).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await expect(levels).toBeEnabled();
    await independent.click();
    await expect(panel.getByRole('row', { name: /Independent/ })).toHaveCount(i + 1);
  }
  await expect(panel.getByRole('img', { name: /4 probes/ })).toBeVisible();
  const table = panel.getByRole('table', { name: /^Probes and term results: / });
  await expect(table.getByRole('row', { name: /Verbal prompt/ })).toHaveCount(1);
  await expect(panel.getByText(/Three probes running at the target/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Goals this term: Personal' })).toContainText(
    'Probes suggest met',
  );
  await bothWidths(page, 'checklist with the goal’s probes and chart');

  // The guardian signs in with the student's account: the easy-read home.
  await page.context().clearCookies();
  await signIn(page, { userId: student.regNo, password: student.password });
  await expect(page).toHaveURL('/student');
  await expect(page.getByRole('heading', { name: 'Attendance' })).toBeVisible();
  await expect(page.getByText(/^This month I came to school on \d+ days?\.$/)).toBeVisible();
  const learning = page.getByRole('region', { name: 'What I am learning now' });
  await expect(learning).toContainText('Lately: by myself');
  await expect(learning).toContainText('I did it 3 times in a row. Well done!');
  const size = await learning
    .getByText('I did it 3 times in a row. Well done!')
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(20);
  await bothWidths(page, 'easy-read home with attendance and goal progress');
});
