/**
 * Benchmark (decisions §10): the history call for 2,000 students with three years each (twelve
 * term reports of the real FACP item lengths, two transferred years), at 50 concurrent clients,
 * beside bare routes returning the same bytes in the same run. Targets: p95 under 50 ms and at
 * least half the bare route's requests/s. Not a timed test: run it on the target machine with
 * `npm run bench:history -w @pragati/server`.
 *
 * Rows are inserted directly (./history-data.ts), with the FACP bank's item lists. Leaner reads
 * (./history-variants.ts) run beside the real call, with a per-stage profile, to show where the
 * time goes and what a change would buy.
 * Embedded in-memory PGlite by default; BENCH_DATABASE_URL=postgres://… uses a server database
 * (it must hold no students). BENCH_STUDENTS, BENCH_SECONDS and BENCH_CLIENTS change the run.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import { policy } from '../lib/policy.js';
import { buildProgressRecord } from '../modules/progress/progress-record.js';
import { findStudentByRegNo, findYearReports } from '../modules/progress/repository.js';
import { findTermReports, findTermSummaries } from '../modules/progress/term-reports.js';
import { insertUser } from '../modules/users/repository.js';
import { seedHistoryBench } from './history-data.js';
import { HISTORY_VARIANTS, registerHistoryVariants, SESSION_ONLY_URL } from './history-variants.js';
import { type LoadFigures, loadFigures, type LoadTarget, runLoad } from './load.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '50').split(',').map(Number);
const ACCEPT_ENCODING = 'gzip, deflate, br';
const HISTORY_URL = '/api/admin/student/viewHistory';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
const config = loadConfig({
  DATA_DIR: path.join(os.tmpdir(), 'pragati-bench-unused'),
  WEB_DIST: path.join(os.tmpdir(), 'pragati-bench-no-web'),
  LOG_LEVEL: 'silent',
});
const app = await buildApp({
  config,
  database,
  jwtSecret: randomBytes(32),
  aadhaarKey: randomBytes(32),
});

// The same history record, fixed once the rows are in: as an object Fastify serialises on every
// request (a plain route returning it), and as the ready bytes. Registered before the first
// request, as Fastify requires.
let recordObject: unknown = null;
let recordBody = '';
app.get('/bench/bare-object', { config: { policy: policy.public } }, async () => recordObject);
app.get('/bench/bare-bytes', { config: { policy: policy.public } }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(recordBody),
);

registerHistoryVariants(app, database.db, () => recordBody);

const started = Date.now();
const { regNos, source } = await seedHistoryBench(database.db, STUDENTS);
const seeded = (Date.now() - started) / 1000;

const password = 'bench-admin-pass';
await insertUser(database.db, {
  userId: 'bench-admin',
  role: 'admin',
  passwordHash: await hashPassword(password),
  mustChangePassword: false,
});
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { id: 'bench-admin', password },
});
const token = login.json<{ token: string }>().token;
const sample = await app.inject({
  method: 'GET',
  url: HISTORY_URL,
  headers: { authorization: `Bearer ${token}`, id: regNos[0]!, 'content-type': 'application/json' },
});
if (sample.statusCode !== 200)
  throw new Error(`The history call failed: ${sample.body.slice(0, 200)}`);
recordBody = sample.body;
recordObject = JSON.parse(recordBody);
for (const url of Object.values(HISTORY_VARIANTS)) {
  const variant = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, id: regNos[0]! },
  });
  if (variant.body !== recordBody) {
    throw new Error(`${url} answers a different record: ${variant.body.slice(0, 300)}`);
  }
}

// Where one request's time goes, one client at a time: the profile behind the figures below.
const PROFILE_ROUNDS = Math.min(200, STUDENTS);
const profile: [string, number][] = [];
async function stage(
  label: string,
  run: (regNo: string, studentId: number) => Promise<unknown> | unknown,
) {
  const ids = await Promise.all(
    regNos
      .slice(0, PROFILE_ROUNDS)
      .map(async (r) => (await findStudentByRegNo(database.db, r))!.id),
  );
  const t0 = performance.now();
  for (let i = 0; i < PROFILE_ROUNDS; i++) await run(regNos[i]!, ids[i]!);
  profile.push([label, (performance.now() - t0) / PROFILE_ROUNDS]);
}
const sampleStudent = (await findStudentByRegNo(database.db, regNos[0]!))!;
const sampleTerms = await findTermReports(database.db, sampleStudent.id);
const sampleYears = await findYearReports(database.db, sampleStudent.id);
await stage('find the student (regNo)', (r) => findStudentByRegNo(database.db, r));
await stage('term reports, all columns (before 988c7ec)', (_r, id) =>
  findTermReports(database.db, id),
);
await stage('term reports without items (the service now)', (_r, id) =>
  findTermSummaries(database.db, id),
);
await stage('year reports', (_r, id) => findYearReports(database.db, id));
await stage('build the record (pure)', () =>
  buildProgressRecord(sampleStudent, sampleTerms, sampleYears, false),
);
await stage('serialise the record (JSON.stringify)', () => JSON.stringify(recordObject));
await stage('brotli q4 of the body', () =>
  brotliCompressSync(recordBody, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
);
const injectHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
await stage('whole call through app.inject, uncompressed', (r) =>
  app.inject({ method: 'GET', url: HISTORY_URL, headers: { ...injectHeaders, id: r } }),
);
await stage('whole call through app.inject, brotli', (r) =>
  app.inject({
    method: 'GET',
    url: HISTORY_URL,
    headers: { ...injectHeaders, id: r, 'accept-encoding': ACCEPT_ENCODING },
  }),
);
await stage('variant in one query, app.inject, brotli', (r) =>
  app.inject({
    method: 'GET',
    url: HISTORY_VARIANTS['one-query'],
    headers: { ...injectHeaders, id: r, 'accept-encoding': ACCEPT_ENCODING },
  }),
);
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

const historyHeaders = {
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  'accept-encoding': ACCEPT_ENCODING,
};
const rotate = { header: 'id', values: regNos };
const BARE = 'bare route, same record as bytes';
const HISTORY = `GET ${HISTORY_URL} (all ${STUDENTS} in turn)`;
const targets: (LoadTarget & { name: string })[] = [
  { name: HISTORY, path: HISTORY_URL, headers: historyHeaders, rotate },
  {
    name: 'bare route, same record as object',
    path: '/bench/bare-object',
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  },
  { name: BARE, path: '/bench/bare-bytes', headers: { 'accept-encoding': ACCEPT_ENCODING } },
  {
    name: 'variant: one query, JSON aggregated by the database',
    path: HISTORY_VARIANTS['one-query'],
    headers: historyHeaders,
    rotate,
  },
  {
    name: 'ceiling: session check, then the same bytes',
    path: SESSION_ONLY_URL,
    headers: historyHeaders,
  },
];

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
console.log(
  `History benchmark: ${STUDENTS} students × 3 years (12 term reports, ${source}), seeded in ${seeded.toFixed(0)} s; ` +
    `record ${(Buffer.byteLength(recordBody) / 1000).toFixed(1)} kB of JSON; ${SECONDS} s per run, ` +
    `${os.cpus().length} CPUs, database ${database.driver}, node ${process.version}`,
);
console.log(`  One client, mean of ${PROFILE_ROUNDS} students:`);
for (const [label, mean] of profile)
  console.log(`    ${label.padEnd(46)} ${mean.toFixed(2).padStart(7)} ms`);
for (const clients of CLIENTS) {
  const figures = new Map<string, LoadFigures>();
  for (const target of targets) {
    await runLoad(port, target, clients, Math.min(2, SECONDS)); // warm-up
    const result = await runLoad(port, target, clients, SECONDS);
    const f = loadFigures(result);
    figures.set(target.name, f);
    console.log(
      `  ${String(clients).padStart(2)} clients  ${target.name.padEnd(54)} ${f.rps.toFixed(0).padStart(6)} req/s` +
        `  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}` +
        `  ${(result.bytes / 1000).toFixed(1)} kB ${result.encoding}${result.errors ? `  ${result.errors} errors` : ''}`,
    );
  }
  const bare = figures.get(BARE)!;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  for (const name of [HISTORY, ...targets.slice(3).map((t) => t.name)]) {
    const f = figures.get(name)!;
    console.log(
      `  ${String(clients).padStart(2)} clients  ${name}: ${(f.rps / bare.rps).toFixed(2)}× the bare route's req/s ` +
        `(target ≥ 0.5: ${verdict(f.rps >= 0.5 * bare.rps)}), p95 ${f.p95.toFixed(1)} ms (target < 50 ms: ${verdict(f.p95 < 50)})`,
    );
  }
}

await app.close();
await database.close();
