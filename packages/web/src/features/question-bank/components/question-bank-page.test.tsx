import {
  CATEGORIES,
  FACP_GROUP_CODES,
  SECTION_DISPLAY_NAMES,
  SECTIONS,
  type QuestionBank,
  type QuestionList,
  type Category,
  type Section,
} from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

const SAVED_AT = '2026-11-21T08:05:00.000Z';
/** The admin chunk loads first; with every test file running at once that takes a while. */
const SLOW = { timeout: 10_000 };

function list(
  section: Section,
  category: Category,
  questions: string[],
  version = 1,
): QuestionList {
  const base = (FACP_GROUP_CODES.indexOf(section) * 5 + CATEGORIES.indexOf(category)) * 100;
  return {
    section,
    category,
    versionId: base + version,
    version,
    source: 'sample',
    note: "Sample bank — replace with the institute's FACP items",
    createdAt: SAVED_AT,
    createdBy: 'system',
    // The first preprimary personal item has a Hindi text (decisions §13); the others none.
    items: questions.map((question, i) => ({
      itemId: base + i + 1,
      no: i + 1,
      question,
      questionHi: base === 0 && i === 0 ? 'पहला प्रश्न' : null,
    })),
    retired: [],
  };
}

function bank(): QuestionBank {
  return {
    data: SECTIONS.flatMap((s) =>
      CATEGORIES.map((c) => list(s, c, [`${s} ${c} one`, `${s} ${c} two`, `${s} ${c} three`])),
    ),
    groups: SECTIONS.map((code) => ({
      code,
      names: { en: SECTION_DISPLAY_NAMES[code], hi: `${code} (hi)` },
      items: 15,
      inSample: true,
    })),
  };
}

function renderBank(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/session': sessionReply('admin'),
    'GET /api/admin/questions': { body: bank() },
    ...routes,
  });
  signInAs('admin');
  return { ...renderApp('/admin/questions'), ...api };
}

