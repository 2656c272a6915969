import {
  CONSENT_IMPORT_FIELDS,
  CONSENT_IMPORT_LABELS,
  CONSENT_LANGUAGE_LABELS,
  CONSENT_LANGUAGES,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  CONSENT_VERIFICATION_LABELS,
  CONSENT_VERIFICATIONS,
  type ConsentImportCells,
  type ConsentImportField,
  missingColumnsMessage,
  SEX_LABELS,
  SEXES,
  STUDENT_IMPORT_FIELDS,
  STUDENT_IMPORT_HEADERS,
  STUDENT_IMPORT_MESSAGES,
  type StudentImportField,
  type StudentImportRow,
} from '@pragati/domain';
import ExcelJS from 'exceljs';
import { cellText, sheetText } from '../../lib/xlsx-cells.js';
import { normaliseHeader, readSheetRows, type SheetLayout } from '../../lib/xlsx-sheet-reader.js';
import { MAX_UPLOAD_ROWS, workbookBuffer } from '../../lib/xlsx-upload.js';

/** One filled row of an uploaded sheet, as text, with its row number for messages. */
export type ImportSheetRow = {
  rowNumber: number;
  cells: StudentImportRow;
  /** Cells holding a formula without a value: the row is kept pending naming them. */
  formulaCells?: Partial<Record<StudentImportField, string>>;
  /** The optional consent columns the sheet has (issue 26 item 13). */
  consent?: ConsentImportCells;
};

const list = (items: readonly string[]) => items.join(', ').replace(/, ([^,]*)$/, ' or $1');
/** The template's note; `classNames` are the institute's enabled groups (issue 29). */
const templateNote = (classNames: readonly string[]) =>
  'Every column is required. Dates as YYYY-MM-DD. ' +
  `Sex: ${list(SEXES.map((s) => SEX_LABELS[s]))}. ` +
  `Class: ${list(classNames)} (students start in year 1). ` +
  'Aadhar Number: 12 digits. Mobile No.: 10 digits. ' +
  'Consent columns (optional): fill them where the guardian signed the consent form; Consent Date ' +
  `as YYYY-MM-DD, Consent Verified By: ${list(CONSENT_VERIFICATIONS.map((v) => CONSENT_VERIFICATION_LABELS[v]))}, ` +
  `Consent Notice Language: ${list(CONSENT_LANGUAGES.map((l) => CONSENT_LANGUAGE_LABELS[l]))} (empty: English), ` +
  `Consent Purposes: ${CONSENT_PURPOSES.map((p) => CONSENT_PURPOSE_LABELS[p]).join('; ')}, separated by ";". ` +
  'A row kept to fix keeps no consent: record it on the Consents screen once the student is registered.';
const WIDTHS: Record<StudentImportField, number> = {
  regNo: 22,
  name: 28,
  regDate: 18,
  dob: 16,
  sex: 10,
  aadharNo: 18,
  mobileNo: 14,
  section: 14,
};
const CONSENT_WIDTHS: Record<ConsentImportField, number> = {
  consentDate: 14,
  consentVerifiedBy: 16,
  consentLanguage: 16,
  consentPurposes: 40,
  guardianName: 24,
  guardianRelation: 14,
  guardianMobile: 14,
  guardianAddress: 36,
};
/** Every column of the template: the student's, then the optional consent columns. */
const TEMPLATE_COLUMNS = [
  ...STUDENT_IMPORT_FIELDS.map((f) => ({ header: STUDENT_IMPORT_HEADERS[f], width: WIDTHS[f] })),
  ...CONSENT_IMPORT_FIELDS.map((f) => ({
    header: CONSENT_IMPORT_LABELS[f],
    width: CONSENT_WIDTHS[f],
  })),
];
/** Rows of the template that offer the Sex and Class lists. */
const TEMPLATE_ROWS = MAX_UPLOAD_ROWS;

/**
 * The import template: a note, then the headings of the wizard's step 1 and the class. Every
 * column is text, so a number keeps its digits and a date stays as typed; Sex and Class offer
 * their values as a list.
 */
