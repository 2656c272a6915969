import type { Category, Section } from '@pragati/domain';
import { and, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { questionBankEntries, questionBankVersions } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { type ListPlan, planList } from './list-plan.js';
import { fillEmptyChecklists } from './fill-empty.js';
import { findCurrentVersions, insertItems, type VersionRow } from './repository.js';
import type { ListChange, SessionActor } from './service.js';

/*
 * An import's write (issue 26 item 2). The embedded database has one connection, and runs on the
 * request thread: one transaction writing 4,900 entries held both, and every other request, for
 * ~0.7 s. So each changed list becomes a draft version (published = false, which no reader sees)
 * whose entries go in a few hundred rows per statement, each its own short hold followed by a
 * turn of the event loop; one short transaction then publishes every draft of the import with
 * its audit entry. Until that commits nothing of the import is part of the bank: a failure
 * half-way, or a crash, leaves the bank as it was, and its drafts unseen (versions are
 * append-only, so they stay, like the unused item ids taken for them).
 */

/** Rows per statement: a few milliseconds each on the embedded database (200 left stalls of
 * 0.4–0.5 s at load 25 on 2 cores; 100, 0.24–0.3 s). */
export const IMPORT_CHUNK = 100;

export type ImportList = {
  section: Section;
  category: Category;
  questions: { question: string; questionHi?: string | null }[];
};

type Planned = ImportList & { current: VersionRow | undefined; plan: ListPlan };

/**
 * The embedded database's answers resolve as microtasks, so statements awaited one after another
 * never let the event loop read a waiting request: each chunk ends with a turn of the loop.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function chunks<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / IMPORT_CHUNK) }, (_, i) =>
    rows.slice(i * IMPORT_CHUNK, (i + 1) * IMPORT_CHUNK),
  );
}

/** A changed list as an unpublished version with its entries, a chunk per statement. */
export async function writeDraft(db: Executor, list: Planned, createdBy: string): Promise<number> {
  const ids: number[] = [];
  for (const part of chunks(Array.from({ length: list.plan.added }))) {
    ids.push(...(await insertItems(db, list.section, list.category, part.length)));
    await nextTurn();
  }
  const [draft] = await db
    .insert(questionBankVersions)
    .values({
      section: list.section,
      category: list.category,
      version: (list.current?.version ?? 0) + 1,
      source: 'import',
      note: null,
      createdBy,
      published: false,
    })
    .returning({ id: questionBankVersions.id });
  if (!draft) throw new Error('insert into question_bank_versions returned nothing');
  const rows = list.plan.entries.map((e, index) => ({
    versionId: draft.id,
    position: index + 1,
    itemId: e.itemId ?? (ids.shift() as number),
    question: e.question,
    questionHi: e.questionHi,
  }));
  for (const part of chunks(rows)) {
    await db.insert(questionBankEntries).values(part);
    await nextTurn();
  }
  return draft.id;
}

/** One short transaction: the drafts become the lists' current versions, with the audit entry. */
async function publish(
  db: Db,
  actor: SessionActor,
  planned: Planned[],
  draftIds: number[],
  summarize: (changes: ListChange[]) => unknown,
): Promise<ListChange[]> {
  return db.transaction(async (tx) => {
    const versions = draftIds.length
      ? await tx
          .update(questionBankVersions)
          .set({ published: true })
          .where(
            and(
              inArray(questionBankVersions.id, draftIds),
              inInstitute(questionBankVersions.instituteId),
            ),
          )
          .returning()
      : [];
    const changes = planned.map((l): ListChange => {
      const version = versions.find((v) => v.section === l.section && v.category === l.category);
      return {
        section: l.section,
        category: l.category,
        // An unchanged list has a current version (planList).
        version: version ?? (l.current as VersionRow),
        changed: version !== undefined,
        items: l.plan.entries.length,
        added: l.plan.added,
        retired: l.plan.retired,
      };
    });
    const filled = await fillEmptyChecklists(
      tx,
      changes.filter((c) => c.changed),
    );
    await audit(tx, {
      actor,
      action: 'questionBank.import',
      target: 'question bank',
      outcome: 'success',
      detail: { lists: summarize(changes), ...(filled ? { filledTermReports: filled } : {}) },
    });
    return changes;
  });
}

/**
 * Each list in the file becomes a new version of its section and category (unless identical to
 * the current one), all or nothing, with its audit entry; see above for why in several steps. A
 * list saved meanwhile makes the publish a unique violation (the caller's "changed meanwhile").
 */
export async function writeImport(
  db: Db,
  actor: SessionActor,
  lists: ImportList[],
  summarize: (changes: ListChange[]) => unknown,
): Promise<ListChange[]> {
  const current = await findCurrentVersions(db);
  const planned: Planned[] = lists.map((list) => {
    const now = current.find((v) => v.section === list.section && v.category === list.category);
    const plan = planList({
      ...list,
      current: now,
      entries: list.questions,
      source: 'import',
      note: null,
      createdBy: actor.userId,
      matchByText: true,
    });
    return { ...list, current: now, plan };
  });
  const draftIds: number[] = [];
  for (const list of planned) {
    if (!list.plan.unchanged) draftIds.push(await writeDraft(db, list, actor.userId));
  }
  return publish(db, actor, planned, draftIds, summarize);
}
