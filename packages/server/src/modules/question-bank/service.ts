import {
  CATEGORIES,
  type Category,
  QUESTION_BANK_MESSAGES,
  type QuestionBank,
  type QuestionHistory,
  type QuestionList,
  type QuestionVersion,
  questionsForNewTermReport,
  type SaveQuestionListRequest,
  type SaveQuestionListResponse,
  type Section,
  SAMPLE_BANK_GROUPS,
  type TermReportQuestionSet,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import {
  type EntryRow,
  findCurrentVersions,
  findItemIdsOfList,
  findLastWordings,
  findVersion,
  insertItems,
  insertVersion,
  listVersions,
  type VersionRow,
  type VersionWithEntries,
} from './repository.js';
import { type ListInput, planList } from './list-plan.js';
import { bankGroups, enabledSection } from './bank-groups.js';
import { fillEmptyChecklists } from './fill-empty.js';

export type SessionActor = { userId: string; role: string };

const listKey = (section: string, category: string) => `${section}/${category}`;

/** PostgreSQL 23505, directly or wrapped by Drizzle: two saves raced for one version number. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function versionFields(v: Omit<VersionRow, 'published' | 'instituteId'>) {
  return {
    versionId: v.id,
    section: v.section,
    category: v.category,
    version: v.version,
    source: v.source,
    note: v.note,
    createdAt: v.createdAt.toISOString(),
    createdBy: v.createdBy,
  };
}

const numbered = (entries: EntryRow[]) =>
  entries.map((e, index) => ({
    itemId: e.itemId,
    no: index + 1,
    question: e.question,
    questionHi: e.questionHi,
  }));

type Wording = Awaited<ReturnType<typeof findLastWordings>>[number];

function toList(
  section: Section,
  category: Category,
  current: VersionWithEntries | undefined,
  wordings: Wording[],
): QuestionList {
  const asked = new Set(current?.entries.map((e) => e.itemId));
  const retired = wordings
    .filter((w) => w.section === section && w.category === category && !asked.has(w.itemId))
    .map((w) => ({
      itemId: w.itemId,
      question: w.question,
      questionHi: w.questionHi,
      lastVersion: w.lastVersion,
    }));
  if (!current) {
    return {
      section,
      category,
      versionId: null,
      version: null,
      source: null,
      note: null,
      createdAt: null,
      createdBy: null,
      items: [],
      retired,
    };
  }
  const { versionId, version, source, note, createdAt, createdBy } = versionFields(current);
  return {
    section,
    category,
    versionId,
    version,
    source,
    note,
    createdAt,
    createdBy,
    items: numbered(current.entries),
    retired,
  };
}

/**
 * The current bank: the five lists of every enabled group in the institute's order, empty ones
 * included, and those groups with their item counts (a group without items cannot be assessed
 * until the admin imports them).
 */
export async function getQuestionBank(db: Executor): Promise<QuestionBank> {
  const [groups, current, wordings] = await Promise.all([
    bankGroups(db),
    findCurrentVersions(db),
    findLastWordings(db),
  ]);
  const byKey = new Map(current.map((v) => [listKey(v.section, v.category), v]));
  const data = groups.flatMap(({ code }) =>
    CATEGORIES.map((category) =>
      toList(code, category, byKey.get(listKey(code, category)), wordings),
    ),
  );
  return {
    data,
    groups: groups.map((g) => ({
      ...g,
      items: data.filter((l) => l.section === g.code).reduce((n, l) => n + l.items.length, 0),
      inSample: SAMPLE_BANK_GROUPS.includes(g.code),
    })),
  };
}

async function getList(db: Executor, section: Section, category: Category) {
  const [[current], wordings] = await Promise.all([
    findCurrentVersions(db, { section, category }),
    findLastWordings(db, { section, category }),
  ]);
  return toList(section, category, current, wordings);
}

export async function getQuestionVersion(
  db: Executor,
  versionId: number,
): Promise<QuestionVersion> {
  const version = await findVersion(db, versionId);
  if (!version) throw notFound(QUESTION_BANK_MESSAGES.versionNotFound);
  return { ...versionFields(version), items: numbered(version.entries) };
}

export async function getQuestionHistory(
  db: Executor,
  section: Section,
  category: Category,
): Promise<QuestionHistory> {
  const rows = await listVersions(db, section, category);
  return {
    data: rows.map((r) => ({ ...versionFields(r), itemCount: r.itemCount })),
  };
}

export type ListChange = {
  section: Section;
  category: Category;
  version: VersionRow;
  changed: boolean;
  items: number;
  added: number;
  retired: number;
};

/** Saves a list as the next version of its section and category (planList), in `tx`. */
export async function writeList(tx: Executor, input: ListInput): Promise<ListChange> {
  const { section, category, current } = input;
  const plan = planList(input);
  const { added, retired } = plan;
  if (plan.unchanged && current) {
    const items = plan.entries.length;
    return { section, category, version: current, changed: false, items, added, retired };
  }
  const newIds = await insertItems(tx, section, category, added);
  const rows: EntryRow[] = plan.entries.map((e) => ({
    ...e,
    itemId: e.itemId ?? (newIds.shift() as number),
  }));
  const version = await insertVersion(tx, {
    section,
    category,
    version: (current?.version ?? 0) + 1,
    source: input.source,
    note: input.note,
    createdBy: input.createdBy,
    entries: rows,
  });
  return { section, category, version, changed: true, items: rows.length, added, retired };
}

/**
 * The screen's save: the whole ordered list of one section and category becomes its next
 * version. Refused when the list changed since the screen loaded it (`baseVersion`).
 */
export async function saveQuestionList(
  db: Db,
  actor: SessionActor,
  sectionParam: string,
  category: Category,
  input: SaveQuestionListRequest,
): Promise<SaveQuestionListResponse> {
  const section = await enabledSection(db, sectionParam);
  try {
    const change = await db.transaction(async (tx) => {
      const [current] = await findCurrentVersions(tx, { section, category });
      if ((current?.version ?? null) !== input.baseVersion)
        throw conflict(QUESTION_BANK_MESSAGES.stale);
      const ids = input.items.flatMap((item) => (item.itemId === undefined ? [] : [item.itemId]));
      const known = await findItemIdsOfList(tx, section, category, ids);
      if (ids.some((id) => !known.has(id))) throw badRequest(QUESTION_BANK_MESSAGES.itemNotInList);

      const result = await writeList(tx, {
        section,
        category,
        current,
        entries: input.items,
        source: 'edit',
        note: input.note || null,
        createdBy: actor.userId,
      });
      if (result.changed) {
        const filled = await fillEmptyChecklists(tx, [result]);
        await audit(tx, {
          actor,
          action: 'questionBank.save',
          target: listKey(section, category),
          outcome: 'success',
          detail: {
            version: result.version.version,
            items: result.items,
            added: result.added,
            retired: result.retired,
            ...(filled ? { filledTermReports: filled } : {}),
          },
        });
      }
      return result;
    });
    return {
      msg: change.changed ? QUESTION_BANK_MESSAGES.saved : QUESTION_BANK_MESSAGES.unchanged,
      changed: change.changed,
      list: await getList(db, section, category),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QUESTION_BANK_MESSAGES.stale);
    throw error;
  }
}

/** The questions a new term report asks for a section, copied from the current bank (decisions §3). */
export async function itemsForNewTermReport(
  db: Executor,
  section: Section,
): Promise<Record<Category, TermReportQuestionSet>> {
  const versions = await findCurrentVersions(db, { section });
  return questionsForNewTermReport(
    versions.map((v) => ({
      versionId: v.id,
      section: v.section,
      category: v.category,
      version: v.version,
      items: v.entries,
    })),
    section,
  );
}
