import { createMessageTranslator } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleStateForTests } from '../i18n/locale-state';
import { mockApi } from '../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../test/render-app';

/** Issue 16: the office's screens in Hindi, the shell and Mantine's own controls included. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text });
});

describe('the admin home in Hindi', { timeout: 20_000 }, () => {
  it('names the screen, its panels and the dialog close button in Hindi', async () => {
    setLocaleStateForTests({
      locale: 'hi',
      catalog: hi,
      msg: createMessageTranslator(en.msg, hi.msg),
    });
    mockApi({ 'GET /api/session': sessionReply('admin') });
    signInAs('admin');
    const { user } = renderApp('/admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'एडमिन होम' }, SLOW),
    ).toBeInTheDocument();
    expect(document.title).toBe('एडमिन होम · Pragati');
    const teachers = screen.getByRole('region', { name: 'शिक्षक' });
    expect(within(teachers).getByRole('link', { name: 'शिक्षक देखें' })).toHaveAttribute(
      'href',
      '/admin/viewteachers',
    );
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('सर्वाधिकार सुरक्षित');

    await user.click(await screen.findByRole('button', { name: 'पासवर्ड बदलें' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'पासवर्ड बदलें' });
    expect(within(dialog).getByLabelText('मौजूदा पासवर्ड')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'संवाद बंद करें' })).toBeInTheDocument();
  });
});
