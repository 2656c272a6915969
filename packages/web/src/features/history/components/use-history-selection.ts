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
 * After load the student's current section and year are selected (decisions §11: staff and
 * parents look for the latest; the spec selected the first), or, when the record does not hold
 * them (a completed student), its last section and year. A choice that is not (or no longer)
 * available falls back the same way; changing the section selects that section's first year
 * (spec section 4). The fallback is derived on every render, so a refetched record with fewer
 * sections or years can never leave an invalid choice on screen.
 */
export function resolveSelection(
  record: HistoryRecord | undefined,
  chosenSection: string | null,
  chosenYear: string | null,
): Pick<HistorySelection, 'sections' | 'section' | 'years' | 'year'> {
  const sections = record?.section ?? [];
  const current = sections.find((s) => s.sec === record?.currSection);
  const latest =
    current?.yearReport.some((y) => y.year === record?.currYear) === true
      ? { section: current, year: record?.currYear }
      : { section: sections.at(-1), year: sections.at(-1)?.yearReport.at(-1)?.year };
  const chosen = sections.find((s) => s.sec === chosenSection);
  const section = chosen ?? latest.section ?? null;
  const years = section?.yearReport ?? [];
  const year =
    years.find((y) => y.year === chosenYear) ??
    (chosen ? undefined : years.find((y) => y.year === latest.year)) ??
    years[0] ??
    null;
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
