/**
 * Benchmark (issue 18 part 1, decisions §10): 50 teacher sessions, each saving and evaluating a
 * checklist for its own student in a closed loop (the FACP academic list, 57 items, unless
 * BENCH_TYPE names another, e.g. personalQA), beside a route that only checks the teacher's
 * session, in the same run; then a burst: every session's save released at once. Targets: pair
 * p95 under 100 ms on PostgreSQL, under 200 ms on the embedded database.
 *
 * `npm run bench:checklist -w @pragati/server`; BENCH_DATABASE_URL=postgres://… for a server
 * database (it must hold no students). BENCH_CLIENTS (default 1,50), BENCH_SECONDS (10),
 * BENCH_ROUNDS (burst rounds, 20). Students are registered into Primary-I-1 and Primary-II-1
 * (57-item academic lists); a class has one teacher, so the 50 sessions belong to two teachers,
 * each session with its own student.
 */
import os from 'node:os';
import {
  CATEGORIES,
  type Category,
  classCode,
  type Section,
  type SpecSection,
  type Year,
} from '@pragati/domain';
import { hashPassword } from '../lib/passwords.js';
import { policy } from '../lib/policy.js';
import { writeList } from '../modules/question-bank/service.js';
import { insertUser } from '../modules/users/repository.js';
import { classAssignments, teachers, users } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { openBenchApp } from './bench-app.js';
import { type ChecklistClient, type PairResult, runPairs } from './checklist-load.js';
import { loadBank } from './history-data.js';
import { loadFigures, runLoad } from './load.js';

const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TYPE = process.env.BENCH_TYPE ?? 'academicQA';
const CATEGORY = TYPE.replace(/QA$/, '') as Category;
const SESSIONS = Math.max(...CLIENTS);
// Registration places a student in year 1 of a section.
const CLASSES: [SpecSection, Year][] = [
  ['primary1', '1'],
  ['primary2', '1'],
];
const SESSION_URL = '/bench/teacher-session-only';
const PASSWORD = 'bench-teacher-pass';

const { database, app, adminToken } = await openBenchApp();
app.get(SESSION_URL, { config: { policy: policy.roles('teacher') } }, async () => ({ ok: true }));
const db = database.db;
const { bank, source } = loadBank();

await db.transaction(async (tx) => {
  for (const [section] of CLASSES)
    for (const category of CATEGORIES)
      await writeList(tx, {
        section,
        category,
        current: undefined,
        entries: bank[section][category].map((question) => ({ question })),
        source: 'import',
        note: null,
        createdBy: 'bench',
      });
});
const passwordHash = await hashPassword(PASSWORD);
for (const [i, [section, year]] of CLASSES.entries()) {
  await insertUser(db, {
    userId: `bench-t${i}`,
    role: 'teacher',
    passwordHash,
    mustChangePassword: false,
  });
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userId, `bench-t${i}`));
  const [teacher] = await db
    .insert(teachers)
    .values({
      userAccountId: account!.id,
      teacherId: `bench-t${i}`,
      name: `Teacher ${i}`,
      email: `t${i}@example.org`,
      mobile: '9999999999',
    })
    .returning();
  await db
    .insert(classAssignments)
    .values({ classId: classCode(section, year), teacherId: teacher!.id });
}

const admin = { authorization: `Bearer ${await adminToken()}` };
const clients: ChecklistClient[] = [];
for (let i = 0; i < SESSIONS; i++) {
  const c = i % CLASSES.length;
  const [section, year] = CLASSES[c]!;
  const regNo = `BENCH-${String(i).padStart(3, '0')}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/admin/registerStudent',
    headers: admin,
    payload: registration(regNo, section, year, i),
  });
  if (registered.statusCode !== 201) throw new Error(`Registration failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: `bench-t${c}`, password: PASSWORD },
  });
  const token = login.json<{ token: string }>().token;
  const questions = bank[section][CATEGORY];
  clients.push({ token, regNo, section, year, type: TYPE, questions });
}

if (process.env.BENCH_PROFILE) await profile();

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
function report(label: string, result: PairResult) {
  const f = loadFigures({ ...result, bytes: 0, encoding: '' });
  console.log(
    `  ${label.padEnd(46)} ${f.rps.toFixed(0).padStart(6)}/s  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}` +
      (result.errors ? `  ${result.errors} errors (${result.firstError})` : ''),
  );
  return f;
}

