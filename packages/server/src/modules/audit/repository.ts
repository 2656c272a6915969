import { type AuditFilters, type AuditQuery, auditRange } from '@pragati/domain';
import { and, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currentInstitute, OWN_INSTITUTE, inInstitute } from '../../db/institute-scope.js';
import { auditLog } from '../../db/schema/index.js';

const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whose log (issue 28): the network office's accounts belong to the deployment's home institute
 * (1), so their entries (sign-ins, views of the institutes and the overview, creations,
 * suspensions) land in its log. They are the network's: only GET /network/audit reads them; the
 * home institute's admin does not. What the network does to another institute is written in that
 * institute's log too (its creation, first admin, suspension), where its admin sees it.
 */
export type AuditScope = 'institute' | 'network';

function scopeFilter(scope: AuditScope): SQL | undefined {
  if (scope === 'network') return eq(auditLog.actorRole, 'network');
  return currentInstitute() === OWN_INSTITUTE
    ? sql`${auditLog.actorRole} is distinct from 'network'`
    : undefined;
}

function whereOf(query: AuditFilters, scope: AuditScope): SQL | undefined {
  const filters: SQL[] = [];
  const own = scopeFilter(scope);
  if (own) filters.push(own);
  if (query.actor) filters.push(ilike(auditLog.actorId, contains(query.actor)));
  if (query.action) filters.push(ilike(auditLog.action, contains(query.action)));
  if (query.target) filters.push(ilike(auditLog.target, contains(query.target)));
  if (query.outcome) filters.push(eq(auditLog.outcome, query.outcome));
  // A day stands for the whole day in Asia/Kolkata (domain auditRange).
  const { from, to } = auditRange(query);
  if (from) filters.push(gte(auditLog.at, from));
  if (to) filters.push(to.inclusive ? lte(auditLog.at, to.at) : lt(auditLog.at, to.at));
  return filters.length ? and(...filters) : undefined;
}

const countOf = async (db: Executor, where: SQL | undefined) => {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(where, inInstitute(auditLog)));
  return count?.n ?? 0;
};

const entriesOf = (db: Executor, where: SQL | undefined, limit: number, offset = 0) =>
  db
    .select()
    .from(auditLog)
    .where(and(where, inInstitute(auditLog)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => ({ ...r, at: r.at.toISOString() })));

/** One page of the filtered log, newest first, with the number of matching entries. */
export async function findAuditEntries(
  db: Executor,
  query: AuditQuery,
  scope: AuditScope = 'institute',
) {
  const where = whereOf(query, scope);
  const [data, total] = await Promise.all([
    entriesOf(db, where, query.limit, query.offset),
    countOf(db, where),
  ]);
  return { data, total };
}

/**
 * Every filtered entry, newest first, when there are at most `max`; otherwise only the count
 * (nothing is read that would not be sent).
 */
export async function findAuditEntriesToExport(db: Executor, filters: AuditFilters, max: number) {
  const where = whereOf(filters, 'institute');
  const total = await countOf(db, where);
  if (total > max) return { total, data: null };
  return { total, data: await entriesOf(db, where, max) };
}
