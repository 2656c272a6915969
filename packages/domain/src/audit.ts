import { z } from 'zod';

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;

/** GET /admin/audit query: filters combine; newest first. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(64, 'Actor filter is too long.').optional(),
  action: z.string().trim().max(64, 'Action filter is too long.').optional(),
  target: z.string().trim().max(64, 'Target filter is too long.').optional(),
  outcome: z
    .enum(AUDIT_OUTCOMES, { error: 'Outcome must be success, failure or denied.' })
    .optional(),
  from: z.iso.datetime({ offset: true, error: 'From must be a date and time.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'To must be a date and time.' }).optional(),
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
