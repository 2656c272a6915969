import { MantineProvider } from '@mantine/core';
import { createMessageTranslator, instituteDate, SESSION_MESSAGES } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { errorBody, mockApi } from '../../../test/mock-api';
import { type PlanKind, PlannedVsDelivered } from './planned-vs-delivered';

const REG_NO = 'PR-2026-1';
const month = instituteDate(new Date()).slice(0, 7);
const monthBody = {
  regNo: REG_NO,
  month,
  sessions: 3,
  minutes: 90,
  byKind: [
    {
      kind: 'speech',
      nameEn: 'Speech therapy',
      nameHi: 'वाक् चिकित्सा',
      sessions: 3,
      minutes: 90,
      plannedPerWeek: 2,
      plannedInMonth: 9,
    },
  ],
  list: [],
};

function renderPlan(planKinds: PlanKind[]) {
  render(
    <MantineProvider env="test">
      <I18nProvider>
        <QueryClientProvider client={new QueryClient()}>
          <PlannedVsDelivered regNo={REG_NO} planKinds={planKinds} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
}

const monthUrl = `GET /api/sessions/${REG_NO}`;
const planUrl = `PUT /api/sessions/${REG_NO}/planned`;

describe('PlannedVsDelivered (issue 31 part 3)', () => {
  it("shows the month's planned vs delivered by kind in a table", async () => {
    mockApi({ [monthUrl]: { body: monthBody } });
    renderPlan([]);
    const table = await screen.findByRole('table', {
      name: `Sessions in ${month}: planned and delivered`,
    });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.children, (c) => c.textContent));
    expect(cells).toEqual([['Speech therapy', '2', '9', '3', '90']]);
    expect(screen.getByLabelText('Month')).toHaveValue(month);
    // Without kinds to plan (a teacher, the principal) there is no form.
    expect(screen.queryByRole('button', { name: 'Save plan' })).toBeNull();
  });

  it('sets sessions per week of a kind the account may plan, starting from the saved plan', async () => {
    const api = mockApi({
      [monthUrl]: { body: monthBody },
      [planUrl]: { body: { msg: SESSION_MESSAGES.plannedSaved } },
    });
    renderPlan([{ code: 'speech', label: 'Speech therapy' }]);
    const perWeek = screen.getByLabelText(/^Planned per week/);
    await vi.waitFor(() => expect(perWeek).toHaveValue(2));
    await userEvent.clear(perWeek);
    await userEvent.type(perWeek, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText(SESSION_MESSAGES.plannedSaved)).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ kind: 'speech', perWeek: 3 });
  });

  it("shows the server's refusal", async () => {
    mockApi({
      [monthUrl]: { body: monthBody },
      [planUrl]: { status: 400, body: errorBody(SESSION_MESSAGES.perWeek) },
    });
    renderPlan([{ code: 'speech', label: 'Speech therapy' }]);
    const perWeek = screen.getByLabelText(/^Planned per week/);
    await vi.waitFor(() => expect(perWeek).toHaveValue(2));
    await userEvent.clear(perWeek);
    await userEvent.type(perWeek, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SESSION_MESSAGES.perWeek);
  });
});

describe('PlannedVsDelivered in Hindi', () => {
  it('words the table, the kind and the saved message in Hindi', async () => {
    setLocaleStateForTests({
      locale: 'hi',
      catalog: hi,
      msg: createMessageTranslator(en.msg, hi.msg),
    });
    try {
      mockApi({
        [monthUrl]: { body: monthBody },
        [planUrl]: { body: { msg: SESSION_MESSAGES.plannedSaved } },
      });
      renderPlan([{ code: 'speech', label: 'वाक् चिकित्सा' }]);
      const table = await screen.findByRole('table', {
        name: `${month} के सत्र: नियोजित और दिए गए`,
      });
      expect(within(table).getByRole('rowheader').textContent).toBe('वाक् चिकित्सा');
      await userEvent.click(screen.getByRole('button', { name: 'योजना सहेजें' }));
      const saved = await screen.findByRole('status');
      await vi.waitFor(() => expect(saved.textContent).not.toBe(''));
      expect(saved.textContent).not.toBe(SESSION_MESSAGES.plannedSaved);
    } finally {
      setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text });
    }
  });
});
