/**
 * One owner per embedded DATA_DIR (decisions §12). PGlite has no lock of its own: two processes
 * on one folder silently lose writes and can leave it unopenable. The lock is a file created with
 * the `wx` flag (fails if it exists) holding who owns the folder; a lock left by a process that no
 * longer runs is taken over. The server adds its port once it listens, so a command can reach it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from './startup-error.js';

export const LOCK_FILE_NAME = 'pragati.lock';

export type LockHolder = {
  pid: number;
  /** 'server', or the command that holds the folder (e.g. 'npm run user:add'). */
  purpose: string;
  /** ISO time the holder took the lock. */
  startedAt: string;
  hostname: string;
  /** Set by the server once it listens. */
  port?: number;
  host?: string;
  /** Random per lock, so a process only ever removes its own lock file. */
  token: string;
};

export type DataDirLock = {
  readonly file: string;
  readonly holder: LockHolder;
  /** The stale lock this process took over, if any (the caller says so). */
  readonly tookOver: LockHolder | undefined;
  /** Records the port the server listens on, for commands that go through the server. */
  setServerAddress(port: number, host: string): void;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
};

export function describeHolder(holder: Pick<LockHolder, 'purpose' | 'pid'>): string {
  return holder.purpose === 'server'
    ? `a Pragati server (PID ${holder.pid})`
    : `the command "${holder.purpose}" (PID ${holder.pid})`;
}

function formatSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'an unknown time'
    : date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
}

export class DataDirBusyError extends StartupError {
  constructor(
    public readonly dataDir: string,
    public readonly holder: LockHolder,
    advice?: string,
  ) {
    const where = holder.port ? `, listening on port ${holder.port}` : '';
    const elsewhere = holder.hostname !== os.hostname() ? ` on computer ${holder.hostname}` : '';
    const stop =
      holder.purpose === 'server'
        ? `stop that server first (Ctrl+C in its window, or kill ${holder.pid})`
        : `wait for that command to finish, or stop it (kill ${holder.pid})`;
    super(
      `The data folder ${dataDir} is in use by ${describeHolder(holder)}${elsewhere}, ` +
        `running since ${formatSince(holder.startedAt)}${where}. ` +
        'Only one process at a time may open an embedded database. ' +
        (advice ?? `To use this folder, ${stop}.`),
    );
    this.name = 'DataDirBusyError';
  }
}

/** Whether the process that wrote the lock still runs (on this computer). */
export function isHolderAlive(holder: LockHolder): boolean {
  // Another computer (a shared folder): we cannot tell, so it counts as running.
  if (holder.hostname !== os.hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !pidReusedSince(holder);
}

/**
 * A dead holder's PID may have been given to a new process (after a reboot, say). On Linux, a
 * process that started after the lock was written cannot be its holder.
 */
function pidReusedSince(holder: LockHolder): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${holder.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    const bootLine = fs.readFileSync('/proc/stat', 'utf8').match(/^btime (\d+)$/m);
    if (!bootLine || !Number.isFinite(startTicks)) return false;
    // USER_HZ is 100 on every Linux Node supports.
    const processStart = (Number(bootLine[1]) + startTicks / 100) * 1000;
    const lockTime = Date.parse(holder.startedAt);
    return Number.isFinite(lockTime) && processStart > lockTime + 5000;
  } catch {
    return false;
  }
}

