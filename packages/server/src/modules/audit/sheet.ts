import {
  AUDIT_OUTCOME_LABELS,
  type AuditEntryView,
  type AuditFilters,
  auditActionLabel,
  auditDetailText,
  auditTime,
} from '@pragati/domain';
import ExcelJS from 'exceljs';
import { sheetText } from '../../lib/xlsx-cells.js';
import { workbookBuffer } from '../../lib/xlsx-upload.js';

const COLUMNS = [
  { header: 'When (IST)', width: 24 },
  { header: 'Who', width: 20 },
  { header: 'Role', width: 11 },
  { header: 'Action', width: 30 },
  { header: 'Action code', width: 26 },
  { header: 'Target', width: 22 },
  { header: 'Outcome', width: 11 },
  { header: 'Detail', width: 48 },
] as const;

/** The filters as one line above the table, so a printed or forwarded sheet says what it holds. */
function filtersLine(filters: AuditFilters): string {
  const parts = [
    filters.actor && `who contains "${filters.actor}"`,
    filters.action && `action contains "${filters.action}"`,
    filters.target && `target contains "${filters.target}"`,
    filters.outcome && `outcome ${AUDIT_OUTCOME_LABELS[filters.outcome]}`,
    filters.from && `from ${filters.from}`,
    filters.to && `to ${filters.to}`,
  ].filter(Boolean);
  return parts.length ? `Filters: ${parts.join(', ')}` : 'Filters: none (every entry)';
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
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pragati';
  const sheet = workbook.addWorksheet('Audit log');
  sheet.columns = COLUMNS.map(({ width }) => ({ width }));
  sheet.getCell('A1').value = `Audit log, exported ${auditTime(madeAt.toISOString())} (IST)`;
  sheet.getCell('A1').font = { bold: true };
  sheet.getCell('A2').value = sheetText(filtersLine(filters));
  const header = sheet.getRow(4);
  header.values = COLUMNS.map((c) => c.header);
  header.font = { bold: true };
  for (const entry of entries) {
    sheet.addRow(
      [
        auditTime(entry.at),
        entry.actorId ?? 'system',
        entry.actorRole ?? '',
        auditActionLabel(entry.action),
        entry.action,
        entry.target ?? '',
        AUDIT_OUTCOME_LABELS[entry.outcome],
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
