import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, setBranding } from '../lib/branding';
import { mockApi } from '../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../test/render-app';

// Portals load as lazy chunks; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Issue 28 part 3, decisions §13: the language menus of the login screen and the header offer only
 * the languages of the institute's settings (the branding the server inlines).
 */
describe('language menus follow the institute settings', { timeout: 30_000 }, () => {
  afterEach(() => setBranding(DEFAULT_BRANDING));

  it('the login offers English and Hindi when the institute has both', async () => {
    mockApi({});
    renderApp('/');
    const menu = await screen.findByRole('group', { name: 'Language · भाषा' });
    expect(within(menu).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'हिन्दी' })).toBeInTheDocument();
  });

  it('the login shows no menu when the institute offers English only', async () => {
    setBranding({ ...DEFAULT_BRANDING, languages: ['en'] });
    mockApi({});
    renderApp('/');
    expect(await screen.findByLabelText('User ID')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language · भाषा' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'हिन्दी' })).not.toBeInTheDocument();
  });

  it("the header offers the other language only when it is the institute's", async () => {
    signInAs('admin');
    mockApi({ 'GET /api/session': sessionReply('admin') });
    const both = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Home' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'हिन्दी' })).toBeVisible();
    both.unmount();

    setBranding({ ...DEFAULT_BRANDING, languages: ['en'] });
    signInAs('admin');
    mockApi({ 'GET /api/session': sessionReply('admin') });
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Home' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'हिन्दी' }),
    ).not.toBeInTheDocument();
  });
});
