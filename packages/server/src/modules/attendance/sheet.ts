import { classDisplayName, type MonthlyRegister } from '@pragati/domain';
import ExcelJS from 'exceljs';
import { fill, type SheetWords } from '../../lib/sheet-words.js';
import { sheetText } from '../../lib/xlsx-cells.js';
import { workbookBuffer } from '../../lib/xlsx-upload.js';

/**
 * The monthly register as a sheet (issue 31 part 1): a title, a heading row (regNo, name, the
 * days 1..31, present, absent), a row per student with P, A or H, and a last row of how many
 * were present each day. Landscape A4, fitted to one page wide, as the printed register.
 */
export async function attendanceSheet(grid: MonthlyRegister, words: SheetWords): Promise<Buffer> {
  const w = words.attendance;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pragati';
  const sheet = workbook.addWorksheet(w.sheet, {
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
  });
  const className = classDisplayName(grid.classId, words.msg);
  sheet.addRow([sheetText(fill(w.title, { class: className, month: grid.month }))]).font = {
    bold: true,
  };
  sheet.addRow([sheetText(w.legend)]);
  const days = grid.days.map((d) => Number(d.slice(8)));
  const header = sheet.addRow(
    [w.regNo, w.name, ...days, w.present, w.absent].map((c) =>
      typeof c === 'number' ? c : sheetText(c),
    ),
  );
  header.font = { bold: true };
  for (const row of grid.rows) {
    sheet.addRow([
      sheetText(row.regNo),
      sheetText(row.name),
      ...row.cells,
      row.present,
      row.absent,
    ]);
  }
  sheet.addRow(['', sheetText(w.dayTotal), ...grid.dayTotals.map((t) => t ?? ''), '', '']).font = {
    italic: true,
  };
  sheet.columns = [
    { width: 16 },
    { width: 28 },
    ...days.map(() => ({ width: 4 })),
    { width: 9 },
    { width: 9 },
  ];
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 3 }];
  return workbookBuffer(workbook);
}
