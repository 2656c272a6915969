import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';

/** A multipart/form-data body with one file, for app.inject(). */
export function multipartFile(
  file: Buffer,
  { filename = 'upload.xlsx', fieldname = 'file', contentType = 'application/octet-stream' } = {},
) {
  const boundary = `----pragati${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldname}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An .xlsx file from rows of cell values (first sheet). */
export async function xlsxFile(rows: ExcelJS.CellValue[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
