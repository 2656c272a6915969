import { createMessageTranslator } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { detailsRecord, listRow } from './test-records';

/*
 * Issue 16 part 1: in Hindi the students screens speak Hindi, the intake's labels (domain lists,
 * through msg) included; the data (names, class codes) stays as it is.
 */
vi.setConfig({ testTimeout: 30_000 });
const LAZY = { timeout: 10_000 };

beforeEach(() =>
  setLocaleStateForTests({
    locale: 'hi',
    catalog: hi,
    msg: createMessageTranslator(en.msg, hi.msg),
  }),
);
afterEach(() => setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text }));

describe('students screens in Hindi', () => {
  it('the details view: headings, field labels and intake groups in Hindi', async () => {
    signInAs('admin');
    mockApi({
      'GET /api/session': sessionReply('admin'),
      'GET /api/admin/viewStudentDetails': { body: detailsRecord() },
    });
    renderApp('/admin/viewstudents/details/PR-1');
    await screen.findByRole('heading', { level: 1, name: 'विद्यार्थी का रिकॉर्ड' }, LAZY);
    const details = within(await screen.findByRole('region', { name: 'विद्यार्थी का विवरण' }));
    expect(details.getByRole('rowheader', { name: 'आधार संख्या' })).toBeInTheDocument();
    // Class names are translated too (issue 26 item 14); the code stays as it is.
    expect(details.getByText('प्री-प्राइमरी-1 (preprimary_1)')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'इतिहास' }));
    expect(history.getByRole('columnheader', { name: 'जन्म से पहले (प्रसवपूर्व)' })).toBeInTheDocument();
    expect(history.getByRole('rowheader', { name: 'विकिरण उपचार (रेडिएशन)' })).toBeInTheDocument();
    const complaints = within(screen.getByRole('region', { name: 'वर्तमान शिकायतें' }));
    expect(complaints.getByRole('rowheader', { name: 'स्वयं खाता/खाती है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विवरण संपादित करें' })).toBeInTheDocument();
  });

  it('the list: column headings, status and summary in Hindi', async () => {
    signInAs('principal');
    mockApi({
      'GET /api/session': sessionReply('principal'),
      'GET /api/principal/viewstudents': { body: { data: [listRow(1)] } },
      'GET /api/principal/teacher/preprimary_1': { body: { teacher: 'Not assigned' } },
    });
    renderApp('/principal/viewstudents');
    await screen.findByRole('heading', { level: 1, name: 'विद्यार्थियों का विवरण' }, LAZY);
    await screen.findByRole('table', { name: 'पंजीकृत विद्यार्थी' });
    expect(screen.getByRole('columnheader', { name: /आवंटित शिक्षक/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'सक्रिय' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'नियुक्त नहीं' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 में से 1–1 विद्यार्थी दिखाए जा रहे हैं');
  });
});
