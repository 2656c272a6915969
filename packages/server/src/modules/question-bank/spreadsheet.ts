import {
  type ImportQuestionsResponse,
  parseQuestionSheet,
  QUESTION_BANK_MESSAGES,
  QUESTION_IMPORT_MESSAGES,
  QUESTION_SHEET_HEADERS,
  type QuestionSheetColumns,
  questionSheetColumns,
  type QuestionSheetRow,
} from '@pragati/domain';
import ExcelJS from 'exceljs';
import type { Db, Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, HttpError } from '../../lib/errors.js';
import {
  formulaWithoutValue,
  formulaWithoutValueMessage,
  sheetText,
} from '../../lib/xlsx-cells.js';
import { cellText } from '../../lib/xlsx-upload.js';
import { findCurrentVersions } from './repository.js';
import {
  getQuestionBank,
  isUniqueViolation,
  type ListChange,
  type SessionActor,
  writeList,
} from './service.js';

/** The heading row may sit below a note or title, as in the institute's other templates. */
const HEADER_SEARCH_ROWS = 10;

function rowCells(row: ExcelJS.Row): string[] {
  return Array.from({ length: row.cellCount }, (_, i) => cellText(row.getCell(i + 1).value));
}

type FormulaIssue = { row: number; message: string };

/**
 * The data rows below the heading row as cell texts, or null without a heading row; cells
 * holding a formula without a value are listed, for the import to refuse naming them.
 */
function readSheet(
  sheet: ExcelJS.Worksheet,
): { rows: QuestionSheetRow[]; formulas: FormulaIssue[] } | null {
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

const summary = (c: ListChange) => ({
  section: c.section,
  category: c.category,
  version: c.version.version,
  items: c.items,
  changed: c.changed,
  added: c.added,
  retired: c.retired,
});

/**
 * POST /admin/questions/import: every row is checked before anything is written; each section
 * and category in the file then becomes a new version of its list (unless identical to the
 * current one), all in one transaction. A refused file changes nothing and is audited as such.
 */
export async function importQuestionBank(
  db: Db,
  actor: SessionActor,
  readWorkbook: () => Promise<ExcelJS.Workbook>,
): Promise<ImportQuestionsResponse> {
  const refuse = async (message: string, extra?: HttpError['extra']) => {
    await audit(db, {
      actor,
      action: 'questionBank.import',
      target: 'question bank',
      outcome: 'failure',
      detail: { reason: message },
    });
    return extra ? badRequest(message, extra) : badRequest(message);
  };

  let workbook: ExcelJS.Workbook;
  try {
    workbook = await readWorkbook();
  } catch (error) {
    if (error instanceof HttpError) {
      await audit(db, {
        actor,
        action: 'questionBank.import',
        target: 'question bank',
        outcome: 'failure',
        detail: { reason: error.message },
      });
    }
    throw error;
  }
  const sheet = workbook.worksheets[0];
  const read = sheet ? readSheet(sheet) : null;
  if (!read) throw await refuse(QUESTION_IMPORT_MESSAGES.headers);
  if (read.formulas.length) {
    const issues = read.formulas.map((i) => ({ path: `row ${i.row}`, message: i.message }));
    throw await refuse(read.formulas[0]!.message, { issues });
  }
  const parsed = parseQuestionSheet(read.rows);
  if (!parsed.ok) {
    const issues = parsed.issues.map((i) => ({ path: `row ${i.row}`, message: i.message }));
    throw await refuse(parsed.issues[0]!.message, { issues });
  }
  if (parsed.lists.length === 0) throw await refuse(QUESTION_IMPORT_MESSAGES.noQuestions);

  try {
    const changes = await db.transaction(async (tx) => {
      const current = await findCurrentVersions(tx);
      const changes: ListChange[] = [];
      for (const list of parsed.lists) {
        changes.push(
          await writeList(tx, {
            section: list.section,
            category: list.category,
            current: current.find(
              (v) => v.section === list.section && v.category === list.category,
            ),
            entries: list.questions,
            source: 'import',
            note: null,
            createdBy: actor.userId,
            matchByText: true,
          }),
        );
      }
      await audit(tx, {
        actor,
        action: 'questionBank.import',
        target: 'question bank',
        outcome: 'success',
        detail: { lists: changes.map(summary) },
      });
      return changes;
    });
    return {
      msg: changes.some((c) => c.changed)
        ? QUESTION_BANK_MESSAGES.imported
        : QUESTION_BANK_MESSAGES.importedUnchanged,
      categories: changes.map(summary),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QUESTION_BANK_MESSAGES.stale);
    throw error;
  }
}

/** GET /admin/questions/export: the current bank in the import layout, so it can go back in. */
export async function exportQuestionBank(db: Executor): Promise<ExcelJS.Workbook> {
  const bank = await getQuestionBank(db);
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
  for (const list of bank.data) {
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
  return workbook;
}
