import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { E2E_USERS, HISTORY_USERS, INSTITUTE } from '../support/users.js';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';

/*
 * Issue 7: every role opens the same student's history report (seeded by seed-history.ts) and
 * sees the same figures; the section and year choice redraws chart, table and comments; the
 * print view has no controls and prints to A4.
 */

const student = HISTORY_USERS.student;
const teacher = HISTORY_USERS.teacher;
const encodedRegNo = encodeURIComponent(student.userId);

/** What a viewer sees for one section and year: table rows, summary, comments, year summary. */
type Snapshot = Record<string, { rows: string[]; summary: string; comments: string; year: string }>;

const sectionSelect = (page: Page) => page.getByRole('combobox', { name: 'Section' });
const yearSelect = (page: Page) => page.getByRole('combobox', { name: 'Year' });
const figuresTable = (page: Page) => page.getByRole('table', { name: /^Percentages by term/ });
const chart = (page: Page) => page.getByRole('img', { name: /^Bar chart of the percentages/ });

async function chartPixels(page: Page) {
  await expect(chart(page)).toBeVisible();
  return chart(page).evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
}

/** Opens every section and year in turn and records what the report shows for each. */
async function readWholeReport(page: Page): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  const sections = await sectionSelect(page).locator('option').allTextContents();
  for (const section of sections) {
    await sectionSelect(page).selectOption({ label: section });
    const years = await yearSelect(page).locator('option').allTextContents();
    for (const year of years) {
      await yearSelect(page).selectOption({ label: year });
      const place = `${section}, ${year}`;
      await expect(figuresTable(page)).toHaveAccessibleName(`Percentages by term, ${place}`);
      await expect(chart(page)).toHaveAccessibleName(new RegExp(`for ${place};`));
      snapshot[place] = {
        rows: await figuresTable(page).locator('tbody tr').allInnerTexts(),
        summary: await page.locator('#history-summary').innerText(),
        comments: await page.getByRole('region', { name: 'Comments' }).innerText(),
        year: await page.getByRole('region', { name: 'Year Summary' }).innerText(),
      };
    }
  }
  return snapshot;
}

async function expectStudentInfo(page: Page) {
  const info = page.getByRole('region', { name: 'Student Information' });
  await expect(info).toContainText(student.name);
  for (const [label, value] of [
    ['Name', student.name],
    ['Registration Number', student.userId],
    ['Current Year', '1'],
    ['Current Section', 'Primary-II'],
    ['Class ID', 'Primary-II-1'],
  ] as const) {
    await expect(
      info.locator('div', { has: page.getByText(label, { exact: true }) }),
    ).toContainText(value);
  }
  // After load: the student's current section and year (decisions §11).
  await expect(sectionSelect(page)).toHaveValue('primary2');
  await expect(yearSelect(page)).toHaveValue('1');
  await expect(page.getByRole('heading', { name: 'Percentage Breakdown by Term' })).toBeVisible();
}

/** In print media no control is left on screen: buttons, dropdowns, text fields. */
async function expectNoControls(page: Page) {
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.locator('button:visible, select:visible, input:visible')).toHaveCount(0);
}

