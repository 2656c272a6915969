/**
 * The scale benchmark's mixed load (issue 33 part 3), in a worker thread like ./load.ts. Each
 * client, in a closed loop, does one of: a teacher saving a checklist then evaluating it (half the
 * steps), the office's student list, or a student's history (a quarter each), each time at the
 * next institute of its turn, with that institute's host name, as a browser at that institute's
 * address would. Client i keeps to its own students (i, i + clients, …), so no two clients save
 * the same checklist at once. Latencies are kept per route.
 */
import { Worker } from 'node:worker_threads';

export type ScaleInstitute = { host: string; teacher: string; admin: string };

export type ScaleLoad = {
  port: number;
  clients: number;
  seconds: number;
  institutes: ScaleInstitute[];
  regNos: string[];
  /** The academic list of Primary-I, as the teacher's screen sends it back. */
  questions: string[];
  /**
   * A network-wide read (the network overview, GET /network/overview, when it exists) that one
   * more client calls back to back beside the mix: its path and headers (host, token).
   */
  network?: { path: string; headers: Record<string, string> };
};

export type RouteResult = { latencies: number[]; errors: number; firstError: string };
export type ScaleResult = { routes: Record<string, RouteResult>; seconds: number };

export const ROUTES = {
  save: 'POST /api/teacher/eval/form',
  evaluate: 'GET /api/teacher/evaluate',
  list: 'GET /api/admin/viewstudents',
  history: 'GET /api/admin/student/viewHistory',
} as const;
export const NETWORK_ROUTE = 'network-wide read';

const WORKER = `
const http = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
const { port, clients, seconds, institutes, regNos, questions, routes, network, networkRoute } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const results = {};
for (const name of [...Object.values(routes), ...(network ? [networkRoute] : [])])
  results[name] = { latencies: [], errors: 0, firstError: '' };
function call(route, method, path, headers, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const start = process.hrtime.bigint();
    const r = results[route];
    const req = http.request({ host: '127.0.0.1', port, method, path, agent,
      headers: payload ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : headers,
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) { r.errors++; if (!r.firstError) r.firstError = res.statusCode + ' ' + Buffer.concat(chunks).toString().slice(0, 200); }
        r.latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        resolve();
      });
    });
    req.on('error', (e) => { r.errors++; if (!r.firstError) r.firstError = String(e); resolve(); });
    if (payload) req.write(payload);
    req.end();
  });
}
const started = Date.now();
const owned = Math.max(1, Math.floor(regNos.length / clients));
async function loop(i) {
  for (let n = 0; Date.now() < started + seconds * 1000; n++) {
    const inst = institutes[(i + n * 7) % institutes.length];
    const regNo = regNos[(i + clients * (n % owned)) % regNos.length];
    const browser = { host: inst.host, 'accept-encoding': 'gzip, deflate, br' };
    const step = (i * 3 + n) % 4;
    if (step < 2) {
      const teacher = { ...browser, authorization: 'Bearer ' + inst.teacher };
      const flip = n % questions.length;
      const data = { questions: questions.map((question, k) => ({ question, answer: k === flip && n % 2 ? 'NE' : 'Yes' })) };
      const at = { section: 'primary1', year: '1', term: 'III' };
      await call(routes.save, 'POST', '/api/teacher/eval/form', teacher, { type: 'academicQA', id: regNo, ...at, data });
      await call(routes.evaluate, 'GET', '/api/teacher/evaluate', { ...teacher, id: regNo, ...at, type: 'academicQA' });
    } else {
      const admin = { ...browser, authorization: 'Bearer ' + inst.admin };
      if (step === 2) await call(routes.list, 'GET', '/api/admin/viewstudents', admin);
      else await call(routes.history, 'GET', '/api/admin/student/viewHistory', { ...admin, id: regNo });
    }
  }
}
async function networkLoop() {
  while (network && Date.now() < started + seconds * 1000)
    await call(networkRoute, 'GET', network.path, { 'accept-encoding': 'gzip, deflate, br', ...network.headers });
}
Promise.all([...Array.from({ length: clients }, (_, i) => loop(i)), networkLoop()]).then(() => {
  agent.destroy();
  parentPort.postMessage({ routes: results, seconds: (Date.now() - started) / 1000 });
});`;

export function runScaleLoad(load: ScaleLoad): Promise<ScaleResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { ...load, routes: ROUTES, networkRoute: NETWORK_ROUTE },
    });
    worker.once('message', (result: ScaleResult) => resolve(result));
    worker.once('error', reject);
  });
}
