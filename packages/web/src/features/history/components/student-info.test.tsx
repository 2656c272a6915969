import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { sampleHistory } from '../testing/history-records';
import { StudentInfo } from './student-info';

// The block's labels come from the language's catalog.
const render = (ui: ReactElement) => renderBare(ui, { wrapper: I18nProvider });
const value = (label: string) => screen.getByText(label).nextSibling;

/** Decisions §7: a completed or left student is shown as such, never as currently placed. */
describe('student information block', () => {
  it('an active student: current year, section and class', () => {
    render(<StudentInfo record={{ ...sampleHistory(), status: 'active' }} />);
    expect(value('Current Year')).toBeInTheDocument();
    expect(value('Class ID')).toBeInTheDocument();
    expect(screen.queryByText('Status')).not.toBeInTheDocument();
  });

  it('a student who left: the last class, the date and the reason', () => {
    render(
      <StudentInfo
        record={{
          ...sampleHistory(),
          status: 'left',
          leftOn: '2026-11-20',
          leftReason: 'Family moved to Pune',
        }}
      />,
    );
    expect(value('Status')).toHaveTextContent('Left the institute on 2026-11-20');
    expect(value('Reason for Leaving')).toHaveTextContent('Family moved to Pune');
    expect(value('Last Class')).toBeInTheDocument();
    expect(screen.queryByText('Current Year')).not.toBeInTheDocument();
    expect(screen.queryByText('Class ID')).not.toBeInTheDocument();
  });

  it('a completed student: the last class and the completion', () => {
    render(<StudentInfo record={{ ...sampleHistory(), status: 'completed' }} />);
    expect(value('Status')).toHaveTextContent('Completed the programme');
    expect(value('Last Year')).toBeInTheDocument();
    expect(screen.queryByText('Current Section')).not.toBeInTheDocument();
  });
});
