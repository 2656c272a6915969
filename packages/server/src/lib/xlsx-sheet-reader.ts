import { createHash } from 'node:crypto';
import type ExcelJS from 'exceljs';
import { badRequest } from './errors.js';
import { cellText, formulaWithoutValue, formulaWithoutValueMessage } from './xlsx-cells.js';
import { MAX_UPLOAD_ROWS, UPLOAD_MESSAGES } from '@pragati/domain';

/**
 * The one reader of an uploaded sheet's rows (issue 27 part 4): the teacher upload and the
 * student import name their columns and messages, this finds the header row, the columns and
 * the filled rows under it. It runs in the sheet worker (workers/sheet-jobs.ts).
 */
export type SheetLayout<F extends string, O extends string = never> = {
  /** The columns every sheet must have, in the order their problems are named. */
  fields: readonly F[];
  /** Header spellings accepted for each column, as `normaliseHeader` leaves them. */
  aliases: Record<F, readonly string[]>;
  /** The header row is the first of the top rows that has this column. */
  keyField: F;
  /** A column's name in messages. */
  label: (field: F) => string;
  /** Columns a sheet may have, found by the same spellings; they never make a row filled. */
  optional?: { fields: readonly O[]; aliases: Record<O, readonly string[]> };
  /** A cell's text (default `cellText`). */
  cellValue?: (value: ExcelJS.CellValue) => string;
  messages: { noHeader: string; noRows: string; missingColumns: (labels: string[]) => string };
};

/** One filled row under the header, as text, with its row number for messages. */
export type SheetLayoutRow<F extends string, O extends string = never> = {
  rowNumber: number;
  cells: Record<F, string>;
  /** Cells holding a formula without a value, by column, with the message naming each. */
  formulaCells?: Partial<Record<F, string>>;
  /** The optional columns' cells, when the sheet has any of them. */
  optional?: Partial<Record<O, string>>;
};

/** Header text compared without case, spaces or punctuation. */
export const normaliseHeader = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
/** The header is looked for in the first rows only: above it there is at most a note or two. */
const HEADER_SEARCH_ROWS = 10;

function columnsOf<K extends string>(
  row: ExcelJS.Row,
  fields: readonly K[],
  aliases: Record<K, readonly string[]>,
): Map<K, number> {
  const found = new Map<K, number>();
  row.eachCell((cell, column) => {
    const text = normaliseHeader(cellText(cell.value));
    for (const field of fields) {
      if (!found.has(field) && aliases[field].includes(text)) found.set(field, column);
    }
  });
  return found;
}

/**
 * The filled rows under the header row (found among the first rows, so a note above it is
 * optional); blank rows are skipped, a row with a formula without a value never is. A sheet
 * without the header, a column or any row, or with too many rows, is a 400.
 */
export function readSheetRows<F extends string, O extends string = never>(
  workbook: ExcelJS.Workbook,
  layout: SheetLayout<F, O>,
): SheetLayoutRow<F, O>[] {
  const { fields, label, messages } = layout;
  const value = layout.cellValue ?? cellText;
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(messages.noHeader);
  let headerRow = 0;
  let columns: Map<F, number> | undefined;
  for (let r = 1; r <= Math.min(HEADER_SEARCH_ROWS, sheet.rowCount); r++) {
    const found = columnsOf(sheet.getRow(r), fields, layout.aliases);
    if (found.has(layout.keyField)) {
      [headerRow, columns] = [r, found];
      break;
    }
  }
  if (!columns) throw badRequest(messages.noHeader);
  const at = columns;
  const missing = fields.filter((f) => !at.has(f));
  if (missing.length) throw badRequest(messages.missingColumns(missing.map(label)));
  const optionalAt = layout.optional
    ? columnsOf(sheet.getRow(headerRow), layout.optional.fields, layout.optional.aliases)
    : new Map<O, number>();

  const rows: SheetLayoutRow<F, O>[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= headerRow) return;
    const cells = {} as Record<F, string>;
    const formulaCells: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const cell = row.getCell(at.get(field)!);
      cells[field] = value(cell.value);
      if (formulaWithoutValue(cell.value)) {
        formulaCells[field] = formulaWithoutValueMessage(rowNumber, label(field), cell.address);
      }
    }
    const hasFormula = Object.keys(formulaCells).length > 0;
    if (!hasFormula && fields.every((f) => cells[f] === '')) return;
    const optional: Partial<Record<O, string>> = {};
    for (const [field, column] of optionalAt) optional[field] = value(row.getCell(column).value);
    rows.push({
      rowNumber,
      cells,
      ...(hasFormula ? { formulaCells } : {}),
      ...(optionalAt.size ? { optional } : {}),
    });
  });
  if (rows.length === 0) throw badRequest(messages.noRows);
  if (rows.length > MAX_UPLOAD_ROWS) throw badRequest(UPLOAD_MESSAGES.tooManyRows);
  return rows;
}

/**
 * Names a sheet row by its content across uploads, for a row without a usable key of its own:
 * the same cells give the same key, `occurrence` tells identical rows of one sheet apart.
 */
export function contentRowKey(content: readonly unknown[], occurrence: number): string {
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  return `row:${hash.slice(0, 32)}:${occurrence}`;
}
