/**
 * Benchmark (decisions §10): the student list with 2,000 students, at 1 and 10 concurrent
 * clients, beside bare routes returning the same JSON in the same run, all compressed on the
 * wire. Not a timed test: run it on the target machine with `npm run bench:students`.
 *
 * The load generator (./load.ts) runs in a worker thread, away from the server's event loop.
 * Embedded in-memory PGlite by default; BENCH_DATABASE_URL=postgres://… uses a server database
 * (it must hold no students). BENCH_STUDENTS, BENCH_SECONDS, BENCH_CLIENTS and
 * BENCH_ACCEPT_ENCODING (default 'gzip, deflate, br', as browsers send) change the run.
 */
import os from 'node:os';
import { instituteDate, SECTIONS, TERMS } from '@pragati/domain';
import { students } from '../db/schema/index.js';
import { openBenchApp } from './bench-app.js';
import { loadFigures, runLoad } from './load.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,10').split(',').map(Number);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

const FIRST = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Lakshmi', 'Kiran', 'Fatima', 'Joseph', 'Priya'];
const LAST = ['Kumar', 'Sharma', 'Patil', 'Nair', 'Khan', 'Reddy', 'Das', 'Iyer', 'Singh'];

const { database, app, setBareBody, adminToken } = await openBenchApp();

// The list reads the students table only, so the students are inserted there directly.
const today = instituteDate(new Date());
const rows = Array.from({ length: STUDENTS }, (_, i) => ({
  regNo: `PR/${2020 + (i % 6)}/${String(i + 1).padStart(4, '0')}`,
  name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i + 1}`,
  sex: i % 2 ? 'male' : 'female',
  regDate: today,
  dob: '2015-04-02',
  currSection: SECTIONS[i % SECTIONS.length]!,
  currYear: String(1 + (i % 3)),
  currTerm: TERMS[i % TERMS.length]!,
}));
for (let i = 0; i < rows.length; i += 500) {
  await database.db.insert(students).values(rows.slice(i, i + 500));
}
const token = await adminToken();
const listBody = (
  await app.inject({
    method: 'GET',
    url: '/api/admin/viewstudents',
    headers: { authorization: `Bearer ${token}` },
  })
).body;
setBareBody(listBody);
if (!Array.isArray((JSON.parse(listBody) as { data?: unknown }).data)) {
  throw new Error(`The list call failed: ${listBody.slice(0, 200)}`);
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const targets: { name: string; path: string; headers: Record<string, string> }[] = [
  {
    name: 'GET /api/admin/viewstudents',
    path: '/api/admin/viewstudents',
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
  },
  {
    name: 'bare route, same JSON as object',
    path: '/bench/bare-object',
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  },
  {
    name: 'bare route, same JSON as bytes',
    path: '/bench/bare-bytes',
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  },
];

console.log(
  `Student list benchmark: ${STUDENTS} students, ${(Buffer.byteLength(listBody) / 1000).toFixed(1)} kB of JSON, ` +
    `${SECONDS} s per run, ${os.cpus().length} CPUs, database ${database.driver}, node ${process.version}`,
);
for (const clients of CLIENTS) {
  const figures: { name: string; rps: number; p50: number; p95: number }[] = [];
  for (const target of targets) {
    await runLoad(port, target, clients, Math.min(2, SECONDS)); // warm-up
    const result = await runLoad(port, target, clients, SECONDS);
    const { rps, p50, p95 } = loadFigures(result);
    figures.push({ name: target.name, rps, p50, p95 });
    console.log(
      `  ${String(clients).padStart(2)} client(s)  ${target.name.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s` +
        `  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms` +
        `  ${(result.bytes / 1000).toFixed(1)} kB ${result.encoding}${result.errors ? `  ${result.errors} errors` : ''}`,
    );
  }
  const [ours, object, bytes] = figures;
  if (ours && object && bytes) {
    console.log(
      `  ${String(clients).padStart(2)} client(s)  p50 ratio to bare: ${(ours.p50 / object.p50).toFixed(2)}× (object), ` +
        `${(ours.p50 / bytes.p50).toFixed(2)}× (bytes); throughput ratio ${(object.rps / ours.rps).toFixed(2)}× / ${(bytes.rps / ours.rps).toFixed(2)}× (target ≤ 2×)`,
    );
  }
}

await app.close();
await database.close();
