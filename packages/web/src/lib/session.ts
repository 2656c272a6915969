import { isRole, type Role } from '@pragati/domain';

/*
 * What the browser remembers about the signed-in user. The token itself is not here: the server
 * keeps it in an httpOnly cookie, out of reach of scripts.
 */

const KEYS = {
  userId: 'userId',
  role: 'role',
  mustChangePassword: 'mustChangePassword',
} as const;

export interface StoredSession {
  userId: string;
  role: Role;
  mustChangePassword: boolean;
}

// Storage can throw (disabled storage, private modes); the app then behaves as signed out.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply does not survive a reload.
  }
}

export function readSession(): StoredSession | null {
  const userId = read(KEYS.userId);
  const role = read(KEYS.role);
  if (!userId || !isRole(role)) return null;
  return { userId, role, mustChangePassword: read(KEYS.mustChangePassword) === 'true' };
}

export function saveSession(session: StoredSession): void {
  write(KEYS.userId, session.userId);
  write(KEYS.role, session.role);
  write(KEYS.mustChangePassword, String(session.mustChangePassword));
}

export function setMustChangePassword(value: boolean): void {
  write(KEYS.mustChangePassword, String(value));
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Runs when the session ends, e.g. so cached server data of this user is dropped. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/*
 * Issue 26 item 17: a teacher whose session ended signs in again and is sent back to the screen
 * (lib/return-path.ts), but the screen's place (the chosen student, section, year and term: the
 * teacher's flow keys, spec section 3) went with the rest of localStorage. When a session ends by
 * itself (not a Logout), the place is kept under one entry naming its user, and only that user's
 * next sign-in puts it back. Any sign-in removes the entry, so another person signing in at the
 * same device never gets it, and it outlives no one's next sign-in.
 */
const PLACE = 'pragati.place';
/** The flow keys a screen's place is made of (features/assessment/flow-storage.ts). */
export const PLACE_KEYS = ['studentId', 'studentName', 'regNo', 'section', 'year', 'term'] as const;

function placeOf(userId: string): string | null {
  const values = Object.fromEntries(
    PLACE_KEYS.flatMap((key) => {
      const value = read(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  return Object.keys(values).length ? JSON.stringify({ userId, values }) : null;
}

/**
 * Signing in as `userId`: the place a session of this user ended on comes back; a place kept for
 * anyone else is dropped unread.
 */
export function resumePlace(userId: string): void {
  try {
    const kept = window.localStorage.getItem(PLACE);
    window.localStorage.removeItem(PLACE);
    if (!kept) return;
    const place = JSON.parse(kept) as { userId?: unknown; values?: Record<string, unknown> };
    if (typeof place.userId !== 'string' || place.userId.toLowerCase() !== userId.toLowerCase())
      return;
    for (const key of PLACE_KEYS) {
      const value = place.values?.[key];
      if (typeof value === 'string') write(key, value);
    }
  } catch {
    // A damaged entry or refused storage: the teacher chooses the student again.
  }
}

/**
 * Forgets the session. Everything in localStorage goes, as in the spec's logout: the flow keys
 * (studentId, regNo, section, year, term, …) belong to the user who is leaving. `keepPlace` (a
 * session that ended by itself, not a Logout) keeps the flow keys for that user's next sign-in.
 */
export function endSession(options: { keepPlace?: boolean } = {}): void {
  const userId = read(KEYS.userId);
  // Several calls failing together end the session several times: the later ones keep the place
  // the first one kept.
  const place = options.keepPlace ? ((userId && placeOf(userId)) ?? read(PLACE)) : null;
  try {
    window.localStorage.clear();
    // Drafts of this tab (the student registration's holds health data) leave with the user.
    window.sessionStorage.clear();
    if (place) window.localStorage.setItem(PLACE, place);
  } catch {
    // See read().
  }
  for (const listener of listeners) listener();
}
