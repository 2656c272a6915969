import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_MESSAGES,
  type AuditFilters,
  type AuditQuery,
  auditExportFileName,
  instituteDate,
  type Locale,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { type Actor, actorOf, audit } from '../../lib/audit.js';
import type { SessionUser } from '../../lib/policy.js';
import { badRequest } from '../../lib/errors.js';
import { runSheetJob } from '../../lib/sheet-pool.js';
import { findAuditEntries, findAuditEntriesToExport } from './repository.js';

/** The filters that were given, for the export's own audit entry (ids and codes only). */
const givenFilters = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));

/**
 * The filtered log as an .xlsx. Too many entries are refused before any is read; the export
 * itself is audited (the log leaves the system), with its filters and row count.
 */
export async function exportAuditLog(db: Db, actor: Actor, filters: AuditFilters, locale?: Locale) {
  const found = await findAuditEntriesToExport(db, filters, AUDIT_EXPORT_MAX_ROWS);
  if (!found.data) {
    throw badRequest(AUDIT_MESSAGES.tooManyToExport(found.total, AUDIT_EXPORT_MAX_ROWS));
  }
  const now = new Date();
  const buffer = await runSheetJob('auditSheet', found.data, filters, now, locale);
  await audit(db, {
    actor,
    action: 'audit.export',
    outcome: 'success',
    detail: { filters: givenFilters(filters), rows: found.total },
  });
  return { buffer, fileName: auditExportFileName(instituteDate(now)) };
}

/** The admin's reads of the log (routes.ts): a page of entries, or the filtered log as a sheet. */
export function createAuditService(db: Db) {
  return {
    entries: (query: AuditQuery) => findAuditEntries(db, query),
    export: (session: SessionUser, filters: AuditFilters, locale?: Locale) =>
      exportAuditLog(db, actorOf(session), filters, locale),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
