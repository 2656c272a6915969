import { instituteDate } from '@pragati/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { SESSIONS } from '../support/sessions-users.js';

/*
 * Issue 31 parts 3-4: a speech therapist on a phone logs one session for the two students of
 * their caseload against each one's programme goal, then records probes on a goal from the
 * student's page; the goal's chart and table show them, and the guardian's easy-read home says
 * how the goal is going. Its own specialist and students (seed-sessions.ts), so no other
 * journey's data or order matters. axe at 390 and 1280 px.
 */

const { specialist, students } = SESSIONS;
const [first, second] = students;

async function bothWidths(page: Page, label: string) {
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A tap target (a checkbox's row label, a button) at least 44 px high and wide. */
async function expectTarget(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

type MonthSessions = {
  sessions: number;
  minutes: number;
  list: { minutes: number; how: string | null; goals: { id: number; question: string }[] }[];
};

test.use({ viewport: { width: 390, height: 844 } });

test('a specialist logs a session for two students against their goals, records probes, and the goal chart shows them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, specialist);
  await expect(page.getByRole('heading', { level: 1, name: 'Specialist Home' })).toBeVisible();
  const inSession = page.getByRole('group', { name: 'Students in this session' });
  for (const s of students) await inSession.getByLabel(`${s.name} (${s.regNo})`).check();
  const goals = page.getByRole('group', { name: 'Goals worked on' });
  await expect(goals.getByRole('checkbox')).toHaveCount(2);
  for (const s of students) await goals.getByLabel(new RegExp(`^${s.name}: `)).check();
  await page.getByLabel('Minutes').fill('45');
  await page.getByLabel('How the child did').selectOption('verbalPrompt');
  await page.getByLabel('Note').fill('Naming objects with picture cards.');
  await bothWidths(page, 'the session form with two students and their goals');
  const ticked = await inSession.getByRole('checkbox').first().getAttribute('id');
  await expectTarget(page, `label[for="${ticked}"]`);
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('The session has been saved for 2 students.')).toBeVisible();
  await bothWidths(page, 'the specialist home after the save');

  // On the server: one session for each student, each with their own goal only.
  const month = instituteDate(new Date()).slice(0, 7);
  for (const s of students) {
    const response = await page.request.get(`/api/sessions/${s.regNo}?month=${month}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as MonthSessions;
    expect(body).toMatchObject({ sessions: 1, minutes: 45 });
    expect(body.list[0]!.how).toBe('verbalPrompt');
    expect(body.list[0]!.goals).toHaveLength(1);
  }
  const goalOf = async (regNo: string) =>
    (
      (await (
        await page.request.get(`/api/sessions/${regNo}?month=${month}`)
      ).json()) as MonthSessions
    ).list[0]!.goals[0]!.id;
  expect(await goalOf(first.regNo)).not.toBe(await goalOf(second.regNo));

  // The first student's page: this month's sessions and the goal's probes, recorded in two taps.
  // The caseload is a table: the link names the student, the class has its own column.
  await page.getByRole('link', { name: `${first.name} (${first.regNo})`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Therapy and other sessions' })).toBeVisible();
  await expect(page.getByText(/^This month: 1 session, 45 minutes\.$/)).toBeVisible();
  const panel = page.getByRole('region', { name: /^Probes between terms: / });
  await expect(panel.getByText('No probes yet.')).toBeVisible();
  await bothWidths(page, 'the student’s page with a goal to probe');
  const levels = panel.getByRole('group', { name: 'Record a probe: how did it go?' });
  const steps = ['Physical prompt', 'Verbal prompt', 'Independent'];
  for (const [i, level] of steps.entries()) {
    await expect(levels).toBeEnabled();
    await levels.getByRole('button', { name: level }).click();
    await expect(panel.getByRole('row', { name: new RegExp(level) })).toHaveCount(1);
    await expect(panel.getByRole('img', { name: new RegExp(`${i + 1} probes?`) })).toBeVisible();
  }
  const independent = levels.getByRole('button', { name: 'Independent' });
  const box = await independent.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const table = panel.getByRole('table', { name: /^Probes and term results: / });
  await expect(table.getByRole('row', { name: /Probe/ })).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Term checklist/ })).toHaveCount(1);
  await bothWidths(page, 'the student’s page with the goal’s probes and chart');

  // The probes are the goal's on the server, recorded by the specialist.
  const goalId = await goalOf(first.regNo);
  const probes = await page.request.get(`/api/goals/${goalId}/probes`);
  expect(probes.status()).toBe(200);
  const saved = (await probes.json()) as { probes: { level: string; recordedBy: string }[] };
  expect(saved.probes.map((p) => p.level)).toEqual([
    'physical-prompt',
    'verbal-prompt',
    'independent',
  ]);
  expect(new Set(saved.probes.map((p) => p.recordedBy))).toEqual(new Set([specialist.userId]));

  // The guardian's easy-read home: the session this month and the goal's progress in plain words.
  await page.context().clearCookies();
  await signIn(page, { userId: first.regNo, password: first.password });
  await expect(page).toHaveURL('/student');
  await expect(page.getByText(/^This month: 1 session, 45 minutes\.$/)).toBeVisible();
  const learning = page.getByRole('region', { name: 'What I am learning now' });
  await expect(learning).toContainText('Lately: by myself');
  await expect(learning).toContainText('Getting better.');
  await bothWidths(page, 'the easy-read home with the session and the goal’s progress');
});
