import type { AuditQuery } from '@pragati/domain';
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findAuditEntries(db: Executor, query: AuditQuery) {
  const filters: SQL[] = [];
  if (query.actor) filters.push(ilike(auditLog.actorId, contains(query.actor)));
  if (query.action) filters.push(ilike(auditLog.action, contains(query.action)));
  if (query.target) filters.push(ilike(auditLog.target, contains(query.target)));
  if (query.outcome) filters.push(eq(auditLog.outcome, query.outcome));
  if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
  const where = filters.length ? and(...filters) : undefined;

  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: count?.n ?? 0,
  };
}
