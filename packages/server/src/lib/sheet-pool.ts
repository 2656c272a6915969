/**
 * The sheet workers (issue 26 item 2): reading an upload with exceljs took seconds of the one
 * thread that answers every request (a 752 kB sheet held /api/health for 18.7 s). Every sheet job
 * (workers/sheet-jobs.ts) runs instead in one of a few worker threads, started on first use and
 * kept; jobs beyond them wait in order. The pool leaves the main thread a core: on the 2-core
 * office PC one worker, never more than two. How many uploads may be read or wait at once is
 * lib/xlsx-upload.ts's limiter, in front of this.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SheetJobName, SheetJobs } from '../workers/sheet-jobs.js';
import type { SheetJobRequest, SheetJobResponse } from '../workers/sheet-worker.js';
import { HttpError } from './errors.js';

export const SHEET_WORKERS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

type Result<K extends SheetJobName> = Awaited<ReturnType<SheetJobs[K]>>;
type Job = {
  id: number;
  name: SheetJobName;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job?: Job };

/**
 * Where the worker's code is. From source (tests, `npm run dev`) a small module that loads the
 * TypeScript entry through tsx, as the server is loaded; compiled (scripts/build.mjs) it is dist/workers/sheet-worker.js, and this
 * code sits in a file at dist's top (server.js or a shared chunk) or one folder down (cli/).
 */
function workerScript(): URL {
  if (import.meta.url.endsWith('.ts'))
    return new URL('../workers/sheet-worker-source.mjs', import.meta.url);
  for (const candidate of ['./workers/sheet-worker.js', '../workers/sheet-worker.js']) {
    const url = new URL(candidate, import.meta.url);
    if (fs.existsSync(url)) return url;
  }
  throw new Error('The build lacks workers/sheet-worker.js: run npm run build again.');
}

/** The worker's failure as an error of the main thread: a refusal as it was, anything else by class. */
function rebuilt(error: Extract<SheetJobResponse, { ok: false }>['error']): Error {
  if (error.kind === 'http') return new HttpError(error.statusCode, error.message, error.extra);
  const rebuiltError = new Error('A spreadsheet job failed in the sheet worker.');
  rebuiltError.name = error.name;
  rebuiltError.stack = `${error.name}: ${rebuiltError.message}\n${error.stack}`;
  return rebuiltError;
}

/** A Buffer crosses the thread as a Uint8Array; the callers send Buffers on. */
function asBuffer(value: unknown): unknown {
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return value;
}

export function createSheetPool(size = SHEET_WORKERS) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let script: ReturnType<typeof workerScript> | undefined;

  function settle(slot: Slot, response: SheetJobResponse) {
    const job = slot.job;
    if (!job || job.id !== response.id) return;
    slot.job = undefined;
    slot.worker.unref();
    if (response.ok) job.resolve(asBuffer(response.value));
    else job.reject(rebuilt(response.error));
    dispatch();
  }

  /** A worker that stopped (crashed, ran out of memory) fails its job; the next job starts a new one. */
  function lost(slot: Slot) {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    const job = slot.job;
    slot.job = undefined;
    job?.reject(new Error('The sheet worker stopped before it finished.'));
    dispatch();
  }

  function start(): Slot {
    script ??= workerScript();
    const worker = new Worker(script);
    const slot: Slot = { worker };
    worker.on('message', (response: SheetJobResponse) => settle(slot, response));
    worker.on('error', () => lost(slot));
    worker.on('exit', () => lost(slot));
    // An idle worker never keeps the process alive; one with a job does (ref below).
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (queue.length) {
      const slot = slots.find((s) => !s.job) ?? (slots.length < size ? start() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      const request: SheetJobRequest = { id: job.id, name: job.name, args: job.args };
      slot.worker.postMessage(request);
    }
  }

  return {
    run<K extends SheetJobName>(name: K, ...args: Parameters<SheetJobs[K]>): Promise<Result<K>> {
      return new Promise<Result<K>>((resolve, reject) => {
        queue.push({
          id: nextId++,
          name,
          args,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        dispatch();
      });
    },
    /** For tests: workers started, jobs running and jobs waiting. */
    get state() {
      return {
        workers: slots.length,
        running: slots.filter((s) => s.job).length,
        waiting: queue.length,
      };
    },
    /** Stops the workers (jobs under way fail). */
    async close() {
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

/** The process's pool: every sheet job goes through it. */
export const sheetPool = createSheetPool();

export const runSheetJob: typeof sheetPool.run = (name, ...args) => sheetPool.run(name, ...args);