export async function studentImportTemplate(classNames: readonly string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pragati';
  const sheet = workbook.addWorksheet('Students');
  sheet.columns = TEMPLATE_COLUMNS.map(({ width }) => ({ width, style: { numFmt: '@' } }));
  const lastColumn = String.fromCharCode(64 + TEMPLATE_COLUMNS.length);
  sheet.mergeCells(`A1:${lastColumn}1`);
  const note = sheet.getCell('A1');
  note.value = sheetText(templateNote(classNames));
  note.alignment = { wrapText: true, vertical: 'top' };
  note.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  sheet.getRow(1).height = 96;
  const header = sheet.getRow(2);
  header.values = TEMPLATE_COLUMNS.map(({ header }) => sheetText(header));
  header.font = { bold: true };
  const columnOf = (field: StudentImportField) =>
    String.fromCharCode(65 + STUDENT_IMPORT_FIELDS.indexOf(field));
  // exceljs keeps a range's list once (its types only know the per-cell form).
  const validations = (
    sheet as unknown as {
      dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
    }
  ).dataValidations;
  const choices = (field: StudentImportField, values: string[]) =>
    validations.add(`${columnOf(field)}3:${columnOf(field)}${TEMPLATE_ROWS + 2}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${values.join(',')}"`],
    });
  choices(
    'sex',
    SEXES.map((s) => SEX_LABELS[s]),
  );
  choices('section', [...classNames]);
  const consentColumn = (field: ConsentImportField) =>
    String.fromCharCode(65 + STUDENT_IMPORT_FIELDS.length + CONSENT_IMPORT_FIELDS.indexOf(field));
  for (const [field, values] of [
    ['consentVerifiedBy', CONSENT_VERIFICATIONS.map((v) => CONSENT_VERIFICATION_LABELS[v])],
    ['consentLanguage', CONSENT_LANGUAGES.map((l) => CONSENT_LANGUAGE_LABELS[l])],
  ] as const) {
    const c = consentColumn(field);
    validations.add(`${c}3:${c}${TEMPLATE_ROWS + 2}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${values.join(',')}"`],
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  return workbookBuffer(workbook);
}

/** A date cell (or a formula giving one) as YYYY-MM-DD; spreadsheet dates carry no zone. */
function cellValueText(value: ExcelJS.CellValue): string {
  const result =
    value && typeof value === 'object' && 'result' in value ? (value.result as unknown) : value;
  if (result instanceof Date) {
    return Number.isNaN(result.getTime()) ? '' : result.toISOString().slice(0, 10);
  }
  // PostgreSQL text cannot hold NUL; a visible stand-in keeps the row to fix (the field's own
  // rule refuses it) instead of failing the whole upload.
  return cellText(value).replaceAll('\u0000', '\uFFFD');
}

/** Header spellings accepted for each column (compared without case, spaces or punctuation). */
const STUDENT_SHEET: SheetLayout<StudentImportField, ConsentImportField> = {
  fields: STUDENT_IMPORT_FIELDS,
  aliases: {
    regNo: ['registrationnumber', 'registrationno', 'regno', 'regnumber'],
    name: ['name', 'studentname'],
    regDate: ['registrationdate', 'regdate', 'dateofregistration'],
    dob: ['dateofbirth', 'dob', 'birthdate'],
    sex: ['sex', 'gender'],
    aadharNo: ['aadharnumber', 'aadhaarnumber', 'aadharno', 'aadhaarno', 'aadhar', 'aadhaar'],
    mobileNo: ['mobileno', 'mobile', 'mobilenumber', 'phone'],
    section: ['class', 'section'],
  },
  keyField: 'regNo',
  label: (field) => STUDENT_IMPORT_HEADERS[field],
  // The optional consent columns, by their template names.
  optional: {
    fields: CONSENT_IMPORT_FIELDS,
    aliases: Object.fromEntries(
      CONSENT_IMPORT_FIELDS.map((f) => [f, [normaliseHeader(CONSENT_IMPORT_LABELS[f])]]),
    ) as Record<ConsentImportField, string[]>,
  },
  cellValue: cellValueText,
  messages: {
    noHeader: STUDENT_IMPORT_MESSAGES.noHeader,
    noRows: STUDENT_IMPORT_MESSAGES.noRows,
    missingColumns: missingColumnsMessage,
  },
};

/**
 * The filled rows under the header row (found among the first rows, so the note is optional);
 * blank rows are skipped. A sheet without the header, a column or any row is a 400.
 */
export function readStudentRows(workbook: ExcelJS.Workbook): ImportSheetRow[] {
  return readSheetRows(workbook, STUDENT_SHEET).map(
    ({ rowNumber, cells, formulaCells, optional }) => ({
      rowNumber,
      cells,
      ...(formulaCells ? { formulaCells } : {}),
      ...(optional ? { consent: optional } : {}),
    }),
  );
}
