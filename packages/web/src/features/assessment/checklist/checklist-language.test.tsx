import { createMessageTranslator } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { progressRecord, questions, storeFlow, termReport, yearReport } from '../testing/records';
import { resetPendingStoreForTests } from './pending-store';
import { setAutosaveDelayForTests } from './use-checklist-autosave';

/* The checklist's questions in two languages (issue 16 part 4, decisions §13). */

configure({ asyncUtilTimeout: 5000 });

const PERSONAL = '/teacher/term/termEntry/eval/personal';

beforeEach(() => setAutosaveDelayForTests(0));
afterEach(() => {
  setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text });
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetPendingStoreForTests();
  setAutosaveDelayForTests();
});

type QA = ReturnType<typeof questions>;

const HINDI_ITEMS: QA = [
  { question: 'Washes hands', questionHi: 'हाथ धोता है', answer: null },
  { question: 'Eats by self', answer: null },
];

function setUp(personal: QA = HINDI_ITEMS) {
  signInAs('teacher', 'T-1');
  storeFlow({ section: 'preprimary', year: '1', term: 'Entry' });
  const report = termReport('Entry', { report: { personalQA: personal } });
  const record = progressRecord({
    section: [{ sec: 'preprimary', yearReport: [yearReport('1', [report])] }],
  });
  const api = mockApi({
    'GET /api/session': sessionReply('teacher', 'T-1'),
    'GET /api/teacher/evaluate/questions': { body: { data: { section: record.section } } },
    'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 2 } },
  });
  return { ...api, ...renderApp(PERSONAL) };
}

describe('checklist questions in two languages', { timeout: 20_000 }, () => {
  it('shows English, and the Hindi text beneath on demand; saves send the English', async () => {
    const { user, calls } = setUp();
    const table = await screen.findByRole('table', { name: 'Personal items' });
    expect(within(table).getByRole('rowheader', { name: 'Washes hands' })).toBeInTheDocument();
    expect(screen.queryByText('हाथ धोता है')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show Hindi too' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('हाथ धोता है')).toHaveAttribute('lang', 'hi');
    // An item without a Hindi text shows its English only.
    expect(within(table).getByRole('rowheader', { name: 'Eats by self' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Answer for item 1' }), 'Yes');
    await screen.findByText(/Saved/);
    const save = calls.find((c) => c.path === '/api/teacher/eval/form');
    expect((save?.body as { data: { questions: unknown[] } }).data.questions).toEqual([
      { question: 'Washes hands', answer: 'Yes' },
      { question: 'Eats by self', answer: '' },
    ]);
  });

  it('remembers the choice on the device', async () => {
    window.localStorage.setItem('pragati.checklist.bothLanguages', '1');
    setUp();
    expect(await screen.findByText('हाथ धोता है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Hindi too' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers no toggle when no item has a Hindi text', async () => {
    setUp(questions('personal', 2));
    await screen.findByRole('table', { name: 'Personal items' });
    expect(screen.queryByRole('button', { name: /Show Hindi/ })).not.toBeInTheDocument();
  });

  it('in Hindi: the Hindi text first (English where there is none), English beneath on demand', async () => {
    setLocaleStateForTests({
      locale: 'hi',
      catalog: hi,
      msg: createMessageTranslator(en.msg, hi.msg),
    });
    const { user } = setUp();
    // The caption is in Hindi too: the screen's one table.
    const table = await screen.findByRole('table');
    const hindi = within(table).getByRole('rowheader', { name: 'हाथ धोता है' });
    expect(within(hindi).getByText('हाथ धोता है')).toHaveAttribute('lang', 'hi');
    // No Hindi text: the English wording, marked as English on the Hindi page.
    expect(within(table).getByText('Eats by self')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Washes hands')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'अंग्रेज़ी भी दिखाएँ' }));
    expect(within(hindi).getByText('Washes hands')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('button', { name: 'Show Hindi too' })).not.toBeInTheDocument();
  });
});
