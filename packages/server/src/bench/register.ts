/**
 * Benchmark (issue 31): the daily register's save for a class of 30
 * (`PUT /teacher/attendance/:classId/:date`) and a goal probe's save
 * (`POST /goals/:goalId/probes`), each in a closed loop at 1 and 50 clients, beside a route that
 * only checks the teacher's session, in the same run.
 *
 * `npm run bench:register -w @pragati/server`; BENCH_DATABASE_URL=postgres://… for a server
 * database (a fresh one: it must hold no students). BENCH_CLIENTS (default 1,50), BENCH_SECONDS
 * (10). One teacher holds Preprimary-1 with 30 students; each client is its own session of that
 * teacher. A register client keeps its own day (today minus its number of days) and alternates
 * "everyone present" with one absent, sending the version the last save answered, so every save
 * writes; a probe client records on its own goal.
 */
import os from 'node:os';
import { CATEGORIES, instituteDate, previousDay } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import { classAssignments, programmeGoals, students, teachers, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { policy } from '../lib/policy.js';
import { writeList } from '../modules/question-bank/service.js';
import { insertUser } from '../modules/users/repository.js';
import { openBenchApp } from './bench-app.js';
import { loadBank } from './history-data.js';
import { loadFigures, runLoad } from './load.js';
import { runWrites, type WriteClient, type WriteResult } from './write-load.js';

const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SESSIONS = Math.max(...CLIENTS);
const CLASS_SIZE = 30;
const CLASS_ID = 'preprimary_1';
const SESSION_URL = '/bench/teacher-session-only';
const PASSWORD = 'bench-teacher-pass';

const { database, app, adminToken } = await openBenchApp();
app.get(SESSION_URL, { config: { policy: policy.roles('teacher') } }, async () => ({ ok: true }));
const db = database.db;
const { bank } = loadBank();

await db.transaction(async (tx) => {
  for (const category of CATEGORIES)
    await writeList(tx, {
      section: 'preprimary',
      category,
      current: undefined,
      entries: bank.preprimary[category].map((question) => ({ question })),
      source: 'import',
      note: null,
      createdBy: 'bench',
    });
});
await insertUser(db, {
  userId: 'bench-t0',
  role: 'teacher',
  passwordHash: await hashPassword(PASSWORD),
  mustChangePassword: false,
});
const [account] = await db.select({ id: users.id }).from(users).where(eq(users.userId, 'bench-t0'));
const [teacher] = await db
  .insert(teachers)
  .values({
    userAccountId: account!.id,
    teacherId: 'bench-t0',
    name: 'Teacher 0',
    email: 't0@example.org',
    mobile: '9999999999',
  })
  .returning();
await db.insert(classAssignments).values({ classId: CLASS_ID, teacherId: teacher!.id });

const admin = { authorization: `Bearer ${await adminToken()}` };
const regNos: string[] = [];
for (let i = 0; i < CLASS_SIZE; i++) {
  const regNo = `BENCH-${String(i).padStart(3, '0')}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/admin/registerStudent',
    headers: admin,
    payload: registration(regNo, i),
  });
  if (registered.statusCode !== 201) throw new Error(`Registration failed: ${registered.body}`);
  regNos.push(regNo);
}
const tokens: string[] = [];
for (let i = 0; i < SESSIONS; i++) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: 'bench-t0', password: PASSWORD },
  });
  tokens.push(login.json<{ token: string }>().token);
}
const auth = (i: number) => ({ authorization: `Bearer ${tokens[i]!}` });

// One goal per client, set before today so a probe dated today is accepted.
const today = instituteDate(new Date());
const goalIds: number[] = [];
for (let i = 0; i < SESSIONS; i++) {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.regNo, regNos[i % CLASS_SIZE]!));
  const [goal] = await db
    .insert(programmeGoals)
    .values({
      studentId: student!.id,
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      category: 'personal',
      itemId: 100_000 + i,
      question: `Bench goal ${i}`,
      target: 'Yes',
      createdBy: 'bench-t0',
    })
    .returning({ id: programmeGoals.id });
  goalIds.push(goal!.id);
}

let day = today;
const registerClients: WriteClient[] = Array.from({ length: SESSIONS }, (_, i) => {
  day = previousDay(day);
  return {
    method: 'PUT',
    path: `/api/teacher/attendance/${CLASS_ID}/${day}`,
    headers: auth(i),
    bodies: [{ absent: [] }, { absent: [{ regNo: regNos[i % CLASS_SIZE]!, reason: 'ill' }] }],
    versioned: true,
  };
});
const probeClients: WriteClient[] = goalIds.map((goalId, i) => ({
  method: 'POST',
  path: `/api/goals/${goalId}/probes`,
  headers: auth(i),
  bodies: [{ date: today, level: i % 2 ? 'independent' : 'verbal-prompt' }],
}));

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
function report(label: string, result: WriteResult) {
  const f = loadFigures({ ...result, bytes: 0, encoding: '' });
  console.log(
    `  ${label.padEnd(44)} ${f.rps.toFixed(0).padStart(6)}/s  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}` +
      (result.errors ? `  ${result.errors} errors (${result.firstError})` : ''),
  );
  return f;
}

console.log(
  `Register benchmark: a class of ${CLASS_SIZE}, ${SESSIONS} sessions of its teacher; ${SECONDS} s per run, ` +
    `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}, database ${database.driver}, node ${process.version}`,
);
/** Each register client starts a run from its day's version as saved (a run ends mid-loop). */
async function registerRun(n: number, seconds: number) {
  for (const [i, c] of registerClients.slice(0, n).entries()) {
    const read = await app.inject({ method: 'GET', url: c.path, headers: auth(i) });
    c.version = read.json<{ version: number }>().version;
  }
  return runWrites(port, registerClients.slice(0, n), seconds);
}

for (const n of CLIENTS) {
  await registerRun(n, Math.min(2, SECONDS)); // warm-up
  const register = report(
    `${n} clients, register save (class of ${CLASS_SIZE})`,
    await registerRun(n, SECONDS),
  );
  const probe = report(
    `${n} clients, probe save`,
    await runWrites(port, probeClients.slice(0, n), SECONDS),
  );
  const session = loadFigures(
    await runLoad(port, { path: SESSION_URL, headers: auth(0) }, n, SECONDS),
  );
  console.log(
    `  ${`${n} clients, session route`.padEnd(44)} ${session.rps.toFixed(0).padStart(6)}/s  p50 ${ms(session.p50)}  p95 ${ms(session.p95)}` +
      `  → p95 ratio: register ${(register.p95 / session.p95).toFixed(1)}×, probe ${(probe.p95 / session.p95).toFixed(1)}×`,
  );
}

await app.close();
await database.close();

function registration(regNo: string, i: number) {
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
      stdCred: { section: 'preprimary', year: '1' },
    },
  };
}
