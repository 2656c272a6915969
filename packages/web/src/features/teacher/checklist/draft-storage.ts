import { onSessionEnd } from '../../../lib/session';
import type { Draft, Item } from './checklist-state';

/*
 * Unsaved answers per teacher, student, section, year, term and category, in sessionStorage: they
 * survive a reload of the tab but not its closing, stay on this device, and are never shown to
 * another user of the tab.
 */

export interface DraftKey {
  userId: string;
  regNo: string;
  section: string;
  year: string;
  term: string;
  category: string;
}

const PREFIX = 'pragati.checklist-draft';

export function draftStorageKey(key: DraftKey): string {
  return [PREFIX, key.userId, key.regNo, key.section, key.year, key.term, key.category].join(':');
}

/** Forgets every draft of this tab, e.g. at logout. */
export function clearDrafts(): void {
  try {
    const keys = Object.keys(window.sessionStorage).filter((k) => k.startsWith(`${PREFIX}:`));
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

onSessionEnd(clearDrafts);

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

export function readDraft(key: DraftKey): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(draftStorageKey(key));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Draft>;
    if (typeof value.revision !== 'number' || !isItems(value.base) || !isItems(value.items)) {
      return null;
    }
    return { revision: value.revision, base: value.base, items: value.items };
  } catch {
    return null;
  }
}

export function writeDraft(key: DraftKey, draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(draftStorageKey(key), JSON.stringify(draft));
    else window.sessionStorage.removeItem(draftStorageKey(key));
  } catch {
    // Storage full or refused: the answers stay on screen, only a reload would lose them.
  }
}
