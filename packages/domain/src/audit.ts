import { z } from 'zod';
import { dateInRange, singleLineText } from './text.js';

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;

const filter = (label: string) =>
  z.string().trim().max(64, `${label} is too long.`).check(singleLineText(label)).optional();
// Years outside 1900–2100 are refused here: the database cannot hold year 0 (it was a 500).
const dateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time.` })
    .check(dateInRange(label))
    .optional();

/** GET /admin/audit query: filters combine; newest first. */
export const auditQuerySchema = z.object({
  actor: filter('Actor filter'),
  action: filter('Action filter'),
  target: filter('Target filter'),
  outcome: z
    .enum(AUDIT_OUTCOMES, { error: 'Outcome must be success, failure or denied.' })
    .optional(),
  from: dateTime('From'),
  to: dateTime('To'),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1–200.')
    .max(200, 'Limit must be 1–200.')
    .default(50),
  offset: z.coerce.number().int().min(0, 'Offset must not be negative.').default(0),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

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
