import type { HistoryRecord, SectionRecord, YearReportRecord } from '@pragati/domain';
import { useState } from 'react';

export interface HistorySelection {
  sections: SectionRecord[];
  section: SectionRecord | null;
  years: YearReportRecord[];
  year: YearReportRecord | null;
  selectSection: (sec: string) => void;
  selectYear: (year: string) => void;
}

/**
 * Spec section 4: after load the first section and its first year are selected; a choice that
 * is not (or no longer) available falls back to the first available; changing the section resets
 * the year to that section's first. The fallback is derived on every render, so a refetched
 * record with fewer sections or years can never leave an invalid choice on screen.
 */
export function resolveSelection(
  record: HistoryRecord | undefined,
  chosenSection: string | null,
  chosenYear: string | null,
): Pick<HistorySelection, 'sections' | 'section' | 'years' | 'year'> {
  const sections = record?.section ?? [];
  const section = sections.find((s) => s.sec === chosenSection) ?? sections[0] ?? null;
  const years = section?.yearReport ?? [];
  const year = years.find((y) => y.year === chosenYear) ?? years[0] ?? null;
  return { sections, section, years, year };
}

export function useHistorySelection(record: HistoryRecord | undefined): HistorySelection {
  const [chosen, setChosen] = useState<{ section: string | null; year: string | null }>({
    section: null,
    year: null,
  });
  const resolved = resolveSelection(record, chosen.section, chosen.year);
  return {
    ...resolved,
    selectSection: (sec) => {
      const first = record?.section.find((s) => s.sec === sec)?.yearReport[0]?.year ?? null;
      setChosen({ section: sec, year: first });
    },
    selectYear: (year) => setChosen({ section: resolved.section?.sec ?? null, year }),
  };
}
