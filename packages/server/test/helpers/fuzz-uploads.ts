import type ExcelJS from 'exceljs';
import { HUGE, type RawBody, type Random } from './fuzz-inputs.js';
import { multipartFile, xlsxFile } from './multipart.js';

/** Cell values a spreadsheet may hold: control characters (OOXML escapes), formulas, odd types. */
const ODD_CELLS: readonly ExcelJS.CellValue[] = [
  'T_x0000_1',
  'Name_x0001_',
  'x_xD800_y',
  '_x001B_[31m',
  '=1+1',
  { formula: 'A1&B1' } as ExcelJS.CellValue,
  { formula: 'NOW()', result: new Date(0) } as ExcelJS.CellValue,
  { richText: [{ text: 'ri' }, { text: 'ch\u0000' }] } as ExcelJS.CellValue,
  { text: 'link', hyperlink: 'mailto:a_x0000_@b.example' } as ExcelJS.CellValue,
  { error: '#N/A' } as ExcelJS.CellValue,
  new Date(-62135596800000),
  new Date(8.64e15),
  1e308,
  -0,
  true,
  null,
  HUGE.slice(0, 40_000),
  'preprimary',
  'personal',
  '1',
  '9876543210',
  'a@b.example',
  'preprimary_1',
];

/** A sheet with these headings and a few rows of odd cells. */
async function oddSheet(random: Random, headings: string[]): Promise<Buffer> {
  const rows: ExcelJS.CellValue[][] = [headings];
  for (let r = 0; r < 1 + random.int(4); r++) {
    rows.push(headings.map(() => random.pick(ODD_CELLS)));
  }
  return xlsxFile(rows);
}

/** Malformed multipart bodies for the two upload routes. */
export async function badUploads(random: Random, headings: string[]): Promise<RawBody[]> {
  const sheet = await oddSheet(random, headings);
  const file = (buffer: Buffer, options?: Parameters<typeof multipartFile>[1]) => {
    const body = multipartFile(buffer, options);
    return { payload: body.payload, contentType: body.headers['content-type'] };
  };
  const boundary = 'fuzzboundary';
  const multipart = `multipart/form-data; boundary=${boundary}`;
  const part = (headers: string, content: string | Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content)]);
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  const zipGarbage = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
  return [
    { label: 'odd sheet', ...file(sheet) },
    { label: 'odd sheet, NUL in the filename', ...file(sheet, { filename: 'a\u0000.xlsx' }) },
    { label: 'odd sheet, traversal filename', ...file(sheet, { filename: '../../x.xlsx' }) },
    { label: 'another field name', ...file(sheet, { fieldname: 'other' }) },
    { label: 'not a spreadsheet', ...file(Buffer.from('hello'), { filename: 'a.xlsx' }) },
    { label: 'zip magic then garbage', ...file(zipGarbage, { filename: 'a.xlsx' }) },
    { label: 'truncated spreadsheet', ...file(sheet.subarray(0, sheet.length >> 1)) },
    { label: 'empty file', ...file(Buffer.alloc(0)) },
    { label: 'no boundary', payload: 'x', contentType: 'multipart/form-data' },
    { label: 'wrong boundary', payload: file(sheet).payload, contentType: multipart },
    {
      label: 'no closing boundary',
      payload: part('Content-Disposition: form-data; name="file"; filename="a.xlsx"', sheet),
      contentType: multipart,
    },
    {
      label: 'part without disposition',
      payload: Buffer.concat([part('Content-Type: text/plain', 'x'), end]),
      contentType: multipart,
    },
    {
      label: 'two files',
      payload: Buffer.concat([
        part('Content-Disposition: form-data; name="file"; filename="a.xlsx"', sheet),
        Buffer.from('\r\n'),
        part('Content-Disposition: form-data; name="file"; filename="b.xlsx"', sheet),
        end,
      ]),
      contentType: multipart,
    },
    {
      label: 'many fields',
      payload: Buffer.concat([
        ...Array.from({ length: 30 }, (_, i) =>
          Buffer.concat([
            part(`Content-Disposition: form-data; name="f${i}"`, 'v'),
            Buffer.from('\r\n'),
          ]),
        ),
        end,
      ]),
      contentType: multipart,
    },
    {
      label: 'latin-1 part header',
      payload: Buffer.concat([
        part('Content-Disposition: form-data; name="file"; filename="\u00ff\u0085.xlsx"', sheet),
        end,
      ]),
      contentType: multipart,
    },
    { label: 'JSON to an upload', payload: '{"file":"\\u0000"}', contentType: 'application/json' },
  ];
}
