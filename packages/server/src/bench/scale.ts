/**
 * Benchmark (issue 33 part 3): Pragati at network scale on one PostgreSQL. Seeds N institutes ×
 * 150 students × three years of term reports (./scale-seed.ts), runs two API processes behind
 * haproxy (./scale-cluster.ts) and drives a mixed load (./scale-load.ts): teachers saving and
 * evaluating checklists, office student lists and history reads, each request at its institute's
 * host. The same mix runs with 1 institute in the database (before the copy) and across N (after),
 * each with row-level security on (the app's role) and off (the owner login, which bypasses it).
 * Target: every route's p95 at N institutes within 1.5× of its p95 at one. Then the table and index
 * sizes, and the time of a pg_dump of the whole database (docs/scaling.md uses both).
 *
 * `BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:scale -w @pragati/server`
 * The URL's login must be a superuser (it creates a database pragati_scale_<pid> beside the URL's,
 * and the role pragati_scale_app); the database is dropped at the end unless BENCH_KEEP=1.
 * BENCH_INSTITUTES (500), BENCH_CLIENTS (50), BENCH_SECONDS (20 per run), BENCH_PROCESSES (2),
 * BENCH_DUMP (1: time a pg_dump), BENCH_BALANCE (roundrobin; `roundrobin,host` also runs the N
 * institutes with haproxy sending each host to one process), BENCH_REUSE=<a kept database> (BENCH_KEEP=1
 * keeps it; measures its N institutes again without seeding; BENCH_INSTITUTES must match).
 * Not a test, not in CI; haproxy must be installed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import { insertUser } from '../modules/users/repository.js';
import { type Balance, startCluster } from './scale-cluster.js';
import { loadBank } from './history-data.js';
import {
  runScaleLoad,
  type ScaleInstitute,
  type ScaleLoad,
  type ScaleResult,
} from './scale-load.js';
import { reportRun, type RunFigures, compareRuns, timeOverviewCalls } from './scale-report.js';
import {
  ADMIN_ID,
  cloneInstitutes,
  hostOf,
  PASSWORD,
  seedTemplate,
  tableSizes,
  TEACHER_ID,
} from './scale-seed.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL;
if (!SERVER_URL) throw new Error('bench:scale needs BENCH_DATABASE_URL=postgres://… (a superuser)');
const N = Number(process.env.BENCH_INSTITUTES ?? 500);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const APP_ROLE = 'pragati_scale_app';
const REUSE = process.env.BENCH_REUSE;
const DB_NAME = REUSE ?? `pragati_scale_${process.pid}`;
const NETWORK_ID = 'scale-network';
let networkToken: string | undefined;
const BALANCES = (process.env.BENCH_BALANCE ?? 'roundrobin').split(',') as Balance[];
const dbUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${DB_NAME}` }).toString();
// Fixed keys (bench data only), so a kept database can be measured again with BENCH_REUSE.
const keyOf = (purpose: string) =>
  createHash('sha256').update(`pragati bench:scale ${purpose}`).digest('hex');
const keys = { jwtSecret: keyOf('session'), aadhaarKey: keyOf('aadhaar') };

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
if (!REUSE) await admin.query(`create database ${DB_NAME}`);
await admin.query(`do $$ begin
  if not exists (select from pg_roles where rolname = '${APP_ROLE}') then
    create role ${APP_ROLE} nologin nosuperuser nobypassrls; end if; end $$`);
const owner = new pg.Pool({ connectionString: dbUrl, max: 2 });
// The drop at the end ends this pool's idle connections: not an error of the run.
owner.on('error', () => undefined);
// As the app role, like the API processes: the sign-ins below then find each institute's own
// accounts (the owner would see every institute's, and the app's queries leave the institute to
// the row-level policies).
const database = await openDatabase({ databaseUrl: dbUrl, appRole: APP_ROLE });
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (text: string) => console.log(`[${elapsed()}] ${text}`);

try {
  console.log(
    `Scale benchmark: ${N} institutes × 150 students × 3 years; ${PROCESSES} API processes behind haproxy; ` +
      `${CLIENTS} clients, ${SECONDS} s per run; ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ` +
      `node ${process.version}; ${(await owner.query<{ v: string }>('select version() v')).rows[0]!.v.split(' on ')[0]}`,
  );
  const questions = loadBank().bank.primary1.academic;
  const runs: RunFigures[] = [];
  const measure = async (
    label: string,
    institutes: ScaleInstitute[],
    rls: boolean,
    balance: Balance = 'roundrobin',
  ) => {
    const cluster = await startCluster({
      databaseUrl: dbUrl,
      appRole: rls ? APP_ROLE : undefined,
      processes: PROCESSES,
      balance,
      ...keys,
    });
    try {
      const network = await networkTarget();
      const times = await timeOverviewCalls(cluster.port, network!, PROCESSES * 2);
      const cold = times.slice(0, PROCESSES).map((t) => `${t.toFixed(0)} ms`);
      const warm = times.slice(PROCESSES).map((t) => `${t.toFixed(0)} ms`);
      const { rows } = await owner.query<{ n: number }>('select count(*)::int n from institutes');
      say(
        `  overview of ${rows[0]!.n} institutes before the load: cold ${cold.join(', ')} (one per process), then ${warm.join(', ')}`,
      );
      const load = { port: cluster.port, clients: CLIENTS, institutes, regNos, questions, network };
      await runScaleLoad({ ...load, seconds: Math.min(5, SECONDS) }); // warm-up
      const result: ScaleResult = await runScaleLoad({ ...load, seconds: SECONDS });
      runs.push(reportRun(`${label}, RLS ${rls ? 'on' : 'off'}`, result, { rls, label }));
    } finally {
      await cluster.stop();
    }
  };
  let regNos: string[];
  if (REUSE) {
    const { rows } = await owner.query<{ reg_no: string }>(
      'select reg_no from students where institute_id = 1 order by id',
    );
    regNos = rows.map((r) => r.reg_no);
    say(`reusing ${DB_NAME}`);
  } else {
    regNos = await seedTemplate(database.db, Buffer.from(keys.aadhaarKey, 'hex'));
    say('institute 1 seeded');
    const one = await signIn([1]);
    await measure('1 institute', one, true);
    await measure('1 institute', one, false);
    if (N > 1) {
      await cloneInstitutes(owner, N, (done) => say(`copied institutes up to ${done}`));
      say(`${N} institutes seeded`);
    }
  }
  if (N > 1) {
    const all = await signIn(Array.from({ length: N }, (_, i) => i + 1));
    say(`${all.length * 2} sessions signed in`);
    for (const balance of BALANCES)
      await measure(
        `${N} institutes${balance === 'host' ? ', haproxy balancing by host' : ''}`,
        all,
        true,
        balance,
      );
    // No run with RLS off here: the app's reads leave the institute to the policies (the students
    // list, a registration number), so the owner login would answer every institute's rows.
    console.log(`  ${N} institutes, RLS off: not run (the policies scope the app's reads)`);
    await measure(`${N} institutes, all load on institute 1`, all.slice(0, 1), true);
  }
  compareRuns(runs, N);
  await sizesAndDump();
} finally {
  await database.close();
  await owner.end();
  if (!REUSE && process.env.BENCH_KEEP !== '1') {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  } else console.log(`Kept database ${DB_NAME}`);
  await admin.end();
}

/**
 * The network overview (issue 33: p95 under 1 s at N institutes), called back to back beside the
 * mix by ./scale-load.ts. Its network account lives in institute 1, like the one
 * `npm run network:add-user` makes, and signs in at that institute's host.
 */
