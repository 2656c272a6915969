import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { useGroupName } from '../../../lib/programme-groups';
import { PRINT_FULL_RECORD_ID } from './use-full-record-print';
import type { HistorySelection } from './use-history-selection';
import classes from './history.module.css';

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
  const t = useTranslations('history');
  const groupName = useGroupName();
  const yearText = (value: string) => t('yearOption', { year: value });
  const { sections, section, years, year } = selection;
  const sectionData = sections.length
    ? sections.map((s) => ({ value: s.sec, label: groupName(s.sec) }))
    : [{ value: '', label: t('noSections') }];
  const yearData = years.length
    ? years.map((y) => ({ value: y.year, label: yearText(y.year) }))
    : [{ value: '', label: t('noYears') }];
  return (
    <>
      <Group className="no-print" align="end" gap="lg" mb="lg">
        <NativeSelect
          className={classes.select}
          label={t('section')}
          data={sectionData}
          value={section?.sec ?? ''}
          disabled={!sections.length}
          onChange={(event) => selection.selectSection(event.currentTarget.value)}
        />
        <NativeSelect
          className={classes.select}
          label={t('year')}
          data={yearData}
          value={year?.year ?? ''}
          disabled={!years.length}
          onChange={(event) => selection.selectYear(event.currentTarget.value)}
        />
        {onPrintFullRecord && (
          <Button id={PRINT_FULL_RECORD_ID} variant="default" onClick={onPrintFullRecord}>
            {t('printFullRecord')}
          </Button>
        )}
      </Group>
      {section && year && (
        <p className="print-only">
          {t('printChoice', { section: groupName(section.sec), year: year.year })}
        </p>
      )}
    </>
  );
}
