import type { SaveRegisterRequest } from '@pragati/domain';
import { ApiError } from '../../../lib/api-client';
import { type DeviceStore, deviceStore } from '../../../lib/device-store';
import { readSession } from '../../../lib/session';
import { saveRegister } from '../api/register';

/*
 * Registers saved while offline (issue 31 part 1), kept on this device as the checklist's answers
 * are (lib/device-store.ts, the checklist's pending-store): keyed by user, class and date, only the
 * signed-in user's ever read, removed once the server has them. A register the server refuses as
 * stale stays, marked, for its screen to show the conflict.
 */
export type PendingRegister = SaveRegisterRequest & { conflict?: boolean };
export type RegisterKey = { userId: string; classId: string; date: string };

const SEP = '\u0000';
const idOf = (k: RegisterKey) => [k.userId, k.classId, k.date].join(SEP);

let backend: DeviceStore | null = null;
const store = () => (backend ??= deviceStore('pragati-registers', 'registers'));

function toPending(value: unknown): PendingRegister | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<PendingRegister>;
  if (typeof v.version !== 'number' || !Array.isArray(v.absent)) return null;
  return v as PendingRegister;
}

export async function readPendingRegister(key: RegisterKey): Promise<PendingRegister | null> {
  try {
    return toPending(await store().get(idOf(key)));
  } catch {
    return null;
  }
}

export async function writePendingRegister(key: RegisterKey, value: PendingRegister | null) {
  try {
    if (value) await store().put(idOf(key), value);
    else await store().delete(idOf(key));
  } catch {
    // Storage refused: the marks stay on screen and are sent while the page is open.
  }
}

/** Sends every kept register of the signed-in user; true when at least one reached the server. */
export async function sendPendingRegisters(): Promise<boolean> {
  const userId = readSession()?.userId;
  if (!userId || navigator.onLine === false) return false;
  let sent = false;
  let entries: [string, unknown][] = [];
  try {
    entries = await store().entries();
  } catch {
    return false;
  }
  for (const [id, value] of entries) {
    const [owner, classId, date] = id.split(SEP);
    const pending = toPending(value);
    if (owner !== userId || !classId || !date || !pending || pending.conflict) continue;
    const key = { userId, classId, date };
    try {
      await saveRegister(classId, date, { absent: pending.absent, version: pending.version });
      await writePendingRegister(key, null);
      sent = true;
    } catch (error) {
      if (!(error instanceof ApiError)) return sent; // still offline: the rest would fare no better
      if (error.status === 401) return sent;
      await writePendingRegister(key, { ...pending, conflict: true });
    }
  }
  return sent;
}
