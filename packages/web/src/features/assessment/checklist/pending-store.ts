import { type DeviceStore, deviceStore, memoryStore } from '../../../lib/device-store';
import type { Draft, Item } from './checklist-state';

/*
 * Answers not yet on the server, per teacher, student, section, year, term and category, kept on
 * this device until the server has them (issue 15 part 2: nothing is lost offline or when the
 * session expires).
 *
 * Where: IndexedDB, not localStorage or sessionStorage. Logout and an expired session clear both
 * of those (lib/session endSession: the spec's logout empties localStorage), and these answers
 * must outlive exactly that. IndexedDB is left alone by endSession, survives closing the tab, and
 * writes off the main thread; the records are small (at most ~60 short answers each).
 *
 * Who sees them: every record is keyed by the user id, and only the signed-in user's records are
 * ever read, so another user of the device never sees them. They are kept across an explicit
 * logout too (a teacher who logs out with answers still unsent finds them at the next sign-in),
 * and removed as soon as the server has the answers. Answers the server refuses stay until their
 * checklist is opened, which shows why (a conflict) or drops a copy that no longer fits its items.
 *
 * Where IndexedDB is missing (some private modes, tests) the records live in memory for the page.
 */

export interface PendingKey {
  userId: string;
  regNo: string;
  section: string;
  year: string;
  term: string;
  category: string;
}

const DB_NAME = 'pragati-pending';
const STORE = 'checklists';

const SEP = '\u0000';

export function pendingId(key: PendingKey): string {
  return [key.userId, key.regNo, key.section, key.year, key.term, key.category].join(SEP);
}

function keyOf(id: string): PendingKey | null {
  const [userId, regNo, section, year, term, category, ...rest] = id.split(SEP);
  if (!userId || !regNo || !section || !year || !term || !category || rest.length) return null;
  return { userId, regNo, section, year, term, category };
}

let backend: DeviceStore | null = null;
function store(): DeviceStore {
  backend ??= deviceStore(DB_NAME, STORE);
  return backend;
}

/** Tests start from an empty store. */
export function resetPendingStoreForTests(): void {
  backend = memoryStore();
}

function isItems(value: unknown): value is Item[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Item).question === 'string' &&
        typeof (item as Item).answer === 'string',
    )
  );
}

function toDraft(value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<Draft>;
  if (typeof v.revision !== 'number' || !isItems(v.base) || !isItems(v.items)) return null;
  return { revision: v.revision, base: v.base, items: v.items };
}

/** The unsent answers of this checklist, or null; a store that fails reads as empty. */
export async function readPending(key: PendingKey): Promise<Draft | null> {
  if (!key.userId) return null;
  try {
    return toDraft(await store().get(pendingId(key)));
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the unsent answers of this checklist. */
export async function writePending(key: PendingKey, draft: Draft | null): Promise<void> {
  if (!key.userId) return;
  try {
    if (draft) await store().put(pendingId(key), draft);
    else await store().delete(pendingId(key));
  } catch {
    // Storage refused: the answers stay on screen and are still sent while the page is open.
  }
}

/** Every checklist with unsent answers of this user (and never another's). */
export async function listPending(userId: string): Promise<{ key: PendingKey; draft: Draft }[]> {
  if (!userId) return [];
  try {
    const found: { key: PendingKey; draft: Draft }[] = [];
    for (const [id, value] of await store().entries()) {
      const key = keyOf(id);
      const draft = toDraft(value);
      if (key && draft && key.userId === userId) found.push({ key, draft });
    }
    return found;
  } catch {
    return [];
  }
}
