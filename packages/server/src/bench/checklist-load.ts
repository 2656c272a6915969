/**
 * The checklist benchmark's load: each client is one teacher session on its own student and, in
 * a closed loop, saves the checklist (one answer changed each time, so every save writes) and then
 * evaluates it, as the teacher's screen does. A pair's time is measured from the save's send to
 * the evaluate's last byte. In a worker thread, like ./load.ts, so the clients do not share the
 * server's event loop. `burst` instead releases every client's save at the same instant, rounds
 * times.
 */
import { Worker } from 'node:worker_threads';

export type ChecklistClient = {
  token: string;
  regNo: string;
  section: string;
  year: string;
  type: string;
  questions: string[];
};

export type PairResult = {
  latencies: number[];
  errors: number;
  seconds: number;
  firstError: string;
};

const WORKER = `
const http = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
const { port, clients, seconds, mode, rounds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients.length * 2 });
const latencies = [];
let errors = 0, firstError = '';
function call(method, path, headers, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, method, path, agent,
      headers: payload ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : headers,
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) { errors++; if (!firstError) firstError = res.statusCode + ' ' + Buffer.concat(chunks).toString().slice(0, 200); }
        resolve();
      });
    });
    req.on('error', (e) => { errors++; if (!firstError) firstError = String(e); resolve(); });
    if (payload) req.write(payload);
    req.end();
  });
}
function save(c, n) {
  // Every item answered; item n mod length flips between Yes and NE, so each save changes one.
  const flip = n % c.questions.length;
  const answers = c.type === 'recreationalQA' ? ['A', 'B'] : ['Yes', 'NE'];
  const questions = c.questions.map((question, i) => ({ question, answer: i === flip && n % 2 ? answers[1] : answers[0] }));
  return call('POST', '/api/teacher/eval/form', { authorization: 'Bearer ' + c.token },
    { type: c.type, id: c.regNo, section: c.section, year: c.year, term: 'Entry', data: { questions } });
}
function evaluate(c) {
  return call('GET', '/api/teacher/evaluate', { authorization: 'Bearer ' + c.token,
    id: c.regNo, section: c.section, year: c.year, term: 'Entry', type: c.type });
}
const started = Date.now();
async function loop(c, offset) {
  let n = offset;
  while (Date.now() < started + seconds * 1000) {
    const t = process.hrtime.bigint();
    await save(c, n++);
    await evaluate(c);
    latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
}
async function burst() {
  for (let r = 0; r < rounds; r++) {
    await Promise.all(clients.map(async (c) => {
      const t = process.hrtime.bigint();
      await save(c, r + 1);
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    }));
  }
}
(mode === 'burst' ? burst() : Promise.all(clients.map((c, i) => loop(c, i)))).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, firstError, seconds: (Date.now() - started) / 1000 });
});`;

export function runPairs(
  port: number,
  clients: ChecklistClient[],
  options: { mode: 'loop'; seconds: number } | { mode: 'burst'; rounds: number },
): Promise<PairResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { port, clients, seconds: 0, rounds: 0, ...options },
    });
    worker.once('message', (result: PairResult) => resolve(result));
    worker.once('error', reject);
  });
}
