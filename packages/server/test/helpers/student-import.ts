import { STUDENT_IMPORT_FIELDS, STUDENT_IMPORT_HEADERS } from '@pragati/domain';
import type ExcelJS from 'exceljs';
import type { TestContext } from './app.js';
import { uniqueId } from './app.js';
import { multipartFile, xlsxFile } from './multipart.js';
import { aadhaarNumber } from './students.js';

export const IMPORT_HEADINGS = STUDENT_IMPORT_FIELDS.map((f) => STUDENT_IMPORT_HEADERS[f]);

/** A valid sheet row (unique registration and Aadhaar numbers); override any column. */
export function importRow(overrides: Partial<Record<string, ExcelJS.CellValue>> = {}) {
  const row: Record<string, ExcelJS.CellValue> = {
    regNo: uniqueId('IMP-'),
    name: 'Ravi Shankar',
    regDate: '2024-06-03',
    dob: '2014-01-15',
    sex: 'Male',
    aadharNo: aadhaarNumber(),
    mobileNo: '9812345670',
    section: 'Primary-I',
    ...overrides,
  };
  return STUDENT_IMPORT_FIELDS.map((f) => row[f] ?? null);
}

export const importSheet = (rows: ExcelJS.CellValue[][]) => xlsxFile([IMPORT_HEADINGS, ...rows]);

export function uploadImport(
  ctx: TestContext,
  headers: Record<string, string>,
  file: Buffer,
  options?: Parameters<typeof multipartFile>[1],
) {
  const body = multipartFile(file, options);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/students/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function pendingImportRows(ctx: TestContext, headers: Record<string, string>) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/students/import/pending',
    headers,
  });
  return response.json() as {
    count: number;
    data: {
      id: string;
      rowNumber: number;
      regNo: string;
      aadhaarMasked: string;
      problems: { field: string; message: string }[];
    }[];
  };
}
