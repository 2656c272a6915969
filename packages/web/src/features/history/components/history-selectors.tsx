import { Button, Group, NativeSelect } from '@mantine/core';
import { SECTION_DISPLAY_NAMES } from '@pragati/domain';
import { PRINT_FULL_RECORD_ID } from './use-full-record-print';
import type { HistorySelection } from './use-history-selection';
import classes from './history.module.css';

const yearText = (year: string) => `Year ${year}`;

/**
 * Spec section 2: Section and Year dropdowns with their placeholders. Native selects: every
 * keyboard, screen reader and phone knows them. Print shows the choice as a line of text instead.
 * Beside them, "Print full record": every section and year in one document.
 */
export function HistorySelectors({
  selection,
  onPrintFullRecord,
}: {
  selection: HistorySelection;
  /** "Print full record" (decisions §11); absent while there is nothing to print. */
  onPrintFullRecord?: (() => void) | undefined;
}) {
  const { sections, section, years, year } = selection;
  const sectionData = sections.length
    ? sections.map((s) => ({ value: s.sec, label: SECTION_DISPLAY_NAMES[s.sec] }))
    : [{ value: '', label: 'No sections available' }];
  const yearData = years.length
    ? years.map((y) => ({ value: y.year, label: yearText(y.year) }))
    : [{ value: '', label: 'No years available' }];
  return (
    <>
      <Group className="no-print" align="end" gap="lg" mb="lg">
        <NativeSelect
          className={classes.select}
          label="Section"
          data={sectionData}
          value={section?.sec ?? ''}
          disabled={!sections.length}
          onChange={(event) => selection.selectSection(event.currentTarget.value)}
        />
        <NativeSelect
          className={classes.select}
          label="Year"
          data={yearData}
          value={year?.year ?? ''}
          disabled={!years.length}
          onChange={(event) => selection.selectYear(event.currentTarget.value)}
        />
        {onPrintFullRecord && (
          <Button id={PRINT_FULL_RECORD_ID} variant="default" onClick={onPrintFullRecord}>
            Print full record
          </Button>
        )}
      </Group>
      {section && year && (
        <p className="print-only">
          Section: {SECTION_DISPLAY_NAMES[section.sec]} · {yearText(year.year)}
        </p>
      )}
    </>
  );
}
