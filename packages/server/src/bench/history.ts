/**
 * Benchmark (decisions §10): the history call for 2,000 students with three years each (twelve
 * term reports of the real FACP item lengths, two transferred years), at 50 concurrent clients,
 * beside bare routes returning the same bytes in the same run. Targets: p95 under 50 ms and at
 * least half the bare route's requests/s. Not a timed test: run it on the target machine with
 * `npm run bench:history -w @pragati/server`.
 *
 * Rows are inserted directly (./history-data.ts), with the FACP bank's item lists. The run shows
 * where one request's time goes (one client), then the first view of every student (each record
 * built), then the steady state (records kept, history/service.ts) beside the bare routes and a
 * ceiling route that only checks the session.
 * Embedded in-memory PGlite by default; BENCH_DATABASE_URL=postgres://… uses a server database
 * (it must hold no students). BENCH_STUDENTS, BENCH_SECONDS and BENCH_CLIENTS change the run.
 */
import os from 'node:os';
import { findStudentHead } from '../modules/access/repository.js';
import { decodeJwt } from 'jose';
import { findSession } from '../modules/auth/session-repository.js';
import { openBenchApp } from './bench-app.js';
import { seedHistoryBench } from './history-data.js';
import { registerSessionOnlyRoute, SESSION_ONLY_URL } from './session-only-route.js';
import {
  type LoadFigures,
  loadFigures,
  type LoadResult,
  type LoadTarget,
  runLoad,
} from './load.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '50').split(',').map(Number);
const ACCEPT_ENCODING = 'gzip, deflate, br';
const HISTORY_URL = '/api/admin/student/viewHistory';

const { database, app, setBareBody, bareBody, adminToken } = await openBenchApp();

registerSessionOnlyRoute(app, bareBody);

const started = Date.now();
const { regNos, source } = await seedHistoryBench(database.db, STUDENTS);
const seeded = (Date.now() - started) / 1000;

const token = await adminToken();
const sample = await app.inject({
  method: 'GET',
  url: HISTORY_URL,
  headers: { authorization: `Bearer ${token}`, id: regNos[0]!, 'content-type': 'application/json' },
});
if (sample.statusCode !== 200)
  throw new Error(`The history call failed: ${sample.body.slice(0, 200)}`);
const recordBody = sample.body;
setBareBody(recordBody);
// Where one request's time goes, one client at a time: the profile behind the figures below.
const PROFILE_ROUNDS = Math.min(200, STUDENTS);
const profile: [string, number][] = [];
async function stage(label: string, run: (regNo: string, _: null, i: number) => unknown) {
  const t0 = performance.now();
  for (let i = 0; i < PROFILE_ROUNDS; i++) await run(regNos[i]!, null, i);
  profile.push([label, (performance.now() - t0) / PROFILE_ROUNDS]);
}
const injectHeaders = {
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  'accept-encoding': ACCEPT_ENCODING,
};
const viewHistory = (regNo: string) =>
  app.inject({ method: 'GET', url: HISTORY_URL, headers: { ...injectHeaders, id: regNo } });
await stage('read the session row (what a server database does)', () =>
  findSession(database.db, String(decodeJwt(token).sid)),
);
await stage('read the history head (what a server database does)', (r) =>
  findStudentHead(database.db, r, null),
);
// Students 1..200 have not been viewed yet: their records are built on this first view.
const unseen = regNos.slice(1, PROFILE_ROUNDS + 1);
await stage('whole call, first view (record built), brotli', (_r, _id, i) =>
  viewHistory(unseen[i]!),
);
await stage('whole call, record kept, brotli', (_r, _id, i) => viewHistory(unseen[i]!));
await stage('bare route through app.inject, brotli', () =>
  app.inject({
    method: 'GET',
    url: '/bench/bare-bytes',
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  }),
);

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const rotate = { header: 'id', values: regNos };
const BARE = 'bare route, same record as bytes';
const HISTORY = `GET ${HISTORY_URL} (all ${STUDENTS} in turn)`;
const CEILING = 'ceiling: session check, then the same bytes';
const targets: (LoadTarget & { name: string })[] = [
  { name: HISTORY, path: HISTORY_URL, headers: injectHeaders, rotate },
  {
    name: 'bare route, same record as object',
    path: '/bench/bare-object',
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  },
  { name: BARE, path: '/bench/bare-bytes', headers: { 'accept-encoding': ACCEPT_ENCODING } },
  { name: CEILING, path: SESSION_ONLY_URL, headers: injectHeaders },
];

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const line = (clients: number, name: string, result: LoadResult) => {
  const f = loadFigures(result);
  console.log(
    `  ${String(clients).padStart(2)} clients  ${name.padEnd(54)} ${f.rps.toFixed(0).padStart(6)} req/s` +
      `  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}` +
      `  ${(result.bytes / 1000).toFixed(1)} kB ${result.encoding}${result.errors ? `  ${result.errors} errors` : ''}`,
  );
  return f;
};
console.log(
  `History benchmark: ${STUDENTS} students × 3 years (12 term reports, ${source}), seeded in ${seeded.toFixed(0)} s; ` +
    `record ${(Buffer.byteLength(recordBody) / 1000).toFixed(1)} kB of JSON; ${SECONDS} s per run, ` +
    `${os.cpus().length} CPUs, database ${database.driver}, node ${process.version}`,
);
console.log(`  One client, mean of ${PROFILE_ROUNDS} students:`);
for (const [label, mean] of profile)
  console.log(`    ${label.padEnd(52)} ${mean.toFixed(2).padStart(7)} ms`);
for (const clients of CLIENTS) {
  // The first view of each student builds its record; later views answer the kept one.
  const unseenRotate = { ...rotate, values: regNos.slice(PROFILE_ROUNDS + 1), once: true };
  const first = await runLoad(
    port,
    { path: HISTORY_URL, headers: injectHeaders, rotate: unseenRotate },
    clients,
    600,
  );
  line(clients, `first view of ${unseenRotate.values.length} students (records built)`, first);
  rotate.values = [...regNos];
  const figures = new Map<string, LoadFigures>();
  for (const target of targets) {
    await runLoad(port, target, clients, Math.min(2, SECONDS)); // warm-up
    figures.set(
      target.name,
      line(clients, target.name, await runLoad(port, target, clients, SECONDS)),
    );
  }
  const bare = figures.get(BARE)!;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  for (const name of [HISTORY, CEILING]) {
    const f = figures.get(name)!;
    console.log(
      `  ${String(clients).padStart(2)} clients  ${name}: ${(f.rps / bare.rps).toFixed(2)}× the bare route's req/s ` +
        `(target ≥ 0.5: ${verdict(f.rps >= 0.5 * bare.rps)}), p95 ${f.p95.toFixed(1)} ms (target < 50 ms: ${verdict(f.p95 < 50)})`,
    );
  }
}

await app.close();
await database.close();
