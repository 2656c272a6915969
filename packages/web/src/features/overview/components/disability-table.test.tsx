import { CLASS_CODES, createMessageTranslator, type Overview } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

/*
 * Issue 30 part 5: the overview's table of active students by disability and group. Columns are
 * the groups the server sent (the institute's enabled groups), never a list of the screen's own.
 */

const SLOW = { timeout: 10_000 };
const NONE = { set: 0, met: 0, carried: 0, dropped: 0 };

const OVERVIEW: Overview = {
  classes: CLASS_CODES.map((classId) => ({
    classId,
    teacher: null,
    activeStudents: 0,
    termCounts: { Entry: 0, I: 0, II: 0, III: 0 },
    currentTerm: { mostCommon: null, earliest: null, latest: null },
    checklists: { evaluated: 0, due: 0 },
    latestTerm: null,
    underSixty: { byTerm: 0, byYear: 0, measured: 0 },
  })),
  activeStudents: 7,
  classesWithoutTeacher: [],
  pendingTeacherRows: 0,
  disabilities: {
    groups: [
      { code: 'preprimary', names: { en: 'Preprimary', hi: 'प्री-प्राइमरी' } },
      { code: 'primary1', names: { en: 'Primary-I', hi: 'प्राइमरी-I' } },
      { code: 'care', names: { en: 'Care group', hi: 'केयर ग्रुप' } },
    ],
    rows: [
      {
        code: 9,
        names: { en: 'Autism spectrum disorder', hi: 'स्वलीनता स्पेक्ट्रम विकार' },
        counts: [1, 2, 0],
        total: 3,
      },
      {
        code: 13,
        names: { en: 'Intellectual disability', hi: 'बौद्धिक दिव्यांगता' },
        counts: [0, 1, 1],
        total: 2,
      },
      { code: null, names: null, counts: [2, 0, 0], total: 2 },
    ],
  },
};

function renderHome(role: 'admin' | 'principal') {
  mockApi({
    'GET /api/session': sessionReply(role),
    'GET /api/overview': { body: OVERVIEW },
    'GET /api/overview/goals': { body: { classes: [], areas: [], total: NONE } },
    'GET /api/admin/disability-reminders': {
      body: {
        today: '2026-01-01',
        reassessDue: [],
        udidExpiring: [],
        noProfile: { count: 0, students: [] },
      },
    },
  });
  signInAs(role);
  return renderApp(`/${role}`);
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

afterEach(() => setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text }));

describe('students by disability and group', { timeout: 30_000 }, () => {
  it('principal: a row per disability and "Not recorded", a column per group sent', async () => {
    renderHome('principal');
    const table = await screen.findByRole(
      'table',
      { name: 'Active students by their primary disability' },
      SLOW,
    );
    expect(cells(table)).toEqual([
      ['Disability', 'Preprimary', 'Primary-I', 'Care group', 'Total'],
      ['Autism spectrum disorder', '1', '2', '0', '3'],
      ['Intellectual disability', '0', '1', '1', '2'],
      ['Not recorded', '2', '0', '0', '2'],
    ]);
    expect(
      screen.getByRole('heading', { name: 'Students by disability and group' }),
    ).toBeInTheDocument();
  });

  it('admin, in Hindi: the code list and group names in Hindi', async () => {
    setLocaleStateForTests({
      locale: 'hi',
      catalog: hi,
      msg: createMessageTranslator(en.msg, hi.msg),
    });
    renderHome('admin');
    const table = await screen.findByRole(
      'table',
      { name: 'मुख्य दिव्यांगता के अनुसार सक्रिय विद्यार्थी' },
      SLOW,
    );
    expect(cells(table)).toEqual([
      ['दिव्यांगता', 'प्री-प्राइमरी', 'प्राइमरी-I', 'केयर ग्रुप', 'कुल'],
      ['स्वलीनता स्पेक्ट्रम विकार', '1', '2', '0', '3'],
      ['बौद्धिक दिव्यांगता', '0', '1', '1', '2'],
      ['दर्ज नहीं', '2', '0', '0', '2'],
    ]);
  });
});