/** Prints the page to an A4 PDF, attaches it to the report and returns its page count. */
async function printToPdf(page: Page, testInfo: TestInfo, name: string) {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const file = testInfo.outputPath(`${name}.pdf`);
  fs.writeFileSync(file, pdf);
  await testInfo.attach(`${name}.pdf`, { path: file, contentType: 'application/pdf' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length, `${name} has pages`).toBeGreaterThanOrEqual(1);
  return pages.length;
}

let reference: Snapshot | undefined;

async function expectSameFigures(page: Page, viewer: string) {
  await expectStudentInfo(page);
  await expectAccessible(page, `history report (${viewer})`);
  const seen = await readWholeReport(page);
  expect(Object.keys(seen)).toEqual([
    'Primary-I, Year 1',
    'Primary-I, Year 2',
    'Primary-II, Year 1',
  ]);
  if (!reference) reference = seen;
  else expect(seen, `${viewer} sees the same history`).toEqual(reference);
}

test.describe.configure({ mode: 'serial' });

test.describe('history report', () => {
  test('the student opens their own history from their home', async ({ page }) => {
    await signIn(page, student);
    await expect(page).toHaveURL('/student');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Home' })).toBeVisible();
    await expectAccessible(page, 'student home');
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL('/student/history');
    await expectSameFigures(page, 'student');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/student');
  });

  test('the teacher of the current class opens it with Hist', async ({ page }) => {
    await signIn(page, teacher);
    await expect(page).toHaveURL('/teacher');
    const hist = page.getByRole('button', { name: `Hist ${student.name} (${student.userId})` });
    await expect(hist).toBeVisible();
    await expectAccessible(page, 'teacher home');
    await hist.click();
    await expect(page).toHaveURL('/teacher/hist');
    await expectSameFigures(page, 'teacher');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL('/teacher');
  });

  test('the principal opens it from the student list', async ({ page }) => {
    await signIn(page, E2E_USERS.principal);
    await expect(page).toHaveURL('/principal');
    await expect(page.getByRole('link', { name: 'View teachers' })).toHaveAttribute(
      'href',
      '/principal/viewteachers',
    );
    await expectAccessible(page, 'principal home');
    await page.getByRole('link', { name: 'View students' }).click();
    await expect(page).toHaveURL('/principal/viewstudents');
    await page.getByRole('button', { name: 'Search Registration No.' }).click();
    await page.getByRole('textbox', { name: 'Search Registration No.' }).fill(student.userId);
    const show = page.getByRole('button', { name: `Show History of ${student.userId}` });
    await expect(show).toBeVisible();
    await expectAccessible(page, 'principal student list');
    await show.click();
    await expect(page).toHaveURL(`/principal/viewstudents/history/${encodedRegNo}`);
    await expectSameFigures(page, 'principal');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/principal\/viewstudents\?regNo=/);
  });

  test('the admin opens it, and switching section and year redraws chart and comments', async ({
    page,
  }) => {
    await signIn(page, E2E_USERS.admin);
    await expect(page).toHaveURL('/admin');
    await expectAccessible(page, 'admin home');
    await page.goto(`/admin/viewstudents/history/${encodedRegNo}`);
    await expectSameFigures(page, 'admin');

    await sectionSelect(page).selectOption({ label: 'Primary-I' });
    await yearSelect(page).selectOption({ label: 'Year 1' });
    const comments = page.getByRole('region', { name: 'Comments' });
    const yearSummary = page.getByRole('region', { name: 'Year Summary' });
    await expect(comments).toContainText('Term Entry: personal note for primary1 year 1.');
    await expect(yearSummary).toContainText('Needs another year in Primary-I.');
    await expect(yearSummary).toContainText('Repeats the section');
    // Four terms: the Average appears, and equals the year's figures.
    const rows = figuresTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.last()).toContainText('Average');
    const firstYear = await chartPixels(page);

    await yearSelect(page).selectOption({ label: 'Year 2' });
    await expect(comments).toContainText('Term Entry: personal note for primary1 year 2.');
    await expect(comments).not.toContainText('primary1 year 1.');
    await expect(yearSummary).toContainText('Ready for Primary-II.');
    await expect(yearSummary).toContainText('Passed to the next section');
    const secondYear = await chartPixels(page);
    expect(secondYear).not.toEqual(firstYear);

    // A new section starts at its first year; two terms so far, no Average, no year figures yet.
    await sectionSelect(page).selectOption({ label: 'Primary-II' });
    await expect(yearSelect(page)).toHaveValue('1');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Term Entry');
    await expect(rows.nth(1)).toContainText('Term I');
    await expect(figuresTable(page)).not.toContainText('Average');
    await expect(comments).toContainText('Term Entry: personal note for primary2 year 1.');
    await expect(yearSummary.getByText('Available once Term III is fully evaluated.')).toHaveCount(
      1,
    );
    await expect(yearSummary.getByText('Available after the year-end transfer.')).toHaveCount(1);
    expect(await chartPixels(page)).not.toEqual(secondYear);
    await expectAccessible(page, 'history report, partial year');
  });

  test('the history prints on A4 without controls', async ({ page }, testInfo) => {
    await signIn(page, E2E_USERS.principal);
    await expect(page).toHaveURL('/principal');
    await page.goto(`/principal/viewstudents/history/${encodedRegNo}`);
    await expectStudentInfo(page);
    await expect(chart(page)).toBeVisible();
    await expectAccessible(page, 'history report before printing');
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expectNoControls(page);
    // Hidden elements leave the accessibility tree: not even a link is left.
    await expect(page.getByRole('link')).toHaveCount(0);
    // The institute header, the choice as text, the chart and the table remain.
    await expect(page.getByRole('banner')).toContainText(INSTITUTE.name);
    await expect(page.getByText('Section: Primary-II · Year 1')).toBeVisible();
    await expect(chart(page)).toBeVisible();
    await expect(figuresTable(page)).toBeVisible();
    const pages = await printToPdf(page, testInfo, 'history-report');
    expect(pages).toBeLessThanOrEqual(4);
  });

  test("the principal's lists and details print on A4 without controls", async ({
    page,
  }, testInfo) => {
    await signIn(page, E2E_USERS.principal);
    await expect(page).toHaveURL('/principal');
    const screens = [
      ['/principal/viewteachers', 'teacher-list', page.getByRole('table')],
      [
        '/principal/viewstudents',
        'student-list',
        page.getByRole('button', { name: /^Show History/ }).first(),
      ],
      [
        `/principal/viewstudents/details/${encodedRegNo}`,
        'student-details',
        page.getByText(student.name).first(),
      ],
    ] as const;
    for (const [path, name, ready] of screens) {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expectAccessible(page, `principal ${name}`);
      // The principal can print every list and record.
      await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expectNoControls(page);
      await expect(page.getByRole('banner')).toContainText(INSTITUTE.name);
      await printToPdf(page, testInfo, name);
    }
  });
});
