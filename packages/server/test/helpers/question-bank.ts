import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATEGORIES,
  type Category,
  type QuestionBank,
  type Section,
  SECTIONS,
} from '@pragati/domain';
import type ExcelJS from 'exceljs';
import { multipartFile, xlsxFile } from './multipart.js';
import type { TestContext } from './app.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The real FACP item bank (../shared/fixtures), read in place. */
export function fixtureBank(): Record<Section, Record<Category, string[]>> {
  const file = path.resolve(repoRoot, '../shared/fixtures/facp-item-bank.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).sections;
}

export const SHEET_HEADINGS = ['Section', 'Category', 'No', 'Question'];

/** Rows of the import sheet (without headings) for these sections of a bank. */
export function bankRows(
  bank: Partial<Record<Section, Partial<Record<Category, string[]>>>>,
): (string | number)[][] {
  return SECTIONS.flatMap((section) =>
    CATEGORIES.flatMap((category) =>
      (bank[section]?.[category] ?? []).map((question, i) => [section, category, i + 1, question]),
    ),
  );
}

export async function bankFile(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  return xlsxFile([SHEET_HEADINGS, ...rows]);
}

export function importRequest(
  ctx: TestContext,
  headers: Record<string, string>,
  file: Buffer,
  filename = 'bank.xlsx',
) {
  const body = multipartFile(file, { filename });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/questions/import',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

export async function getBank(
  ctx: TestContext,
  headers: Record<string, string>,
): Promise<QuestionBank> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/questions',
    headers,
  });
  if (response.statusCode !== 200) throw new Error(`GET bank: ${response.statusCode}`);
  return response.json();
}

export function listOf(bank: QuestionBank, section: Section, category: Category) {
  const list = bank.data.find((l) => l.section === section && l.category === category);
  if (!list) throw new Error(`no list ${section}/${category}`);
  return list;
}
