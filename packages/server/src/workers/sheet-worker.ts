/**
 * The sheet worker's entry (a worker thread started by lib/sheet-pool.ts; its own entry point in
 * scripts/build.mjs). One job at a time: `{ id, name, args }` in, `{ id, ok, value }` or
 * `{ id, ok: false, error }` out. A refusal worded for the user (HttpError) crosses as its status,
 * message and extra; anything else only as its class and stack frames, never its message, which
 * may quote a cell (lib/error-log.ts keeps the same rule).
 */
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../lib/errors.js';
import { type SheetJobName, sheetJobs } from './sheet-jobs.js';

export type SheetJobRequest = { id: number; name: SheetJobName; args: unknown[] };
export type SheetJobError =
  | {
      kind: 'http';
      statusCode: HttpError['statusCode'];
      message: string;
      extra: HttpError['extra'];
    }
  | { kind: 'unexpected'; name: string; stack: string };
export type SheetJobResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SheetJobError };

function describe(error: unknown): SheetJobError {
  if (error instanceof HttpError) {
    return {
      kind: 'http',
      statusCode: error.statusCode,
      message: error.message,
      extra: error.extra,
    };
  }
  const name = error instanceof Error ? error.name : typeof error;
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').slice(1) : [];
  return { kind: 'unexpected', name, stack: frames.join('\n') };
}

const port = parentPort;
if (port) {
  port.on('message', async ({ id, name, args }: SheetJobRequest) => {
    let response: SheetJobResponse;
    try {
      const job = sheetJobs[name] as (...a: unknown[]) => unknown;
      response = { id, ok: true, value: await job(...args) };
    } catch (error) {
      response = { id, ok: false, error: describe(error) };
    }
    port.postMessage(response);
  });
}