// Typing whole questions takes a while when every test file runs at once.
describe('question bank screen', { timeout: 20_000 }, () => {
  it('shows the sample notice and a list per section and category, well formed', async () => {
    const { user } = renderBank();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Question Bank' }, SLOW),
    ).toBeVisible();
    expect(await screen.findByText('This is the sample bank')).toBeVisible();
    const table = await screen.findByRole('table', { name: /Personal — Preprimary: 3 items/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'Question']);
    expect(within(table).getByText('preprimary personal two')).toBeVisible();
    expect(screen.getByText(/Version 1 · Sample bank · saved 21 Nov 2026/)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Primary-I' }));
    await user.click(await screen.findByRole('tab', { name: 'Social (3)' }));
    expect(await screen.findByText('primary1 social three')).toBeVisible();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const input of document.querySelectorAll('input, textarea')) {
      expect(input).toHaveAccessibleName();
    }
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('edits, reorders, retires and adds, then saves the whole list as a new version', async () => {
    const saved = list('preprimary', 'personal', ['One, reworded', 'Two', 'Four'], 2);
    const { user, calls } = renderBank({
      'PUT /api/admin/questions/preprimary/personal': {
        body: { msg: 'Saved as a new version.', changed: true, list: { ...saved, source: 'edit' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit list' }, SLOW));
    // Other lists are closed while editing.
    expect(screen.getByRole('tab', { name: 'Social (3)' })).toBeDisabled();

    const first = screen.getByRole('textbox', { name: 'Question 1' });
    await user.clear(first);
    await user.type(first, 'One, reworded');
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByText('Moved to position 1 of 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retire question 3' }));
    expect(screen.getByText('Will be retired')).toBeVisible();
    // The Hindi text is shown and edited under each question.
    expect(screen.getByRole('textbox', { name: 'Question 2 in Hindi (optional)' })).toHaveValue(
      'पहला प्रश्न',
    );
    await user.type(screen.getByRole('textbox', { name: 'New question' }), 'Four{Enter}');
    await user.type(
      screen.getByRole('textbox', { name: 'Question 3 in Hindi (optional)' }),
      ' चार ',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Note for this version (optional)' }),
      'Term 2 wording',
    );
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));

    expect(await screen.findByText('Saved as a new version.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      baseVersion: 1,
      note: 'Term 2 wording',
      items: [
        { itemId: 2, question: 'preprimary personal two', questionHi: '' },
        { itemId: 1, question: 'One, reworded', questionHi: 'पहला प्रश्न' },
        { question: 'Four', questionHi: 'चार' },
      ],
    });
    // Back to reading, with the saved list.
    expect(
      await screen.findByRole('table', { name: /Personal — Preprimary: 3 items/ }),
    ).toBeVisible();
    expect(screen.getByText('One, reworded')).toBeVisible();
    expect(screen.getByText('पहला प्रश्न')).toHaveAttribute('lang', 'hi');
  });

  it('names an empty question instead of saving, and shows a refusal from the server', async () => {
    const { user, calls } = renderBank({
      'PUT /api/admin/questions/preprimary/personal': {
        status: 409,
        body: errorBody(
          'Someone else changed this list since you opened it. Reload the page and make your change again.',
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit list' }, SLOW));
    await user.clear(screen.getByRole('textbox', { name: 'Question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('Question 2 cannot be empty.')).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Question 2' }), 'Back again');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText(/Someone else changed this list/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit list' })).toBeVisible();
  });

  it('imports a file and shows what changed', async () => {
    const { user, calls } = renderBank({
      'POST /api/admin/questions/import': {
        body: {
          msg: 'Question bank imported.',
          categories: [
            {
              section: 'preprimary',
              category: 'social',
              version: 2,
              items: 22,
              changed: true,
              added: 22,
              retired: 3,
            },
            {
              section: 'primary1',
              category: 'social',
              version: 1,
              items: 3,
              changed: false,
              added: 0,
              retired: 0,
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('No file selected')).toBeVisible();

    const file = new File(['PK'], 'bank.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(screen.getByLabelText('Question bank file (.xlsx)'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const summary = await screen.findByRole('table', { name: /What the import did/ });
    expect(within(summary).getByText('New version 2: 22 added, 3 retired')).toBeVisible();
    expect(within(summary).getByText('Unchanged (version 1)')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toBeInstanceOf(FormData);
    expect(((post?.body as FormData).get('file') as File).name).toBe('bank.xlsx');
    // The bank is read again after the import.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/questions')).toHaveLength(2),
    );
  });

  it('shows every problem of a refused file', async () => {
    const { user } = renderBank({
      'POST /api/admin/questions/import': {
        status: 400,
        body: errorBody('Row 4: unknown section "primary3". Use preprimary, primary1, primary2.', {
          issues: [
            {
              path: 'row 4',
              message: 'Row 4: unknown section "primary3". Use preprimary, primary1, primary2.',
            },
            { path: 'row 9', message: 'Row 9: the Question is empty.' },
          ],
        }),
      },
    });
    await user.upload(
      await screen.findByLabelText('Question bank file (.xlsx)'),
      new File(['x'], 'b.xlsx'),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert', { name: 'The file was not imported' });
    expect(within(alert).getByRole('list', { name: 'All problems found' })).toHaveTextContent(
      'Row 9: the Question is empty.',
    );
  });

  it('exports the bank as a download', async () => {
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:bank');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = renderBank({ 'GET /api/admin/questions/export': { body: 'xlsx' } });
      await user.click(await screen.findByRole('button', { name: 'Export .xlsx' }));
      expect(await screen.findByText('Question bank exported.')).toBeVisible();
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('question-bank.xlsx');
    } finally {
      Object.assign(URL, original);
    }
  });

  it('marks an enabled group without items and leads to the import (issue 29)', async () => {
    const withSecondary = bank();
    withSecondary.data.push(
      ...CATEGORIES.map((c) => ({
        ...list('secondary', c, []),
        version: null,
        versionId: null,
        source: null,
        items: [],
      })),
    );
    withSecondary.groups.push({
      code: 'secondary',
      names: { en: 'Secondary', hi: 'सेकेंडरी' },
      items: 0,
      inSample: false,
    });
    const { user } = renderBank({ 'GET /api/admin/questions': { body: withSecondary } });
    expect(await screen.findByText(/It has no items for Secondary, Prevocational-I/)).toBeVisible();
    await user.click(await screen.findByRole('tab', { name: 'Secondary' }));
    const note = await screen.findByRole('note', {
      name: 'Secondary has no checklist items yet',
    });
    expect(note).toHaveTextContent('The sample bank has no items for Secondary.');
    expect(note).toHaveTextContent('(Section column: secondary)');
    expect(within(note).getByRole('link', { name: 'Go to the import' })).toHaveAttribute(
      'href',
      '#bank-files',
    );
    // A group with items has no such notice.
    await user.click(screen.getByRole('tab', { name: 'Preprimary' }));
    expect(screen.queryByRole('note', { name: /has no checklist items/ })).toBeNull();
  });

  it('is linked from the admin home', async () => {
    mockApi({ 'GET /api/session': sessionReply('admin') });
    signInAs('admin');
    renderApp('/admin');
    const panel = await screen.findByRole('region', { name: 'Question Bank' });
    expect(within(panel).getByRole('link', { name: 'Open question bank' })).toHaveAttribute(
      'href',
      '/admin/questions',
    );
  });
});
