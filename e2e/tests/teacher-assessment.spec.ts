import { CATEGORIES, type Category, qaTypeOf, type Term } from '@pragati/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { TEACHING } from '../support/teaching-users.js';

/*
 * Issue 6: a teacher opens a student, answers and evaluates all five checklists of a term (one
 * with an added question), comments, submits the term, then submits the year with 'Submit &
 * Transfer'; the student moves to the next class's teacher. Terms Entry, I and II are answered
 * through the API to keep the run short; Term III and the year go through the screens, on a
 * phone-sized screen.
 */

const { firstTeacher, nextTeacher, student } = TEACHING;
const where = { id: student.regNo, section: student.section, year: student.year };

test.use({ viewport: { width: 390, height: 844 } });

type TermRecord = {
  term: Term;
  revision: number;
  report: Record<string, { question: string; answer: string | null }[]>;
};

async function termOf(request: APIRequestContext, term: Term): Promise<TermRecord> {
  const response = await request.get('/api/teacher/getStudentbyId', {
    headers: { id: student.regNo },
  });
  expect(response.status()).toBe(200);
  const record = (await response.json()) as {
    section: { sec: string; yearReport: { year: string; termReport: TermRecord[] }[] }[];
  };
  const found = record.section
    .find((s) => s.sec === student.section)
    ?.yearReport.find((y) => y.year === student.year)
    ?.termReport.find((t) => t.term === term);
  if (!found) throw new Error(`no term ${term} yet`);
  return found;
}

/** A whole term through the API: every item 'NE' (recreational 'B'), evaluated, commented. */
async function answerTermByApi(request: APIRequestContext, origin: string, term: Term) {
  // Writes with the session cookie carry the app's own Origin, as a browser's would (decisions §2).
  const headers = { Origin: origin };
  for (const category of CATEGORIES) {
    const current = await termOf(request, term);
    const answer = category === 'recreational' ? 'B' : 'NE';
    const save = await request.post('/api/teacher/eval/form', {
      headers,
      data: {
        ...where,
        term,
        type: qaTypeOf(category),
        revision: current.revision,
        data: {
          username: firstTeacher.userId,
          questions: current.report[qaTypeOf(category)]!.map((q) => ({
            question: q.question,
            answer,
          })),
        },
      },
    });
    expect(save.status(), await save.text()).toBe(200);
    const evaluated = await request.get('/api/teacher/evaluate', {
      headers: { ...where, term, type: qaTypeOf(category) },
    });
    expect(evaluated.status(), await evaluated.text()).toBe(200);
  }
  const comment = await request.post('/api/teacher/termTypeComment', {
    headers,
    data: { ...where, term, type: 'termComment', comments: `Term ${term} done` },
  });
  expect(comment.status()).toBe(200);
}

const answerFields = (page: Page) => page.getByRole('combobox', { name: /^Answer for item \d+$/ });

async function answerAll(page: Page, value: string) {
  const fields = answerFields(page);
  const count = await fields.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await fields.nth(i).selectOption(value);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways on a phone').toBeLessThanOrEqual(0);
}

