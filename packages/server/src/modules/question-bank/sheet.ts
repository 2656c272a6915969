// The question bank's sheets, read and written in the sheet worker (workers/sheet-jobs.ts): no
// database here, only exceljs and the cell rules.
import {
  type QuestionBank,
  QUESTION_SHEET_HEADERS,
  type QuestionSheetColumns,
  questionSheetColumns,
  type QuestionSheetRow,
} from '@pragati/domain';
import ExcelJS from 'exceljs';
import {
  cellText,
  formulaWithoutValue,
  formulaWithoutValueMessage,
  sheetText,
} from '../../lib/xlsx-cells.js';

/** The heading row may sit below a note or title, as in the institute's other templates. */
const HEADER_SEARCH_ROWS = 10;

function rowCells(row: ExcelJS.Row): string[] {
  return Array.from({ length: row.cellCount }, (_, i) => cellText(row.getCell(i + 1).value));
}

export type FormulaIssue = { row: number; message: string };
export type QuestionSheetRead = { rows: QuestionSheetRow[]; formulas: FormulaIssue[] } | null;

/**
 * The data rows below the heading row as cell texts, or null without a heading row; cells
 * holding a formula without a value are listed, for the import to refuse naming them.
 */
export function readQuestionSheet(workbook: ExcelJS.Workbook): QuestionSheetRead {
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  let columns: QuestionSheetColumns | null = null;
  const rows: QuestionSheetRow[] = [];
  const formulas: FormulaIssue[] = [];
  for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber++) {
    const row = sheet.findRow(rowNumber);
    if (!row || !row.hasValues) continue;
    if (!columns) {
      if (rowNumber > HEADER_SEARCH_ROWS) return null;
      columns = questionSheetColumns(rowCells(row));
      continue;
    }
    const cell = (index: number) => cellText(row.getCell(index + 1).value);
    const indexes = [columns.section, columns.category, columns.no, columns.question];
    for (const [i, name] of QUESTION_SHEET_HEADERS.entries()) {
      const index = i < indexes.length ? indexes[i] : columns.questionHi;
      if (index === undefined) continue;
      const target = row.getCell(index + 1);
      if (formulaWithoutValue(target.value)) {
        formulas.push({
          row: rowNumber,
          message: formulaWithoutValueMessage(rowNumber, name, target.address),
        });
      }
    }
    rows.push({
      row: rowNumber,
      section: cell(columns.section),
      category: cell(columns.category),
      no: cell(columns.no),
      question: cell(columns.question),
      // Absent (not '') without the column: the import then keeps the bank's Hindi texts.
      ...(columns.questionHi === undefined ? {} : { questionHi: cell(columns.questionHi) }),
    });
  }
  return columns ? { rows, formulas } : null;
}

/** The bank in the import layout, so it can go back in. */
export async function questionBankSheet(lists: QuestionBank['data']): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pragati';
  const sheet = workbook.addWorksheet('Questions', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  // Always with the Hindi column (decisions §13), empty where an item has no Hindi text yet, so
  // the institute can fill it in and import the sheet again.
  sheet.columns = QUESTION_SHEET_HEADERS.map((header, i) => ({
    header,
    width: [14, 14, 6, 80, 80][i],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(4).alignment = { wrapText: true, vertical: 'top' };
  sheet.getColumn(5).alignment = { wrapText: true, vertical: 'top' };
  for (const list of lists) {
    for (const item of list.items) {
      // Text cells, made inert if they could read as a formula (lib/xlsx-cells.ts); the import
      // takes the quote off again.
      sheet.addRow([
        sheetText(list.section),
        sheetText(list.category),
        item.no,
        sheetText(item.question),
        item.questionHi === null ? null : sheetText(item.questionHi),
      ]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
