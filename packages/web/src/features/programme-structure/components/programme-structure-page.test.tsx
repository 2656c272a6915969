import {
  createMessageTranslator,
  DEFAULT_PROGRAMME_STRUCTURE,
  PROGRAMME_MESSAGES,
} from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

/** Issue 29 part 2: the admin's "Groups and classes" screen. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text });
});

function renderGroups() {
  const groups = DEFAULT_PROGRAMME_STRUCTURE.map((g) => ({
    ...g,
    students: g.code === 'preprimary' ? 4 : 0,
  }));
  const api = mockApi({
    'GET /api/session': sessionReply('admin'),
    'GET /api/admin/groups': () => ({ body: { data: groups } }),
    'PUT /api/admin/groups/secondary': (body) => {
      const i = groups.findIndex((g) => g.code === 'secondary');
      const patch = body as {
        enabled?: boolean;
        names?: { en: string; hi: string };
        years?: number;
      };
      groups[i] = { ...groups[i]!, ...patch, names: { ...groups[i]!.names, ...patch.names } };
      return { body: { msg: PROGRAMME_MESSAGES.updated, group: groups[i] } };
    },
    'PUT /api/admin/groups/preprimary': {
      status: 409,
      body: errorBody(PROGRAMME_MESSAGES.hasStudents('Preprimary')),
    },
  });
  signInAs('admin');
  return { ...renderApp('/admin/groups'), ...api };
}

describe('Groups and classes', { timeout: 20_000 }, () => {
  it('lists the seven groups in order with their classes, students and year end', async () => {
    renderGroups();
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Groups and classes' },
      SLOW,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    const table = await screen.findByRole(
      'table',
      { name: 'Groups, their classes and students' },
      SLOW,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
      DEFAULT_PROGRAMME_STRUCTURE.map((g) => g.names.en),
    );
    const secondary = rows[3]!;
    expect(secondary).toHaveTextContent('secondary_1secondary_2secondary_3');
    expect(within(rows[6]!).getByText('Review (the student stays)')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Secondary enabled' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Primary-I enabled' })).toBeChecked();
  });

  it('enables a group, and shows a refusal beside its switch keeping the focus', async () => {
    const { user, calls } = renderGroups();
    const secondary = await screen.findByRole('switch', { name: 'Secondary enabled' }, SLOW);
    await user.click(secondary);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Secondary is now enabled.'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true });
    await waitFor(() => expect(secondary).toBeChecked());

    const preprimary = screen.getByRole('switch', { name: 'Preprimary enabled' });
    await user.click(preprimary);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(PROGRAMME_MESSAGES.hasStudents('Preprimary'));
    expect(preprimary).toHaveFocus();
    expect(preprimary).toBeChecked();
    expect(preprimary).toHaveAttribute('aria-describedby', alert.id);
  });

  it('edits the names and years, refusing an empty name beside its field', async () => {
    const { user, calls } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Edit Secondary' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Secondary' });
    const english = within(dialog).getByLabelText(/^Name in English/);
    await user.clear(english);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PROGRAMME_MESSAGES.name)).toBeInTheDocument();
    expect(english).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(english, 'Secondary group');
    const hindi = within(dialog).getByLabelText(/^Name in Hindi/);
    await user.clear(hindi);
    await user.type(hindi, 'माध्यमिक');
    await user.selectOptions(within(dialog).getByLabelText(/^Years/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(PROGRAMME_MESSAGES.updated),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      names: { en: 'Secondary group', hi: 'माध्यमिक' },
      years: 2,
    });
    const row = (await screen.findByRole('rowheader', { name: 'Secondary group' })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('secondary_1secondary_2'));
    expect(row).not.toHaveTextContent('secondary_3');
  });

  it('speaks Hindi, with the groups named in Hindi', async () => {
    setLocaleStateForTests({
      locale: 'hi',
      catalog: hi,
      msg: createMessageTranslator(en.msg, hi.msg),
    });
    renderGroups();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'समूह और कक्षाएँ' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'सेकेंडरी' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'सेकेंडरी चालू' })).not.toBeChecked();
  });
});