async function networkTarget(): Promise<ScaleLoad['network']> {
  if (!networkToken) {
    const found = await owner.query('select 1 from users where user_id = $1', [NETWORK_ID]);
    if (!found.rowCount)
      await insertUser(database.db, {
        userId: NETWORK_ID,
        role: 'network',
        passwordHash: await hashPassword(PASSWORD),
        mustChangePassword: false,
      });
    const signing = await signingApp();
    try {
      networkToken = await signing.login(1, NETWORK_ID);
    } finally {
      await signing.close();
    }
  }
  return {
    path: '/api/network/overview',
    headers: { host: hostOf(1), authorization: `Bearer ${networkToken}` },
  };
}

/** An app on the bench's database with the API processes' secret, so its tokens are good there. */
async function signingApp() {
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'pragati-bench-unused'),
    WEB_DIST: path.join(os.tmpdir(), 'pragati-bench-no-web'),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: Buffer.from(keys.jwtSecret, 'utf8'),
    aadhaarKey: Buffer.from(keys.aadhaarKey, 'hex'),
    loginRateLimit: { max: 1_000_000, timeWindow: 60_000 },
  });
  const login = async (institute: number, id: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: hostOf(institute) },
      payload: { id, password: PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
    return response.json<{ token: string }>().token;
  };
  return { login, close: () => app.close() };
}

/** Each institute's teacher and office sessions, signed in at its host. */
async function signIn(institutes: number[]): Promise<ScaleInstitute[]> {
  const { login, close } = await signingApp();
  const out: ScaleInstitute[] = [];
  for (let i = 0; i < institutes.length; i += 8) {
    const batch = institutes.slice(i, i + 8);
    out.push(
      ...(await Promise.all(
        batch.map(async (k) => ({
          host: hostOf(k),
          teacher: await login(k, TEACHER_ID),
          admin: await login(k, ADMIN_ID),
        })),
      )),
    );
  }
  await close();
  return out;
}

async function sizesAndDump() {
  const { tables, database: total } = await tableSizes(owner);
  const mb = (v: string | number) => `${(Number(v) / 1e6).toFixed(1).padStart(9)} MB`;
  console.log(`Sizes at ${N} institutes: database ${mb(total)}`);
  console.log(
    `  ${'table'.padEnd(26)} ${'rows'.padStart(10)}  ${'total'.padStart(12)}  heap / TOAST / indexes`,
  );
  for (const t of tables.filter((t) => Number(t.total) > 1e6))
    console.log(
      `  ${t.table.padEnd(26)} ${t.rows.padStart(10)}  ${mb(t.total)}  ${mb(t.heap)} / ${mb(t.toast)} / ${mb(t.indexes)}`,
    );
  if (process.env.BENCH_DUMP === '0') return;
  const file = path.join(os.tmpdir(), `${DB_NAME}.dump`);
  const t0 = Date.now();
  execFileSync('pg_dump', ['-Fc', '-f', file, dbUrl]);
  const seconds = (Date.now() - t0) / 1000;
  console.log(
    `pg_dump -Fc of the whole database: ${seconds.toFixed(0)} s, ${mb(fs.statSync(file).size)} file`,
  );
  fs.rmSync(file, { force: true });
}
