import {
  AUDIT_OUTCOME_LABELS,
  type AuditEntryView,
  type AuditFilters,
  auditActionLabel,
  auditDetailText,
  auditTime,
} from '@pragati/domain';
import ExcelJS from 'exceljs';
import { fill, type SheetWords, sheetWords } from '../../lib/sheet-words.js';
import { sheetText } from '../../lib/xlsx-cells.js';
import { workbookBuffer } from '../../lib/xlsx-upload.js';

const COLUMNS = [
  { key: 'when', width: 24 },
  { key: 'who', width: 20 },
  { key: 'role', width: 11 },
  { key: 'action', width: 30 },
  { key: 'actionCode', width: 26 },
  { key: 'target', width: 22 },
  { key: 'outcome', width: 11 },
  { key: 'detail', width: 48 },
] as const;

/** The filters as one line above the table, so a printed or forwarded sheet says what it holds. */
function filtersLine(filters: AuditFilters, { audit: w, msg }: SheetWords): string {
  const parts = [
    filters.actor && fill(w.whoContains, { text: filters.actor }),
    filters.action && fill(w.actionContains, { text: filters.action }),
    filters.target && fill(w.targetContains, { text: filters.target }),
    filters.outcome && fill(w.outcomeIs, { outcome: msg(AUDIT_OUTCOME_LABELS[filters.outcome]) }),
    filters.from && fill(w.from, { date: filters.from }),
    filters.to && fill(w.to, { date: filters.to }),
  ].filter(Boolean);
  return parts.length ? fill(w.filters, { list: parts.join(', ') }) : w.noFilters;
}

/**
 * The filtered audit log as one sheet: a title row, the filters, then one row per entry, newest
 * first. Every text cell goes through sheetText: targets hold what people typed (a failed
 * sign-in's id), which may begin with `=`, `+`, `-` or `@`.
 */
export async function auditSheet(
  entries: readonly AuditEntryView[],
  filters: AuditFilters,
  madeAt: Date,
  words?: SheetWords,
): Promise<Buffer> {
  const all = words ?? (await sheetWords());
  const { audit: w, msg } = all;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pragati';
  const sheet = workbook.addWorksheet(w.sheet);
  sheet.columns = COLUMNS.map(({ width }) => ({ width }));
  sheet.getCell('A1').value = fill(w.title, { time: auditTime(madeAt.toISOString()) });
  sheet.getCell('A1').font = { bold: true };
  sheet.getCell('A2').value = sheetText(filtersLine(filters, all));
  const header = sheet.getRow(4);
  header.values = COLUMNS.map((c) => w[c.key]);
  header.font = { bold: true };
  for (const entry of entries) {
    sheet.addRow(
      [
        auditTime(entry.at),
        entry.actorId ?? w.system,
        entry.actorRole ?? '',
        msg(auditActionLabel(entry.action)),
        entry.action,
        entry.target ?? '',
        msg(AUDIT_OUTCOME_LABELS[entry.outcome]),
        auditDetailText(entry.detail),
      ].map(sheetText),
    );
  }
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  sheet.pageSetup = {
    paperSize: 9,
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
  };
  sheet.pageSetup.printTitlesRow = '4:4';
  return workbookBuffer(workbook);
}
