import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { pendingTeachers as pendingTable, users } from '../../src/db/schema/index.js';
import type { TestContext } from './app.js';
import { multipartFile, xlsxFile } from './multipart.js';

export const HEADERS = ['TeacherId', 'Name', 'MobileNo', 'Email', 'ClassId'];

let counter = 0;
/** A valid upload row with unique id, email and mobile; override any column. */
export function teacherRow(
  overrides: Partial<{
    teacherId: ExcelJS.CellValue;
    name: ExcelJS.CellValue;
    mobile: ExcelJS.CellValue;
    email: ExcelJS.CellValue;
    classId: ExcelJS.CellValue;
  }> = {},
): ExcelJS.CellValue[] {
  counter += 1;
  const id = `T${Date.now().toString(36)}${counter}`;
  return [
    overrides.teacherId ?? id,
    overrides.name ?? `Teacher ${counter}`,
    overrides.mobile ?? String(9000000000 + counter),
    overrides.email ?? `${id.toLowerCase()}@school.example`,
    overrides.classId ?? '',
  ];
}

/** A sheet with the header row (and no note row) above these rows. */
export function teacherSheet(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  return xlsxFile([HEADERS, ...rows]);
}

export function upload(
  ctx: TestContext,
  headers: Record<string, string>,
  file: Buffer,
  options?: Parameters<typeof multipartFile>[1],
) {
  const body = multipartFile(file, options);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/registerTeacher',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function uploadRows(
  ctx: TestContext,
  headers: Record<string, string>,
  rows: ExcelJS.CellValue[][],
) {
  const response = await upload(ctx, headers, await teacherSheet(rows));
  if (response.statusCode !== 200) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as {
    msg: string;
    registered: number;
    pending: number;
    alreadyRegistered: number;
    reissued: number;
    credentials: { userId: string; temporaryPassword: string }[];
  };
}

export async function viewTeachers(ctx: TestContext, headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/viewTeacher', headers });
  return response.json().data as {
    _id: string;
    teacherId: string;
    teacherName: string;
    email: string;
    teacherMNo: string;
    classId: string[];
  }[];
}

export async function pendingTeachers(ctx: TestContext, headers: Record<string, string>) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/pendingTeacher',
    headers,
  });
  return response.json() as {
    count: number;
    data: {
      _id: string;
      teacherId: string;
      teacherName: string;
      email: string;
      teacherMNo: string;
      classId: string[];
      msg: string;
    }[];
  };
}

/** Opens an .xlsx response body. */
export async function readWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Removes every teacher (with their account and classes) and every pending row. */
export async function resetTeachers(ctx: TestContext) {
  const { db } = ctx.database;
  await db.delete(users).where(eq(users.role, 'teacher'));
  await db.delete(pendingTable);
}
