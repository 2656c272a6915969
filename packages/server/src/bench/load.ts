/**
 * The benchmarks' load generator: keep-alive HTTP clients in a worker thread (so they do not
 * share the server's event loop), each sending its next request as soon as the previous response
 * has fully arrived. Bodies are read as sent (compressed when the server compresses, as a browser
 * would receive them).
 */
import { Worker } from 'node:worker_threads';

export type LoadTarget = {
  path: string;
  headers: Record<string, string>;
  /**
   * Sends each request with the next of these values in this header (e.g. a student id); with
   * `once`, the run ends when every value has been sent once.
   */
  rotate?: { header: string; values: string[]; once?: boolean };
};

export type LoadResult = {
  /** Milliseconds per request, in completion order. */
  latencies: number[];
  /** When each of those requests was sent (Date.now()), to place a slow answer in time. */
  sentAt?: number[];
  /** Size of the last response body on the wire. */
  bytes: number;
  encoding: string;
  errors: number;
  /** How long the run took. */
  seconds: number;
};

// Plain JavaScript: the worker runs it as is (eval), without the TypeScript loader.
const WORKER = `
const http = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
const { port, path, headers, rotate, clients, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const latencies = [];
const sentAt = [];
let bytes = 0, encoding = '', errors = 0, next = 0;
const started = Date.now();
let end = started + seconds * 1000;
// A 'stop' from the parent ends the run early (runLoad's \`until\`). Removed by name at the end:
// on Node 20 removeAllListeners('message') leaves the port referenced, so the worker, and the
// benchmark's process with it, never exited.
const stop = () => { end = 0; };
parentPort.once('message', stop);
const more = () => Date.now() < end && !(rotate && rotate.once && next >= rotate.values.length);
function one() {
  return new Promise((resolve) => {
    const sent = rotate
      ? { ...headers, [rotate.header]: rotate.values[next++ % rotate.values.length] }
      : headers;
    const start = process.hrtime.bigint();
    const at = Date.now();
    const req = http.get({ host: '127.0.0.1', port, path, headers: sent, agent }, (res) => {
      let size = 0;
      res.on('data', (chunk) => { size += chunk.length; });
      res.on('end', () => {
        if (res.statusCode !== 200) errors++;
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        sentAt.push(at);
        bytes = size; encoding = res.headers['content-encoding'] || 'identity';
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
  });
}
async function client() { while (more()) await one(); }
Promise.all(Array.from({ length: clients }, client)).then(() => {
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;
  parentPort.off('message', stop);
  parentPort.postMessage({ latencies, sentAt, bytes, encoding, errors, seconds });
});`;

/**
 * Runs `clients` concurrent clients against 127.0.0.1:`port` for at most `seconds`, or until
 * `until` settles.
 */
export function runLoad(
  port: number,
  target: LoadTarget,
  clients: number,
  seconds: number,
  until?: Promise<unknown>,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { port, ...target, clients, seconds },
    });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    until?.finally(() => worker.postMessage('stop')).catch(() => undefined);
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export type LoadFigures = { rps: number; p50: number; p95: number; p99: number };

export function loadFigures(result: LoadResult): LoadFigures {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    rps: result.latencies.length / result.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}
