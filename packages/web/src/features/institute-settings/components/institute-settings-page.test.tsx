import { createMessageTranslator, INSTITUTE_SETTINGS_MESSAGES } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

/** Issue 28 part 3: the admin's "Institute details" screen. */
const SLOW = { timeout: 10_000 };
const SETTINGS = {
  name: 'Env School',
  tagline: '',
  address: '1 Env Road',
  phone: '020-1234-5678',
  email: 'office@env.example',
  helpline: '',
  grievanceName: 'Meena Rao',
  grievanceEmail: 'grievance@env.example',
  grievancePhone: '020-1234-9999',
  logoUrl: '/logo.svg',
  languages: ['en', 'hi'],
  retentionYears: 3,
};

afterEach(() => {
  setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text });
});

function renderSettings() {
  const api = mockApi({
    'GET /api/session': sessionReply('admin'),
    'GET /api/admin/institute': { body: { settings: SETTINGS, fromEnvironment: true } },
    'PUT /api/admin/institute': (body) => ({
      body: { msg: INSTITUTE_SETTINGS_MESSAGES.saved, settings: body },
    }),
  });
  signInAs('admin');
  return { ...renderApp('/admin/institute'), ...api };
}

describe('Institute details', { timeout: 20_000 }, () => {
  it("shows the server's settings, refuses a wrong detail beside its field, saves a right one", async () => {
    const { user, calls } = renderSettings();
    const name = await screen.findByLabelText(/^Institute name/, {}, SLOW);
    expect(name).toHaveValue('Env School');
    expect(screen.getByText(/still the server's settings/)).toBeInTheDocument();

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(INSTITUTE_SETTINGS_MESSAGES.name)).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(name, 'Saved School');
    const years = screen.getByLabelText(/^Years to keep/);
    await user.clear(years);
    await user.type(years, '5');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(INSTITUTE_SETTINGS_MESSAGES.saved),
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ ...SETTINGS, name: 'Saved School', retentionYears: 5 });
  });

  it('speaks Hindi', async () => {
    setLocaleStateForTests({
      locale: 'hi',
      catalog: hi,
      msg: createMessageTranslator(en.msg, hi.msg),
    });
    renderSettings();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'संस्थान का विवरण' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^संस्थान का नाम/, {}, SLOW)).toHaveValue('Env School');
    expect(screen.getByRole('button', { name: 'विवरण सहेजें' })).toBeInTheDocument();
  });
});
