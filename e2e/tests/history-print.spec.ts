import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { pdfPages } from '../support/pdf-text.js';
import { E2E_USERS, HISTORY_USERS, INSTITUTE } from '../support/users.js';

/*
 * Issue 14 part 6 (decisions §11): the history report opens on the student's current section and
 * year, shows the answer counts beside every figure with their legend, and "Print full record"
 * prints every section and year in one A4 document with the institute's address and the print
 * date. The student is seed-history.ts's: Primary-I years 1 and 2 done, Primary-II year 1 begun.
 */

const student = HISTORY_USERS.student;
const admin = E2E_USERS.admin;
const PLACES = ['Primary-I, Year 1', 'Primary-I, Year 2', 'Primary-II, Year 1'];
const COUNTS = /\+ \d+, VP \d+, PP \d+, NE \d+, NA \d+/;
const GRADES = /A \d+, B \d+, C \d+, D \d+, E \d+/;
/** PDF text comes in runs; compare without any whitespace. */
const compact = (text: string) => text.replace(/\s+/g, '');

async function expectAccessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('history opens on the latest year, shows the counts and prints the full record', async ({
  page,
}, testInfo) => {
  // Headless Chromium has no print dialog: count the calls, and print with page.pdf().
  await page.addInitScript(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => {
      counted.prints += 1;
    };
  });
  await signIn(page, admin);
  await expect(page).toHaveURL('/admin');
  await page.goto(`/admin/viewstudents/history/${encodeURIComponent(student.userId)}`);

  // The current section and year, not the oldest.
  await expect(page.getByRole('combobox', { name: 'Section' })).toHaveValue('primary2');
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('1');
  const table = page.getByRole('table', { name: 'Percentages by term, Primary-II, Year 1' });
  const entry = table.locator('tbody tr').first();
  await expect(entry).toContainText('Term Entry');
  await expect(entry).toContainText(COUNTS);
  await expect(entry).toContainText(GRADES);
  await expect(page.getByText('Counts:')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'history report, current year');

  // A finished year: the year summary has the counts beside its percents.
  await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Primary-I' });
  await page.getByRole('combobox', { name: 'Year' }).selectOption({ label: 'Year 2' });
  const yearSummary = page.getByRole('region', { name: 'Year Summary' });
  await expect(yearSummary).toContainText('Ready for Primary-II.');
  await expect(yearSummary).toContainText(COUNTS);
  await expect(yearSummary).toContainText(GRADES);

  await page.getByRole('button', { name: 'Print full record' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Full record' })).toBeFocused();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints))
    .toBe(1);
  for (const place of PLACES) {
    await expect(page.getByRole('region', { name: place, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /^Bar chart of the percentages/ })).toHaveCount(3);
  await expectAccessibleAtBothWidths(page, 'full record');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const file = testInfo.outputPath('full-record.pdf');
  fs.writeFileSync(file, pdf);
  await testInfo.attach('full-record.pdf', { path: file, contentType: 'application/pdf' });

  const pages = pdfPages(pdf);
  const text = compact(pages.join(' '));
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(),
    ),
  );
  for (const expected of [
    INSTITUTE.name,
    INSTITUTE.address,
    `Printed on ${today}`,
    student.name,
    'Needs another year in Primary-I.',
    'Ready for Primary-II.',
    'Term Entry of primary2 year 1: steady progress.',
    'Term III of primary1 year 2: steady progress.',
    'Repeats the section',
    'Passed to the next section',
  ]) {
    expect(text, `the PDF holds "${expected}"`).toContain(compact(expected));
  }
  expect(text).toMatch(/\+\d+,VP\d+,PP\d+,NE\d+,NA\d+/);
  expect(text).toMatch(/A\d+,B\d+,C\d+,D\d+,E\d+/);
  // The viewer's id stays off the paper: the letterhead has the date instead.
  expect(text).not.toContain(compact(`ID: ${admin.userId}`));
  // Every year, in order, each from a page of its own.
  const pageOf = PLACES.map((place) =>
    pages.findIndex((p) => compact(p).includes(compact(`Percentages by term, ${place}`))),
  );
  expect(
    pageOf.every((index) => index >= 0),
    `every year printed: ${pageOf.join(', ')}`,
  ).toBe(true);
  expect(pageOf[1]!).toBeGreaterThan(pageOf[0]!);
  expect(pageOf[2]!).toBeGreaterThan(pageOf[1]!);

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Show one year' }).click();
  await expect(page.getByRole('button', { name: 'Print full record' })).toBeFocused();
});
