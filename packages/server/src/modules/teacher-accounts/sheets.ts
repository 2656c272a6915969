import {
  classCodesNote,
  type Credential,
  TEACHER_HEADERS,
  TEACHER_MESSAGES,
  type TeacherHeader,
  teacherMissingColumnsMessage,
} from '@pragati/domain';
import ExcelJS from 'exceljs';
import { type SheetWords, sheetWords } from '../../lib/sheet-words.js';
import { sheetText } from '../../lib/xlsx-cells.js';
import { readSheetRows, type SheetLayout } from '../../lib/xlsx-sheet-reader.js';
import { workbookBuffer } from '../../lib/xlsx-upload.js';

/** One filled row of an uploaded sheet, as text, with its row number for messages. */
export type SheetRow = {
  rowNumber: number;
  teacherId: string;
  teacherName: string;
  teacherMNo: string;
  email: string;
  classId: string;
  /** Cells holding a formula without a value, by column: the row is refused naming them. */
  formulaCells?: Partial<Record<TeacherHeader, string>>;
};

// Column widths of the institute's own template.
const WIDTHS = [15.33, 25.5, 22.66, 34.66, 45.5];

/**
 * The template in the layout the institute already uses: a merged note naming the institute's
 * enabled class codes (the spec's nine by default), then the headers. MobileNo is a text column
 * so a number keeps all its digits.
 */
export async function teacherTemplate(classCodes: readonly string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pragati';
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = WIDTHS.map((width) => ({ width }));
  sheet.getColumn(3).numFmt = '@';

  sheet.mergeCells('A1:E1');
  const note = sheet.getCell('A1');
  note.value = sheetText(classCodesNote(classCodes));
  note.font = { size: 11, color: { argb: 'FFC00000' } };
  note.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  note.alignment = { horizontal: 'center', wrapText: true };
  sheet.getRow(1).height = 32;

  const header = sheet.getRow(2);
  header.values = TEACHER_HEADERS.map(sheetText);
  header.eachCell((cell) => {
    cell.font = { bold: true, size: 11 };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };
  });
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  return workbookBuffer(workbook);
}

/** Header spellings accepted for each column (compared without case, spaces or punctuation). */
const TEACHER_SHEET: SheetLayout<TeacherHeader> = {
  fields: TEACHER_HEADERS,
  aliases: {
    TeacherId: ['teacherid', 'id'],
    Name: ['name', 'teachername'],
    MobileNo: ['mobileno', 'mobile', 'mobilenumber', 'teachermno', 'phone'],
    Email: ['email', 'emailid', 'emailaddress'],
    ClassId: ['classid', 'classids', 'class', 'classes'],
  },
  keyField: 'TeacherId',
  label: (header) => header,
  messages: {
    noHeader: TEACHER_MESSAGES.noHeader,
    noRows: TEACHER_MESSAGES.noRows,
    missingColumns: (headers) => teacherMissingColumnsMessage(headers as TeacherHeader[]),
  },
};

/**
 * The filled rows under the header row (found among the first rows, so the note row is
 * optional); blank rows are skipped. A sheet without the header or without rows is a 400.
 */
export function readTeacherRows(workbook: ExcelJS.Workbook): SheetRow[] {
  return readSheetRows(workbook, TEACHER_SHEET).map(({ rowNumber, cells, formulaCells }) => ({
    rowNumber,
    teacherId: cells.TeacherId,
    teacherName: cells.Name,
    teacherMNo: cells.MobileNo,
    email: cells.Email,
    classId: cells.ClassId,
    ...(formulaCells ? { formulaCells } : {}),
  }));
}

/** The printable sheet of new accounts and their temporary passwords. Nothing is stored. */
export async function credentialsSheet(
  credentials: readonly Credential[],
  words?: SheetWords,
): Promise<Buffer> {
  const { credentials: w } = words ?? (await sheetWords());
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pragati';
  const sheet = workbook.addWorksheet(w.sheet);
  sheet.columns = [{ width: 24 }, { width: 24 }];
  sheet.mergeCells('A1:B1');
  const note = sheet.getCell('A1');
  note.value = w.note;
  note.alignment = { wrapText: true, vertical: 'top' };
  sheet.getRow(1).height = 48;
  const header = sheet.getRow(2);
  header.values = [w.userId, w.temporaryPassword];
  header.font = { bold: true };
  for (const { userId, temporaryPassword } of credentials) {
    // Text cells, made inert if they could read as a formula (lib/xlsx-cells.ts).
    const row = sheet.addRow([sheetText(userId), sheetText(temporaryPassword)]);
    // A monospace font tells look-alike characters apart on paper.
    row.getCell(2).font = { name: 'Courier New' };
  }
  sheet.pageSetup = {
    paperSize: 9,
    orientation: 'portrait',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
  };
  sheet.pageSetup.printTitlesRow = '2:2';
  return workbookBuffer(workbook);
}
