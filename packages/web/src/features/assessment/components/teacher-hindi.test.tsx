// Issue 16 part 1: the teacher's screens in Hindi (the other tests read them in English).
import { createMessageTranslator } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { answerOptions, countsText } from '../checklist/answer-options';
import { lastTermOf } from '../checklist/last-term';
import { placementText } from '../record-display';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() =>
  setLocaleStateForTests({
    locale: 'hi',
    catalog: hi,
    msg: createMessageTranslator(en.msg, hi.msg),
  }),
);
afterEach(() => setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text }));

const asha = { _id: '1', regNo: 'R-001', name: 'Asha Rao', classId: 'preprimary_1' };

describe('teacher screens in Hindi', { timeout: 20_000 }, () => {
  it('words the home in Hindi; names, numbers and class names stay as they are', async () => {
    signInAs('teacher', 'T-1');
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/getTeacher': {
        body: { data: { teacherId: 'T-1', teacherName: 'Lata Menon', classId: [] } },
      },
      'GET /api/teacher/getStudents': {
        body: {
          data: [
            {
              classId: 'preprimary_1',
              className: 'Preprimary-1',
              students: [asha],
            },
          ],
          students: [[asha]],
        },
      },
    });
    renderApp('/teacher');
    expect(await screen.findByRole('searchbox', { name: 'विद्यार्थी खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'शिक्षक होम' })).toBeInTheDocument();
    expect(await screen.findByText('स्वागत है, Lata Menon')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 विद्यार्थी।');
    expect(screen.getByRole('button', { name: 'Asha Rao (R-001) का मूल्यांकन' })).toHaveTextContent(
      'मूल्यांकन',
    );
    expect(screen.getByRole('columnheader', { name: 'पंजीकरण सं.' })).toBeInTheDocument();
  });

  it('keeps the answer codes and translates their meaning', () => {
    const labels = answerOptions('personal').map((option) => option.label);
    expect(labels).toContain('VP (मौखिक संकेत)');
    expect(labels).toContain('+ (हाँ)');
    // The same list object while the language stays: the checklist's rows are memoised on it.
    expect(answerOptions('personal')).toBe(answerOptions('personal'));
    expect(countsText('personal', ['Yes', 'C-P1'])).toBe('+: 1, VP: 1, PP: 0, NE: 0, NA: 0');
  });

  it('says where the teacher works in Hindi', () => {
    expect(placementText('preprimary', '1', 'I')).toBe('प्री-प्राइमरी, वर्ष 1, टर्म I');
    const sections = [
      {
        sec: 'preprimary',
        yearReport: [{ year: '1', termReport: [{ term: 'III', report: { personalQA: [] } }] }],
      },
    ] as unknown as Parameters<typeof lastTermOf>[0];
    const where = {
      section: 'preprimary',
      year: '2',
      term: 'Entry',
      category: 'personal',
    } as const;
    expect(lastTermOf(sections, where)?.label).toBe('प्री-प्राइमरी वर्ष 1, टर्म III');
  });
});
