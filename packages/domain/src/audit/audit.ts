import { z } from 'zod';
import { INSTITUTE_TIME_ZONE, isIsoDate } from '../shared/calendar.js';
import { dateInRange, singleLineText } from '../shared/text.js';

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Words for the outcomes on the audit screen and in its export. */
export const AUDIT_OUTCOME_LABELS: Record<AuditOutcome, string> = {
  success: 'Succeeded',
  failure: 'Failed',
  denied: 'Refused',
};

/** The institute's offset: Asia/Kolkata has kept +05:30 all year since 1945 (no summer time). */
const INSTITUTE_OFFSET = '+05:30';

const isoDateTime = z.iso.datetime({ offset: true });

/** A `YYYY-MM-DD` day (in the institute's time zone) or an ISO date and time with its offset. */
export const isAuditDate = (value: string) =>
  isIsoDate(value) || isoDateTime.safeParse(value).success;

export const AUDIT_MESSAGES = {
  badDate: (label: string) => `${label} must be a date (YYYY-MM-DD) or a date and time.`,
  fromAfterTo: 'From must be on or before To.',
  tooManyToExport: (count: number, max: number) =>
    `The filters match ${count.toLocaleString('en-IN')} entries; an export holds at most ${max.toLocaleString('en-IN')}. Narrow the filters (for example a shorter date range) and export again.`,
  loadFailed: 'The audit log could not be loaded. Check the connection and try again.',
  exportFailed: 'The export could not be made. Check the connection and try again.',
} as const;

/** Rows one export may hold: the workbook is built in memory (about 1 kB a row). */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;

/**
 * The instants a `from`/`to` filter stands for. A day is the whole day in Asia/Kolkata: `from` its
 * first instant, `to` everything before the next day's first instant; a date and time is itself
 * (both ends included).
 */
export function auditRange(query: { from?: string; to?: string }) {
  const from = query.from
    ? new Date(isIsoDate(query.from) ? `${query.from}T00:00:00${INSTITUTE_OFFSET}` : query.from)
    : undefined;
  let to: { at: Date; inclusive: boolean } | undefined;
  if (query.to && isIsoDate(query.to)) {
    const start = new Date(`${query.to}T00:00:00${INSTITUTE_OFFSET}`);
    to = { at: new Date(start.getTime() + 24 * 60 * 60 * 1000), inclusive: false };
  } else if (query.to) {
    to = { at: new Date(query.to), inclusive: true };
  }
  return { from, to };
}

const filter = (label: string) =>
  z.string().trim().max(64, `${label} is too long.`).check(singleLineText(label)).optional();
// Years outside 1900–2100 are refused here: the database cannot hold year 0 (it was a 500).
const dateFilter = (label: string) =>
  z
    .string()
    .trim()
    .refine(isAuditDate, AUDIT_MESSAGES.badDate(label))
    .check(dateInRange(label))
    .optional();

/** The filters of the audit screen, its page and its export: they combine; newest first. */
const auditFilters = z.object({
  actor: filter('Actor filter'),
  action: filter('Action filter'),
  target: filter('Target filter'),
  outcome: z
    .enum(AUDIT_OUTCOMES, { error: 'Outcome must be success, failure or denied.' })
    .optional(),
  from: dateFilter('From'),
  to: dateFilter('To'),
});

function rangeInOrder(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!query.from || !query.to || !isAuditDate(query.from) || !isAuditDate(query.to)) return;
  const { from, to } = auditRange(query);
  if (!from || !to) return;
  const after = to.inclusive ? from > to.at : from >= to.at;
  if (after) ctx.addIssue({ code: 'custom', path: ['from'], message: AUDIT_MESSAGES.fromAfterTo });
}

/** GET /admin/audit query: the filters and a page (offset paging, newest first). */
export const auditQuerySchema = auditFilters
  .extend({
    limit: z.coerce
      .number()
      .int()
      .min(1, 'Limit must be 1–200.')
      .max(200, 'Limit must be 1–200.')
      .default(50),
    offset: z.coerce.number().int().min(0, 'Offset must not be negative.').default(0),
  })
  .superRefine(rangeInOrder);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /admin/audit/export query: the same filters, every matching entry. */
export const auditExportQuerySchema = auditFilters.superRefine(rangeInOrder);
export type AuditFilters = z.infer<typeof auditExportQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  total: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The export's file name, dated in the institute's time zone. */
export const auditExportFileName = (day: string) => `audit-log-${day}.xlsx`;

/** An instant as the institute reads it: `25 Nov 2026, 14:05:09` (Asia/Kolkata, 24-hour). */
export function auditTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: INSTITUTE_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The detail of an entry as short readable text (`reason: wrong password; rows: 3`). */
export function auditDetailText(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => {
      const text =
        value === null || typeof value !== 'object'
          ? String(value)
          : Array.isArray(value)
            ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
            : JSON.stringify(value);
      return `${key}: ${text}`;
    })
    .join('; ');
}
