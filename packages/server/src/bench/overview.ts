/**
 * Benchmark (issue 14 part 4, decisions §10): the principal's overview over 2,000 students, each
 * with the term reports of their current year (earlier terms fully evaluated, the current one
 * partly) and a third with a year report, at 1 and 10 concurrent clients, beside bare routes
 * answering the same JSON in the same run. Not a timed test: `npm run bench:overview`.
 *
 * Embedded in-memory PGlite by default; BENCH_DATABASE_URL=postgres://… uses a server database
 * (it must hold no students). BENCH_STUDENTS, BENCH_SECONDS and BENCH_CLIENTS change the run;
 * BENCH_EXPLAIN=1 prints the statement's plan. The embedded database keeps the answer until a
 * table it reads is written (db/change-watch.ts), so the statement alone is timed too: that is
 * what the first call after a write costs, and every call on a server database.
 */
import os from 'node:os';
import {
  attendanceRateWindow,
  CATEGORIES,
  CLASS_CODES,
  instituteDate,
  parseClassCode,
  TERMS,
} from '@pragati/domain';
import {
  classAssignments,
  pendingTeachers,
  students,
  teachers,
  termReports,
  users,
  yearReports,
} from '../db/schema/index.js';
import { findOverview } from '../modules/overview/repository.js';
import { openBenchApp } from './bench-app.js';
import { loadFigures, percentile, runLoad } from './load.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,10').split(',').map(Number);
const ITEMS_PER_CATEGORY = 20;

const { database, app, setBareBody, adminToken } = await openBenchApp();
const db = database.db;

// Seven of the nine classes have a teacher; two are left without, as happens.
for (const [i, classId] of CLASS_CODES.slice(0, 7).entries()) {
  const [account] = await db
    .insert(users)
    .values({ userId: `bench-t${i}`, role: 'teacher', passwordHash: 'x' })
    .returning();
  const [teacher] = await db
    .insert(teachers)
    .values({
      userAccountId: account!.id,
      teacherId: `bench-t${i}`,
      name: `Teacher ${i}`,
      email: `t${i}@bench.example`,
      mobile: '9999999999',
    })
    .returning();
  await db.insert(classAssignments).values({ classId, teacherId: teacher!.id });
}
await db.insert(pendingTeachers).values(
  Array.from({ length: 12 }, (_, i) => ({
    uploadKey: `bench-${i}`,
    teacherId: `P${i}`,
    name: 'Pending',
    email: `p${i}@bench.example`,
    mobile: '1',
    classIds: [],
    msg: 'Email is not valid.',
  })),
);

// The reports keep their asked items (realistic row sizes), which the overview never reads.
const items = Object.fromEntries(
  CATEGORIES.map((c) => [
    c,
    Array.from({ length: ITEMS_PER_CATEGORY }, (_, i) => ({
      itemId: i + 1,
      question: `Item ${i + 1} of ${c}, worded as the bank words it`,
      answer: c === 'recreational' ? 'B' : i % 3 ? 'Yes' : 'C-P1',
    })),
  ]),
) as never;
const all = (value: boolean) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, value])) as Record<
    (typeof CATEGORIES)[number],
    boolean
  >;

