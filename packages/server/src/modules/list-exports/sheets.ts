import ExcelJS from 'exceljs';
import { sheetText } from '../../lib/xlsx-cells.js';
import { workbookBuffer } from '../../lib/xlsx-upload.js';

export type SheetColumn = { header: string; width: number };

/**
 * One sheet: a bold, frozen heading row with a filter, then the rows as text. Every cell is
 * written through `sheetText`, so a name or id beginning with = + - @ stays inert text in any
 * spreadsheet program (lib/xlsx-cells.ts).
 */
export async function listWorkbook(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly string[])[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pragati';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ width }) => ({ width }));
  const header = sheet.addRow(columns.map(({ header }) => sheetText(header)));
  header.font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(sheetText));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return workbookBuffer(workbook);
}
