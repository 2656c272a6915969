import {
  CATEGORY_DISPLAY_NAMES,
  INSTITUTE_TIME_ZONE,
  SECTION_DISPLAY_NAMES,
  type Category,
  type QuestionBankSource,
  type Section,
} from '@pragati/domain';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: INSTITUTE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "21 Nov 2026, 1:35 pm", in the institute's time zone. */
export function formatSavedAt(iso: string): string {
  return dateTime.format(new Date(iso));
}

export const SOURCE_LABELS: Record<QuestionBankSource, string> = {
  sample: 'Sample bank',
  import: 'Imported',
  edit: 'Edited on screen',
};

export function listTitle(section: Section, category: Category): string {
  return `${CATEGORY_DISPLAY_NAMES[category]} — ${SECTION_DISPLAY_NAMES[section]}`;
}
