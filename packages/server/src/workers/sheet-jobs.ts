/**
 * What the sheet worker does (issue 26 item 2): the CPU-heavy half of every spreadsheet, so it
 * never runs on the thread that answers requests. Reading: an upload's bytes (already checked by
 * lib/zip-guard.ts) opened with exceljs and turned into plain rows. Writing: plain rows built into
 * a workbook's bytes. Arguments and results cross the thread as structured clones, so they are
 * plain data only (a Buffer arrives as a Uint8Array; lib/sheet-pool.ts makes it a Buffer again).
 * No database here: the services keep that on the main thread.
 */
import type {
  AuditEntryView,
  AuditFilters,
  Credential,
  Locale,
  MonthlyRegister,
  QuestionBank,
} from '@pragati/domain';
import ExcelJS from 'exceljs';
import { badRequest } from '../lib/errors.js';
import { sheetWords } from '../lib/sheet-words.js';
import { MAX_UPLOAD_ROWS, UPLOAD_MESSAGES } from '../lib/xlsx-upload.js';
import { attendanceSheet } from '../modules/attendance/sheet.js';
import { auditSheet } from '../modules/audit/sheet.js';
import { listWorkbook, type SheetColumn } from '../modules/list-exports/sheets.js';
import { questionBankSheet, readQuestionSheet } from '../modules/question-bank/sheet.js';
import { readStudentRows, studentImportTemplate } from '../modules/student-import/sheet.js';
import {
  credentialsSheet,
  readTeacherRows,
  teacherTemplate,
} from '../modules/teacher-accounts/sheets.js';

/** Opens an upload; a file exceljs cannot read, without a sheet or with too many rows is a 400. */
async function openUpload(file: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(UPLOAD_MESSAGES.corrupt);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(UPLOAD_MESSAGES.noSheet);
  if (sheet.actualRowCount > MAX_UPLOAD_ROWS + 2) throw badRequest(UPLOAD_MESSAGES.tooManyRows);
  return workbook;
}

export const sheetJobs = {
  teacherRows: async (file: Uint8Array) => readTeacherRows(await openUpload(file)),
  studentRows: async (file: Uint8Array) => readStudentRows(await openUpload(file)),
  questionRows: async (file: Uint8Array) => readQuestionSheet(await openUpload(file)),
  teacherTemplate: (classCodes: readonly string[]) => teacherTemplate(classCodes),
  studentTemplate: (classNames: readonly string[]) => studentImportTemplate(classNames),
  credentialsSheet: async (credentials: readonly Credential[], locale?: Locale) =>
    credentialsSheet(credentials, await sheetWords(locale)),
  listSheet: (
    name: string,
    columns: readonly SheetColumn[],
    rows: readonly (readonly string[])[],
  ) => listWorkbook(name, columns, rows),
  auditSheet: async (
    entries: readonly AuditEntryView[],
    filters: AuditFilters,
    madeAt: Date,
    locale?: Locale,
  ) => auditSheet(entries, filters, madeAt, await sheetWords(locale)),
  questionBankSheet: (lists: QuestionBank['data']) => questionBankSheet(lists),
  attendanceSheet: async (grid: MonthlyRegister, locale?: Locale) =>
    attendanceSheet(grid, await sheetWords(locale)),
};

export type SheetJobs = typeof sheetJobs;
export type SheetJobName = keyof SheetJobs;
/** The upload readers: they take the file's bytes. */
export type UploadReader = 'teacherRows' | 'studentRows' | 'questionRows';
export type UploadRows = { [K in UploadReader]: Awaited<ReturnType<SheetJobs[K]>> };
