import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { act, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider';
import { PageLayout } from './page-layout';
import { OFFLINE_STATUS, PageStatus } from './page-status';

function Screens() {
  const [second, setSecond] = useState(false);
  return second ? (
    <PageLayout title="Terms" withAccountActions={false}>
      <input aria-label="Typed into" />
    </PageLayout>
  ) : (
    <FirstScreen onOpen={() => setSecond(true)} />
  );
}

function FirstScreen({ onOpen }: { onOpen: () => void }) {
  return (
    <PageLayout title="Teacher Home" withAccountActions={false}>
      <button onClick={onOpen}>Eval</button>
    </PageLayout>
  );
}

function renderLayout(ui: React.ReactNode) {
  return render(
    <I18nProvider>
      <MantineProvider env="test">
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('PageLayout (issue 15)', () => {
  it('moves the focus to the new screen’s heading when the control that navigated is gone', async () => {
    renderLayout(<Screens />);
    const eval_ = screen.getByRole('button', { name: 'Eval' });
    eval_.focus();
    eval_.click();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Terms · Pragati');
  });

  it('leaves the focus where it is when something holds it', () => {
    const { rerender } = renderLayout(
      <PageLayout title="One" withAccountActions={false}>
        <input aria-label="Field" />
      </PageLayout>,
    );
    const field = screen.getByRole('textbox', { name: 'Field' });
    field.focus();
    rerender(
      <I18nProvider>
        <MantineProvider env="test">
          <MemoryRouter>
            <PageLayout title="Two" withAccountActions={false}>
              <input aria-label="Field" />
            </PageLayout>
          </MemoryRouter>
        </MantineProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
  });

  it('keeps the full title as the heading’s name while a phone shows the short one', () => {
    renderLayout(
      <PageLayout
        title="Functional Assessment Checklist for Programming"
        shortTitle="FACP: Terms"
        withAccountActions={false}
      >
        <p>Body</p>
      </PageLayout>,
    );
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Functional Assessment Checklist for Programming',
    });
    expect(heading).toHaveTextContent('FACP: Terms');
    expect(screen.getByText('FACP: Terms')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the header actions for screen readers (words hidden only on a phone)', () => {
    renderLayout(
      <PageLayout title="History Report" backTo="/teacher" printable withAccountActions={false}>
        <p>Body</p>
      </PageLayout>,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/teacher');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says the device is offline instead of loading for ever, and loads again online', () => {
    render(
      <I18nProvider>
        <PageStatus />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_STATUS);
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