console.log(
  `Checklist benchmark: ${TYPE} of ${clients[0]!.questions.length} items (${source}), ${SESSIONS} sessions on ${CLASSES.length} teachers; ` +
    `${SECONDS} s per run, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, database ${database.driver}, node ${process.version}`,
);
const budget = database.driver === 'pglite' ? 200 : 100;
for (const n of CLIENTS) {
  await runPairs(port, clients.slice(0, n), { mode: 'loop', seconds: Math.min(2, SECONDS) }); // warm-up
  const pairs = report(
    `${n} clients, save + evaluate (one pair)`,
    await runPairs(port, clients.slice(0, n), { mode: 'loop', seconds: SECONDS }),
  );
  const session = loadFigures(
    await runLoad(
      port,
      { path: SESSION_URL, headers: { authorization: `Bearer ${clients[0]!.token}` } },
      n,
      SECONDS,
    ),
  );
  console.log(
    `  ${`${n} clients, session route`.padEnd(46)} ${session.rps.toFixed(0).padStart(6)}/s  p50 ${ms(session.p50)}  p95 ${ms(session.p95)}` +
      `  → a pair costs ${(session.rps / pairs.rps).toFixed(1)} session requests; pair p95 ${pairs.p95 < budget ? 'within' : 'OVER'} the ${budget} ms budget`,
  );
}
report(
  `burst: ${SESSIONS} saves at once × ${ROUNDS}`,
  await runPairs(port, clients, { mode: 'burst', rounds: ROUNDS }),
);

await app.close();
await database.close();

/** Where one pair's time goes on the embedded database: each statement sent, with its time. */
async function profile() {
  if (database.source.kind !== 'pglite') return;
  const client = database.source.client as unknown as Record<
    string,
    (...a: unknown[]) => Promise<unknown>
  >;
  const spent = new Map<string, { n: number; ms: number }>();
  const timed =
    (original: (...a: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      const t = performance.now();
      try {
        return await original(...args);
      } finally {
        const key = String(args[0]).replace(/\s+/g, ' ').slice(0, 90);
        const entry = spent.get(key) ?? { n: 0, ms: 0 };
        spent.set(key, { n: entry.n + 1, ms: entry.ms + performance.now() - t });
      }
    };
  for (const method of ['query', 'exec']) client[method] = timed(client[method]!.bind(client));
  const transaction = client.transaction!.bind(client);
  client.transaction = (callback: unknown) =>
    transaction(async (tx: unknown) => {
      const t = tx as Record<string, (...a: unknown[]) => Promise<unknown>>;
      for (const method of ['query', 'exec']) t[method] = timed(t[method]!.bind(t));
      return (callback as (tx: unknown) => Promise<unknown>)(tx);
    });
  const c = clients[0]!;
  const auth = { authorization: `Bearer ${c.token}` };
  const ROUNDS = 50;
  const t0 = performance.now();
  for (let n = 0; n < ROUNDS; n++) {
    const questions = c.questions.map((question, i) => ({
      question,
      answer: i === 0 && n % 2 ? 'NE' : 'Yes',
    }));
    await app.inject({
      method: 'POST',
      url: '/api/teacher/eval/form',
      headers: auth,
      payload: {
        type: c.type,
        id: c.regNo,
        section: c.section,
        year: c.year,
        term: 'Entry',
        data: { questions },
      },
    });
    await app.inject({
      method: 'GET',
      url: '/api/teacher/evaluate',
      headers: {
        ...auth,
        id: c.regNo,
        section: c.section,
        year: c.year,
        term: 'Entry',
        type: c.type,
      },
    });
  }
  const total = (performance.now() - t0) / ROUNDS;
  const rows = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const inDb = rows.reduce((sum, [, v]) => sum + v.ms, 0) / ROUNDS;
  console.log(
    `Profile, one client, mean of ${ROUNDS} pairs: ${total.toFixed(2)} ms per pair, ${inDb.toFixed(2)} ms in the database, ${rows.reduce((s, [, v]) => s + v.n, 0) / ROUNDS} statements`,
  );
  for (const [sql, v] of rows)
    console.log(
      `  ${(v.ms / ROUNDS).toFixed(3).padStart(7)} ms ${(v.n / ROUNDS).toFixed(1).padStart(4)}×  ${sql}`,
    );
  for (const method of ['query', 'exec', 'transaction']) delete client[method];
}

function registration(regNo: string, section: Section, year: Year, i: number) {
  return {
    formData: {
      details: {
        info: {
          regNo,
          regDate: '2024-06-01',
          dob: '2015-04-02',
          name: `Bench Student ${i}`,
          sex: i % 2 ? 'female' : 'male',
          information: 'Mother',
          education: 'None',
          refBy: 'District hospital',
          occupation: 'Student',
          aadharNo: String(500000000000 + i),
          paymentType: 'Free',
          mobileNo: '9876543210',
          purposeVisit: 'Assessment',
        },
        presentingComplaints: {},
        history: {},
        familyHistory: {},
        developmentHistory: {},
      },
      stdCred: { section, year },
    },
  };
}
