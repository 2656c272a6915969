import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { WIDE_STUDENTS } from '../support/list-students.js';
import { pdfPages } from '../support/pdf-text.js';
import { E2E_USERS } from '../support/users.js';

/*
 * Issue 26 items 8, 12 and 17: the lists at a desk and a phone width, and on paper. With the
 * longest registration number and name the schema allows, every action of a row is on screen at
 * 1280 px; on a phone the table scrolls inside a box whose scrollbar is in view, and the teacher
 * list keeps each row's ID and name at the left. The header Print puts the headings and every
 * column (Class ID included) on paper.
 */

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** PDF text comes in runs; compare without any whitespace. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function accessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize(PHONE);
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize(DESK);
  await expectAccessible(page, `${label} at 1280 px`);
}

/** Every element fully inside the window's width (the page's own scrollbar excluded). */
async function expectWithinWidth(page: Page, elements: Locator, label: string) {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const count = await elements.count();
  expect(count, `${label}: some to check`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = (await elements.nth(i).boundingBox())!;
    expect(box.x, `${label} ${i + 1} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} ${i + 1} ends on screen`).toBeLessThanOrEqual(width);
  }
}

/**
 * Paper: an A4 sheet less its 12 mm margins is about 700 CSS px wide. Laid out at that width
 * for print, the table's last column must end inside it (the PDF's text would still hold a
 * column drawn past the sheet's edge, so this is checked on the page).
 */
async function expectFitsPaper(page: Page, table: Locator) {
  await page.setViewportSize({ width: 700, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expectWithinWidth(page, table.locator('thead th:visible').last(), 'last printed column');
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(DESK);
}

const noSidewaysScroll = (box: Locator) => box.evaluate((el) => el.scrollWidth <= el.clientWidth);

for (const who of ['admin', 'principal'] as const) {
  test(`the ${who}'s student list shows every action at 1280 px with the longest names`, async ({
    page,
  }) => {
    await page.setViewportSize(DESK);
    await signIn(page, E2E_USERS[who]);
    await expect(page).toHaveURL(`/${who}`);
    await page.goto(`/${who}/viewstudents?name=widthcheck`);
    const table = page.getByRole('table', { name: 'Registered students' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(WIDE_STUDENTS.length);
    for (const student of WIDE_STUDENTS) await expect(table).toContainText(student.name);

    const scroller = page.getByRole('region', { name: 'Registered students' });
    expect(await noSidewaysScroll(scroller), 'nothing of the table hidden sideways').toBe(true);
    await expectWithinWidth(page, rows.getByRole('button'), 'row action');
    await expectWithinWidth(page, table.locator('th'), 'column heading');
    await accessibleAtBothWidths(page, `${who} student list, longest names`);

    // A phone: the table scrolls sideways inside a box no taller than the screen, so its
    // scrollbar is in view wherever the reader is in the list.
    await page.setViewportSize(PHONE);
    expect(await noSidewaysScroll(scroller), 'the table scrolls sideways').toBe(false);
    const height = (await scroller.boundingBox())!.height;
    expect(height, 'the scroll box fits the screen').toBeLessThanOrEqual(PHONE.height);
    await page.setViewportSize(DESK);
  });
}

test('the principal prints the student list with its headings', async ({ page }) => {
  await page.setViewportSize(DESK);
  await signIn(page, E2E_USERS.principal);
  await expect(page).toHaveURL('/principal');
  await page.goto('/principal/viewstudents?name=widthcheck');
  const table = page.getByRole('table', { name: 'Registered students' });
  await expect(table.locator('tbody tr')).toHaveCount(WIDE_STUDENTS.length);
  const headings = (await table.locator('thead th').allInnerTexts()).filter((h) => h !== 'Actions');
  expect(headings).toHaveLength(7);
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const printed = squash(pdfPages(await page.pdf({ format: 'A4' })).join(''));
  await page.emulateMedia({ media: 'screen' });
  for (const heading of headings) expect(printed, `heading ${heading}`).toContain(squash(heading));
  for (const student of WIDE_STUDENTS) {
    expect(printed).toContain(squash(student.regNo));
    expect(printed).toContain(squash(student.name));
  }
  expect(printed).toContain('Primary-I-3');
  expect(printed, 'no actions on paper').not.toContain('ShowDetails');
  await expectFitsPaper(page, table);
});

test('the teacher list keeps ID and name in view on a phone and prints every column', async ({
  page,
}) => {
  await page.setViewportSize(DESK);
  await signIn(page, E2E_USERS.admin);
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/viewteachers');
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expectWithinWidth(page, rows.getByRole('button'), 'teacher row action');
  await accessibleAtBothWidths(page, 'teacher list');

  // Paper: the headings and every teacher's classes (the last column) are printed.
  const headings = (await table.locator('thead th').allInnerTexts()).filter((h) => h !== 'Actions');
  const classes = await rows.locator('td:nth-child(5)').allInnerTexts();
  expect(classes.filter(Boolean).length).toBeGreaterThan(0);
  await page.emulateMedia({ media: 'print' });
  const printed = squash(pdfPages(await page.pdf({ format: 'A4' })).join(''));
  await page.emulateMedia({ media: 'screen' });
  for (const heading of headings) expect(printed, `heading ${heading}`).toContain(squash(heading));
  for (const text of classes) expect(printed, `class ${text}`).toContain(squash(text));
  await expectFitsPaper(page, table);

  // A phone: scrolled to the far right, each row's ID and name are still on screen.
  await page.setViewportSize(PHONE);
  const scroller = table.locator('xpath=..');
  expect(await noSidewaysScroll(scroller), 'the table scrolls sideways').toBe(false);
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const first = rows.first();
  await expectWithinWidth(page, first.locator('th, td').nth(0), 'teacher ID');
  await expectWithinWidth(page, first.locator('th, td').nth(1), 'teacher name');
  await expectWithinWidth(page, first.getByRole('button', { name: /^Edit / }), 'Edit');
  await expectAccessible(page, 'teacher list scrolled sideways at 390 px');
});