for (let start = 0; start < STUDENTS; start += 250) {
  const batch = Array.from({ length: Math.min(250, STUDENTS - start) }, (_, k) => {
    const i = start + k;
    const { section, year } = parseClassCode(CLASS_CODES[i % CLASS_CODES.length]!);
    return {
      regNo: `PR/${2020 + (i % 6)}/${String(i + 1).padStart(4, '0')}`,
      name: `Student ${i + 1}`,
      sex: i % 2 ? 'male' : 'female',
      regDate: '2024-06-01',
      dob: '2015-04-02',
      currSection: section,
      currYear: year,
      currTerm: TERMS[i % TERMS.length]!,
      status: i % 25 === 0 ? ('left' as const) : ('active' as const),
    };
  });
  const inserted = await db.insert(students).values(batch).returning();
  const reports = inserted.flatMap((s, k) => {
    const upTo = TERMS.indexOf(s.currTerm as (typeof TERMS)[number]);
    return TERMS.slice(0, upTo + 1).map((term, t) => {
      const done = t < upTo;
      const base = 35 + ((start + k) % 50);
      return {
        studentId: s.id,
        section: s.currSection,
        year: s.currYear,
        term,
        items,
        bankVersions: {},
        evaluated: done ? all(true) : { ...all(false), personal: k % 2 === 0 },
        ...(done
          ? {
              personalPercent: base,
              socialPercent: base + 5,
              academicPercent: base - 5,
              occupationalPercent: base + 2.5,
              recreationalMode: 'B',
            }
          : {}),
      };
    });
  });
  await db.insert(termReports).values(reports);
  const years = inserted
    .filter((_, k) => k % 3 === 0)
    .map((s, k) => ({
      studentId: s.id,
      section: 'preprimary',
      year: '1',
      yearPercent: 40 + (k % 40),
      outcome: 'pass',
      transferredBy: 'bench',
    }));
  if (years.length) await db.insert(yearReports).values(years);
}

const window = attendanceRateWindow(instituteDate(new Date()));
if (process.env.BENCH_EXPLAIN) {
  const { OVERVIEW_SQL } = await import('../modules/overview/repository.js');
  const text = OVERVIEW_SQL.replace('$1', `'${window.from}'`)
    .replace('$2', `'${window.to}'`)
    .replaceAll('$4', '1');
  const plan = (await db.execute(`explain (analyze, buffers) ${text}`)) as unknown as {
    rows: Record<string, string>[];
  };
  console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
}
const token = await adminToken();
const first = await app.inject({
  method: 'GET',
  url: '/api/overview',
  headers: { authorization: `Bearer ${token}` },
});
if (first.statusCode !== 200) throw new Error(`The overview failed: ${first.body.slice(0, 200)}`);
setBareBody(first.body);

// What a call costs after a write (and every call on a server database): the statement itself.
const statement: number[] = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  await findOverview(db, window.from, window.to, CLASS_CODES);
  statement.push(performance.now() - t0);
}
statement.sort((a, b) => a - b);

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const targets: { name: string; path: string; headers: Record<string, string> }[] = [
  {
    name: 'GET /api/overview',
    path: '/api/overview',
    headers: { authorization: `Bearer ${token}` },
  },
  { name: 'bare route, same JSON as object', path: '/bench/bare-object', headers: {} },
  { name: 'bare route, same JSON as bytes', path: '/bench/bare-bytes', headers: {} },
];

console.log(
  `Overview benchmark: ${STUDENTS} students, ${(Buffer.byteLength(first.body) / 1000).toFixed(1)} kB of JSON, ` +
    `${SECONDS} s per run, ${os.cpus().length} CPUs, database ${database.driver}, node ${process.version}`,
);
console.log(
  `  the statement alone, 30 runs: p50 ${percentile(statement, 50).toFixed(1)} ms, p95 ${percentile(statement, 95).toFixed(1)} ms`,
);
for (const clients of CLIENTS) {
  const figures: { rps: number; p50: number; p95: number }[] = [];
  for (const target of targets) {
    await runLoad(port, target, clients, Math.min(2, SECONDS)); // warm-up
    const result = await runLoad(port, target, clients, SECONDS);
    const { rps, p50, p95 } = loadFigures(result);
    figures.push({ rps, p50, p95 });
    console.log(
      `  ${String(clients).padStart(2)} client(s)  ${target.name.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s` +
        `  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms` +
        `${result.errors ? `  ${result.errors} errors` : ''}`,
    );
  }
  const [ours, object] = figures;
  if (ours && object) {
    console.log(
      `  ${String(clients).padStart(2)} client(s)  p95 ${ours.p95.toFixed(1)} ms (budget ≤ ${clients <= 1 ? 100 : 250} ms); ` +
        `throughput ratio to bare ${(object.rps / ours.rps).toFixed(1)}×`,
    );
  }
}

await app.close();
await database.close();