async function runChecklist(page: Page, category: Category) {
  const name = category[0]!.toUpperCase() + category.slice(1);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`/teacher/term/termEntry/eval/${category}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Functional Assessment Checklist For Programming: ${name}`,
    }),
  ).toBeVisible();
  // The list shows once the term's latest answers are in (a kept copy may be stale).
  await expect(page.getByRole('table', { name: `${name} items` })).toBeVisible();
  const value = category === 'recreational' ? 'A' : 'Yes';

  if (category === 'personal') {
    await expectAccessible(page, 'checklist (personal)');
    await expectNoSidewaysScroll(page);
    // Evaluate with an item unanswered: the message, and the first unanswered item focused.
    await answerFields(page).first().selectOption(value);
    await page.getByRole('button', { name: 'Evaluate' }).click();
    await expect(page.getByText('Select all answers')).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Answer for item 2', exact: true }),
    ).toBeFocused();
    await expect(page.getByText('Not answered').first()).toBeVisible();
    await expectAccessible(page, 'checklist with unanswered items');
    // Answers are saved as they are chosen, so a reload keeps them.
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: 'Answer for item 1', exact: true }),
    ).toHaveValue(value);

    // Add a question: both fields needed.
    const add = page.getByRole('button', { name: 'Add Question' });
    await expect(add).toBeDisabled();
    await page.getByRole('textbox', { name: 'New question' }).fill('Folds own clothes');
    await expect(add).toBeDisabled();
    await page.getByRole('combobox', { name: 'Answer for new question' }).selectOption(value);
    await add.click();
    await expect(page.getByRole('rowheader', { name: /Folds own clothes/ })).toBeVisible();
  }

  if (category === 'recreational') {
    // By keyboard alone: type-ahead picks the answer, Tab moves to the next item.
    const fields = answerFields(page);
    const count = await fields.count();
    await fields.first().focus();
    for (let i = 0; i < count; i += 1) {
      await expect(fields.nth(i)).toBeFocused();
      await page.keyboard.press('a');
      await expect(fields.nth(i)).toHaveValue('A');
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('textbox', { name: 'New question' })).toBeFocused();
    await page.getByRole('button', { name: 'Evaluate' }).focus();
    await page.keyboard.press('Enter');
  } else {
    await answerAll(page, value);
    await expect(page.getByRole('textbox', { name: /Comments/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Evaluate' }).click();
  }
  await expect(
    page.getByText(category === 'recreational' ? 'Mode : A' : 'Percentage : 100%'),
  ).toBeVisible();
  const comments = page.getByRole('textbox', { name: /Comments/ });
  await expect(comments).toBeEnabled();
  await expect(comments).toHaveAttribute('placeholder', 'Enter your comments');
  await comments.fill(`${name} skills are secure this term.`);
  if (category === 'personal') await expectAccessible(page, 'checklist evaluated');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('checklist submitted').first()).toBeVisible();
  await expect(page).toHaveURL('/teacher/eval');
}

test('a teacher evaluates a term, submits the year, and the student moves on', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, firstTeacher);
  await expect(page).toHaveURL('/teacher');

  for (const term of ['Entry', 'I', 'II'] as const)
    await answerTermByApi(page.request, new URL(page.url()).origin, term);

  // Teacher home: the student under the class's display name.
  await expect(page.getByText(`Welcome, ${firstTeacher.name}`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Primary-II-2' });
  await expect(table.getByRole('row', { name: new RegExp(student.regNo) })).toBeVisible();
  await expectAccessible(page, 'teacher home');
  await table.getByRole('button', { name: `Eval ${student.name} (${student.regNo})` }).click();

  // Terms: section, then year.
  await expect(page).toHaveURL('/teacher/term');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  await page.getByRole('button', { name: 'Primary-II' }).click();
  await expectAccessible(page, 'terms');
  await page.getByRole('button', { name: 'Year 2' }).click();

  // Year summary: four terms, not yet complete.
  await expect(page).toHaveURL('/teacher/term/termEntry');
  await expect(page.getByText('Primary-II, Year 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit & Transfer' })).toBeDisabled();
  await expectAccessible(page, 'term entry');
  await page.getByRole('button', { name: 'Term III' }).click();

  // Evaluation hub, then the five checklists.
  await expect(page).toHaveURL('/teacher/eval');
  await expect(page.getByText('Primary-II, Year 2, Term III')).toBeVisible();
  await expectAccessible(page, 'evaluation hub');
  for (const category of CATEGORIES) await runChecklist(page, category);

  await expect(page.getByText('Percentage : 100%')).toHaveCount(4);
  await expect(page.getByText('Mode : A')).toBeVisible();
  const termComments = page.getByRole('textbox', { name: /Term comments/ });
  await termComments.fill('Term III: a strong finish.');
  await expectAccessible(page, 'evaluation hub, term complete');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Term evaluated').first()).toBeVisible();
  await expect(page).toHaveURL('/teacher/term/termEntry');

  // The year: figures (three terms at 0 %, one at 100 %: 25 %), comments, transfer.
  const submit = page.getByRole('button', { name: 'Submit & Transfer' });
  await expect(submit).toBeEnabled();
  await expect(page.getByText('Figure: 25%').first()).toBeVisible();
  for (const label of [
    'Year Percent',
    'Personal Percent',
    'Occupational Percent',
    'Academic Percent',
    'Social Percent',
    'Recreational Mode',
  ]) {
    await page.getByLabel(label).fill(`${label}: repeats Primary-II with support.`);
  }
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm submission' });
  await expect(
    dialog.getByText("You won't be able to view or edit this student after this point."),
  ).toBeVisible();
  await expectAccessible(page, 'transfer confirmation');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Comments saved successfully..!').first()).toBeVisible();
  // The outcome (issue 15): 25 % repeats Primary-II in its next year.
  const result = page.getByRole('dialog', { name: 'Year submitted: Repeats' });
  await expect(result).toContainText('New class: Primary-II-3');
  await result.getByRole('button', { name: 'Back to my students' }).click();
  await expect(page).toHaveURL('/teacher');
  await expect(page.getByText('No students registered under teacher')).toBeVisible();
  await expectAccessible(page, 'teacher home after transfer');

  // The next class's teacher now has the student.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await signIn(page, nextTeacher);
  await expect(page).toHaveURL('/teacher');
  const next = page.getByRole('table', { name: 'Primary-II-3' });
  await expect(
    next.getByRole('button', { name: `Eval ${student.name} (${student.regNo})` }),
  ).toBeVisible();
});