/** The lock's holder as written, or undefined when the folder is not locked (or unreadable). */
export function readDataDirLock(dataDir: string): LockHolder | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return undefined;
    return {
      pid: parsed.pid,
      purpose: typeof parsed.purpose === 'string' ? parsed.purpose : 'unknown',
      startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : '',
      hostname: typeof parsed.hostname === 'string' ? parsed.hostname : os.hostname(),
      token: typeof parsed.token === 'string' ? parsed.token : '',
      ...(typeof parsed.port === 'number' ? { port: parsed.port } : {}),
      ...(typeof parsed.host === 'string' ? { host: parsed.host } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A live server holding this folder and the port it listens on, if any. */
export function findRunningServer(
  dataDir: string,
): { pid: number; port: number; host: string; since: string } | undefined {
  const holder = readDataDirLock(dataDir);
  if (!holder || holder.purpose !== 'server' || holder.port === undefined) return undefined;
  if (!isHolderAlive(holder)) return undefined;
  return {
    pid: holder.pid,
    port: holder.port,
    host: holder.host ?? '127.0.0.1',
    since: holder.startedAt,
  };
}

function writeNew(file: string, holder: LockHolder): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(holder) + '\n', { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes over a stale lock. A second guard file (also `wx`) makes sure only one process removes
 * the stale lock, so two starts racing for a dead holder's folder cannot both win.
 */
function takeOverStale(file: string, stale: LockHolder, holder: LockHolder): boolean {
  const guard = `${file}.takeover`;
  try {
    fs.writeFileSync(guard, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A guard older than a few seconds was left by a process that died mid-takeover.
    const age = Date.now() - fs.statSync(guard, { throwIfNoEntry: false })!.mtimeMs;
    if (age > 10_000) fs.rmSync(guard, { force: true });
    return false;
  }
  try {
    const current = readDataDirLock(path.dirname(file));
    if (current && (current.token !== stale.token || current.pid !== stale.pid)) return false;
    fs.rmSync(file, { force: true });
    return writeNew(file, holder);
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const SIGNAL_CODES: Record<(typeof SIGNALS)[number], number> = {
  SIGHUP: 1,
  SIGINT: 2,
  SIGTERM: 15,
};

/**
 * Takes the folder for this process or throws DataDirBusyError. The lock is released by
 * release(), at process exit (also after an uncaught error), and on SIGINT/SIGTERM/SIGHUP when
 * nothing else handles them (the server's own handlers shut down and then exit).
 */
export function acquireDataDirLock(
  dataDir: string,
  purpose: string,
  options: { busyAdvice?: string } = {},
): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const holder: LockHolder = {
    pid: process.pid,
    purpose,
    startedAt: new Date().toISOString(),
    hostname: os.hostname(),
    token: randomBytes(12).toString('hex'),
  };
  let tookOver: LockHolder | undefined;
  for (let attempt = 0; ; attempt++) {
    if (writeNew(file, holder)) break;
    const existing = readDataDirLock(dataDir);
    if (existing && isHolderAlive(existing)) {
      throw new DataDirBusyError(dataDir, existing, options.busyAdvice);
    }
    // Dead holder, or a file we cannot read as a lock (torn write of a crashed process).
    const stale = existing ?? { ...holder, pid: 0, purpose: 'unknown', token: '' };
    if (existing ? takeOverStale(file, stale, holder) : takeOverUnreadable(file, holder)) {
      tookOver = stale;
      break;
    }
    if (attempt >= 20) {
      throw new Error(`Could not take the lock file ${file}; another process is taking it.`);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    for (const signal of SIGNALS) process.off(signal, onSignal);
    const current = readDataDirLock(dataDir);
    if (current && current.token === holder.token) fs.rmSync(file, { force: true });
  };
  const onSignal = (signal: (typeof SIGNALS)[number]) => {
    // Someone else (the server) handles this signal and will exit, which releases the lock.
    if (process.listenerCount(signal) > 1) return;
    release();
    process.exit(128 + SIGNAL_CODES[signal]);
  };
  process.on('exit', release);
  for (const signal of SIGNALS) process.on(signal, onSignal);

  return {
    file,
    holder,
    tookOver,
    setServerAddress(port, host) {
      if (released) return;
      Object.assign(holder, { port, host });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(holder) + '\n', { mode: 0o600 });
      fs.renameSync(temp, file);
    },
    release,
  };
}

/** A lock file that is not a lock (empty or torn): removed only if still the same after a pause. */
function takeOverUnreadable(file: string, holder: LockHolder): boolean {
  const before = fs.statSync(file, { throwIfNoEntry: false });
  if (!before) return writeNew(file, holder);
  // A process writes its lock in one call; give a writer in the middle of it time to finish.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  if (readDataDirLock(path.dirname(file))) return false;
  const after = fs.statSync(file, { throwIfNoEntry: false });
  if (after && after.mtimeMs !== before.mtimeMs) return false;
  fs.rmSync(file, { force: true });
  return writeNew(file, holder);
}
