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

/**
 * Forgets the session. Everything in localStorage goes, as in the spec's logout: the flow keys
 * (studentId, regNo, section, year, term, …) belong to the user who is leaving.
 */
export function endSession(): void {
  try {
    window.localStorage.clear();
    // Drafts of this tab (the student registration's holds health data) leave with the user.
    window.sessionStorage.clear();
  } catch {
    // See read().
  }
  for (const listener of listeners) listener();
}
