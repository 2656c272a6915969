// Issue 16 and 19 part 4: the correction screens in Hindi (corrections.test.tsx reads English).
import { CORRECTION_MESSAGES, createMessageTranslator } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() =>
  setLocaleStateForTests({
    locale: 'hi',
    catalog: hi,
    msg: createMessageTranslator(en.msg, hi.msg),
  }),
);
afterEach(() => setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text }));

describe('correction screens in Hindi', { timeout: 20_000 }, () => {
  it('words the student form, the field labels, the outcomes and the field rule in Hindi', async () => {
    mockApi({
      'GET /api/session': sessionReply('student', 'REG-1'),
      'GET /api/student/corrections': {
        body: {
          data: [
            {
              id: 8,
              regNo: 'REG-1',
              field: 'dob',
              fieldLabel: 'Date of Birth',
              proposedValue: '2014-01-01',
              reason: 'Certificate',
              status: 'declined',
              createdAt: '2026-11-20T06:00:00.000Z',
              decidedBy: 'admin1',
              decidedAt: '2026-11-21T06:00:00.000Z',
              declineReason: 'Bring the certificate.',
            },
          ],
        },
      },
    });
    signInAs('student', 'REG-1');
    const { user } = renderApp('/student/corrections');
    await screen.findByRole('heading', { level: 1, name: /सुधार/ });
    const table = await screen.findByRole('table', { name: 'मेरे सुधार अनुरोध, नए पहले' });
    expect(within(table).getByText('जन्म तिथि')).toBeInTheDocument();
    expect(within(table).getByText('अस्वीकार किया गया: Bring the certificate.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(screen.getByText('सुधारने के लिए फ़ील्ड चुनें।')).toBeInTheDocument();
    expect(hi.msg.CORRECTION_MESSAGES.field).not.toBe(CORRECTION_MESSAGES.field);
  });
});
