import type ExcelJS from 'exceljs';

/**
 * Reading and writing cell text (issue 12 part 7).
 *
 * Reading: a formula cell counts as the value its file stores with it (the result the
 * spreadsheet program last calculated). A file can hold a formula without one (written by a
 * program that does not calculate, or never recalculated): the value is then unknown, so the
 * row is refused naming the cell, never stored as "[object Object]" or guessed.
 *
 * Writing: text beginning with `=`, `+`, `-` or `@` (or a tab or carriage return) is what
 * spreadsheet programs take for a formula. We write every text as a string cell (exceljs's
 * shared strings), which Excel and LibreOffice show as text when they open the file; but a
 * string cell that is edited (F2, Enter), pasted elsewhere or saved as CSV and reopened becomes
 * a formula again. So, as OWASP advises against CSV/formula injection, such text is also
 * prefixed with a single quote `'`, the mark spreadsheet users know for "this is text". Excel
 * would hide a typed apostrophe through its quotePrefix style, which exceljs cannot write, so
 * the quote shows in the cell; that is the price of a file that stays inert wherever it goes.
 * Our imports remove the quote again (`cellText`), so export → import gives back the same text;
 * text that already begins with quotes before such a character gets one more, so it round-trips
 * too.
 */

/** Starts like a formula, after any quotes we or the user put in front. */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
const OUR_QUOTE = /^'(?='*[=+\-@\t\r])/;

/** Text for a cell of a sheet we write: inert in any spreadsheet program (see above). */
export function sheetText(text: string): string {
  return FORMULA_LIKE.test(text) ? `'${text}` : text;
}

/** The text back as it was before `sheetText`. */
function unquote(text: string): string {
  return text.replace(OUR_QUOTE, '');
}

type FormulaValue = { formula?: string; sharedFormula?: string; result?: unknown };

function isFormula(value: ExcelJS.CellValue): value is ExcelJS.CellValue & FormulaValue {
  return (
    typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value)
  );
}

/** A formula cell whose file holds no calculated value for it. */
export function formulaWithoutValue(value: ExcelJS.CellValue): boolean {
  if (!isFormula(value)) return false;
  return value.result === undefined || value.result === null;
}

export const formulaWithoutValueMessage = (row: number, column: string, address: string) =>
  `Row ${row}, column ${column} (${address}): the cell holds a formula without a value; type the value instead.`;

/**
 * Text of a cell whatever its type (number, rich text, hyperlink, formula result), trimmed; a
 * formula without a value reads as empty (callers refuse the row with `formulaWithoutValue`).
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return unquote(value.trim());
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).trim();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if (isFormula(value)) {
      return formulaWithoutValue(value) ? '' : cellText(value.result as ExcelJS.CellValue);
    }
    if ('richText' in value)
      return unquote(
        value.richText
          .map((r) => r.text)
          .join('')
          .trim(),
      );
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('hyperlink' in value && typeof value.hyperlink === 'string')
      return value.hyperlink.replace(/^mailto:/, '').trim();
    if ('error' in value) return '';
  }
  return String(value).trim();
}
