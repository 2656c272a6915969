import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirBusyError,
  findRunningServer,
  LOCK_FILE_NAME,
  readDataDirLock,
} from '../src/lib/data-dir-lock.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A PID that surely ran and ended: a child that exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('DATA_DIR lock', () => {
  it('holds the folder for one owner, names it to the next and is released', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'server');
    const file = path.join(dir, LOCK_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readDataDirLock(dir)).toMatchObject({ pid: process.pid, purpose: 'server' });

    let busy: unknown;
    try {
      acquireDataDirLock(dir, 'npm run user:add');
    } catch (error) {
      busy = error;
    }
    expect(busy).toBeInstanceOf(DataDirBusyError);
    const message = (busy as Error).message;
    expect(message).toContain(`PID ${process.pid}`);
    expect(message).toContain('a Pragati server');
    expect(message).toContain(dir);
    expect(message).toMatch(/running since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect(message).toContain('stop that server first');

    lock.release();
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    acquireDataDirLock(dir, 'again').release();
  });

  it('takes over the lock of a process that no longer runs, and says whose it was', () => {
    const dir = tempDir();
    const pid = deadPid();
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({
        pid,
        purpose: 'server',
        startedAt: new Date().toISOString(),
        hostname: os.hostname(),
        token: 'old',
      }),
    );
    const lock = acquireDataDirLock(dir, 'server');
    expect(lock.tookOver).toMatchObject({ pid, purpose: 'server' });
    expect(readDataDirLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an empty lock file (a crash while writing it)', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), '');
    const lock = acquireDataDirLock(dir, 'server');
    expect(lock.tookOver).toBeDefined();
    lock.release();
  });

  it('tells a command where the live server listens', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'server');
    expect(findRunningServer(dir)).toBeUndefined();
    lock.setServerAddress(3111, '127.0.0.1');
    expect(findRunningServer(dir)).toMatchObject({ pid: process.pid, port: 3111 });
    expect(fs.statSync(lock.file).mode & 0o777).toBe(0o600);
    try {
      acquireDataDirLock(dir, 'npm run backup');
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('listening on port 3111');
    }
    lock.release();
    expect(findRunningServer(dir)).toBeUndefined();
  });

  it('leaves a lock it does not own in place', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'server');
    const other = { ...readDataDirLock(dir)!, token: 'someone-else' };
    fs.writeFileSync(lock.file, JSON.stringify(other));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(true);
  });
});
