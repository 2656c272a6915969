import type { Category, QuestionBankSource, Section } from '@pragati/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { questionBankEntries, questionBankVersions, questionItems } from '../../db/schema/index.js';

export type VersionRow = typeof questionBankVersions.$inferSelect;
export type EntryRow = { itemId: number; question: string; questionHi: string | null };
export type VersionWithEntries = VersionRow & { entries: EntryRow[] };

/** The entries of these versions, in order, grouped by version id. */
async function entriesOf(db: Executor, versionIds: number[]): Promise<Map<number, EntryRow[]>> {
  const grouped = new Map<number, EntryRow[]>(versionIds.map((id) => [id, []]));
  if (versionIds.length === 0) return grouped;
  const rows = await db
    .select({
      versionId: questionBankEntries.versionId,
      itemId: questionBankEntries.itemId,
      question: questionBankEntries.question,
      questionHi: questionBankEntries.questionHi,
    })
    .from(questionBankEntries)
    .where(
      and(
        inArray(questionBankEntries.versionId, versionIds),
        inInstitute(questionBankEntries.instituteId),
      ),
    )
    .orderBy(asc(questionBankEntries.versionId), asc(questionBankEntries.position));
  for (const row of rows) grouped.get(row.versionId)?.push(row);
  return grouped;
}

/** The latest version of each list (optionally of one section or one list), with its entries. */
export async function findCurrentVersions(
  db: Executor,
  filter: { section?: Section; category?: Category } = {},
): Promise<VersionWithEntries[]> {
  const conditions = [
    // An import's drafts are no version of the bank until published (../import-write.ts).
    eq(questionBankVersions.published, true),
    inInstitute(questionBankVersions.instituteId),
    filter.section ? eq(questionBankVersions.section, filter.section) : undefined,
    filter.category ? eq(questionBankVersions.category, filter.category) : undefined,
  ].filter((c) => c !== undefined);
  const versions = await db
    .selectDistinctOn([questionBankVersions.section, questionBankVersions.category])
    .from(questionBankVersions)
    .where(and(...conditions))
    .orderBy(
      questionBankVersions.section,
      questionBankVersions.category,
      desc(questionBankVersions.version),
    );
  const entries = await entriesOf(
    db,
    versions.map((v) => v.id),
  );
  return versions.map((v) => ({ ...v, entries: entries.get(v.id) ?? [] }));
}

export async function findVersion(
  db: Executor,
  versionId: number,
): Promise<VersionWithEntries | undefined> {
  const [version] = await db
    .select()
    .from(questionBankVersions)
    .where(
      and(
        eq(questionBankVersions.id, versionId),
        eq(questionBankVersions.published, true),
        inInstitute(questionBankVersions.instituteId),
      ),
    );
  if (!version) return undefined;
  const entries = await entriesOf(db, [version.id]);
  return { ...version, entries: entries.get(version.id) ?? [] };
}

/** Every version of one list, newest first, with its number of items. */
export async function listVersions(db: Executor, section: Section, category: Category) {
  return db
    .select({
      id: questionBankVersions.id,
      section: questionBankVersions.section,
      category: questionBankVersions.category,
      version: questionBankVersions.version,
      source: questionBankVersions.source,
      note: questionBankVersions.note,
      createdBy: questionBankVersions.createdBy,
      createdAt: questionBankVersions.createdAt,
      itemCount: count(questionBankEntries.itemId),
    })
    .from(questionBankVersions)
    .leftJoin(questionBankEntries, eq(questionBankEntries.versionId, questionBankVersions.id))
    .where(
      and(
        eq(questionBankVersions.section, section),
        eq(questionBankVersions.category, category),
        eq(questionBankVersions.published, true),
        inInstitute(questionBankVersions.instituteId),
      ),
    )
    .groupBy(questionBankVersions.id)
    .orderBy(desc(questionBankVersions.version));
}

/**
 * Every item ever asked (optionally of one list), with the wording and number of the last
 * version that asked it. The caller subtracts the current items to find the retired ones.
 */
export async function findLastWordings(
  db: Executor,
  filter: { section?: Section; category?: Category } = {},
) {
  const conditions = [
    // An import's drafts are no version of the bank until published (../import-write.ts).
    eq(questionBankVersions.published, true),
    inInstitute(questionBankVersions.instituteId),
    filter.section ? eq(questionBankVersions.section, filter.section) : undefined,
    filter.category ? eq(questionBankVersions.category, filter.category) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .selectDistinctOn([questionBankEntries.itemId], {
      itemId: questionBankEntries.itemId,
      question: questionBankEntries.question,
      questionHi: questionBankEntries.questionHi,
      section: questionBankVersions.section,
      category: questionBankVersions.category,
      lastVersion: questionBankVersions.version,
    })
    .from(questionBankEntries)
    .innerJoin(questionBankVersions, eq(questionBankVersions.id, questionBankEntries.versionId))
    .where(and(inInstitute(questionBankEntries.instituteId), ...conditions))
    .orderBy(asc(questionBankEntries.itemId), desc(questionBankVersions.version));
}

/** Ids among these that are items of this section and category. */
export async function findItemIdsOfList(
  db: Executor,
  section: Section,
  category: Category,
  itemIds: number[],
): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: questionItems.id })
    .from(questionItems)
    .where(
      and(
        inArray(questionItems.id, itemIds),
        eq(questionItems.section, section),
        eq(questionItems.category, category),
        inInstitute(questionItems.instituteId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** New item identities for a list; returns their ids in order. */
export async function insertItems(
  db: Executor,
  section: Section,
  category: Category,
  howMany: number,
): Promise<number[]> {
  if (howMany === 0) return [];
  const rows = await db
    .insert(questionItems)
    .values(Array.from({ length: howMany }, () => ({ section, category })))
    .returning({ id: questionItems.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function insertVersion(
  db: Executor,
  values: {
    section: Section;
    category: Category;
    version: number;
    source: QuestionBankSource;
    note: string | null;
    createdBy: string;
    entries: EntryRow[];
  },
): Promise<VersionRow> {
  const { entries, ...version } = values;
  const [row] = await db.insert(questionBankVersions).values(version).returning();
  if (!row) throw new Error('insert into question_bank_versions returned nothing');
  await db.insert(questionBankEntries).values(
    entries.map((entry, index) => ({
      versionId: row.id,
      position: index + 1,
      itemId: entry.itemId,
      question: entry.question,
      questionHi: entry.questionHi,
    })),
  );
  return row;
}

export async function countVersions(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questionBankVersions)
    .where(inInstitute(questionBankVersions.instituteId));
  return row?.n ?? 0;
}
