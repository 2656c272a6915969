import {
  CATEGORY_DISPLAY_NAMES,
  INSTITUTE_TIME_ZONE,
  type Category,
  type QuestionBankSource,
  type Section,
} from '@pragati/domain';
import { currentLocale, msg, translate } from '../../../i18n/locale-state';
import { groupNameNow } from '../../../lib/programme-groups';

// Indian English or Hindi, as the user chose; the institute's clock either way.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTime(): Intl.DateTimeFormat {
  const locale = `${currentLocale()}-IN`;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: INSTITUTE_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formats.set(locale, format);
  }
  return format;
}

/** "21 Nov 2026, 1:35 pm", in the institute's time zone. */
export function formatSavedAt(iso: string): string {
  return dateTime().format(new Date(iso));
}

const sourceLabel = (source: QuestionBankSource) => translate()(`questionBank.source.${source}`);

/** "Sample bank", "Imported", "Edited on screen", read in the current language. */
export const SOURCE_LABELS: Readonly<Record<QuestionBankSource, string>> = {
  get sample() {
    return sourceLabel('sample');
  },
  get import() {
    return sourceLabel('import');
  },
  get edit() {
    return sourceLabel('edit');
  },
};

export function listTitle(section: Section, category: Category): string {
  return `${msg(CATEGORY_DISPLAY_NAMES[category])} — ${groupNameNow(section)}`;
}
