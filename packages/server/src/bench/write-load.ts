/**
 * A write benchmark's load (issue 31): each client sends its own request in a closed loop for a
 * number of seconds, in a worker thread like ./load.ts so the clients do not share the server's
 * event loop. `register` clients alternate two bodies and send the version the last answer
 * named (the daily register's stale check), so every save writes; `static` clients send the same
 * body each time (a probe: each one a new row).
 */
import { Worker } from 'node:worker_threads';

export type WriteClient = {
  method: 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  bodies: object[];
  /** Put the last answer's `version` into each body (the register), starting from this one. */
  versioned?: boolean;
  version?: number;
};

export type WriteResult = {
  latencies: number[];
  errors: number;
  seconds: number;
  firstError: string;
};

const WORKER = `
const http = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
const { port, clients, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients.length });
const latencies = [];
let errors = 0, firstError = '';
const started = Date.now();
const end = started + seconds * 1000;
function send(c, body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const start = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, method: c.method, path: c.path, agent,
      headers: { ...c.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode >= 300) {
          errors++;
          if (!firstError) firstError = res.statusCode + ' ' + text.slice(0, 200);
          resolve(null);
        } else resolve(JSON.parse(text));
      });
    });
    req.on('error', (e) => { errors++; if (!firstError) firstError = String(e); resolve(null); });
    req.end(payload);
  });
}
async function client(c) {
  let n = 0, version = c.version || 0;
  while (Date.now() < end) {
    const body = c.bodies[n++ % c.bodies.length];
    const answer = await send(c, c.versioned ? { ...body, version } : body);
    if (c.versioned && answer && typeof answer.version === 'number') version = answer.version;
  }
}
Promise.all(clients.map(client)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, firstError, seconds: (Date.now() - started) / 1000 });
});`;

export function runWrites(
  port: number,
  clients: WriteClient[],
  seconds: number,
): Promise<WriteResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { port, clients, seconds } });
    worker.once('message', (result: WriteResult) => resolve(result));
    worker.once('error', reject);
  });
}
