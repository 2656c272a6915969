// The words of the sheets people download (list, audit and credentials exports) in the
// request's language (issue 16). Import templates are not among them: their column names are
// the upload's contract and stay English.
import {
  type Catalog,
  createMessageTranslator,
  DEFAULT_LOCALE,
  loadCatalog,
  type Locale,
} from '@pragati/domain';

export type SheetWords = Catalog['sheets'] & {
  /** A domain label (an outcome, an action, a status) in the same language. */
  msg: (text: string) => string;
};

/** `{name}` placeholders filled in (the sheets' texts have no plurals). */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export async function sheetWords(locale: Locale = DEFAULT_LOCALE): Promise<SheetWords> {
  const catalog = await loadCatalog(locale);
  if (locale === DEFAULT_LOCALE) return { ...catalog.sheets, msg: (text) => text };
  const english = await loadCatalog(DEFAULT_LOCALE);
  return { ...catalog.sheets, msg: createMessageTranslator(english.msg, catalog.msg) };
}
