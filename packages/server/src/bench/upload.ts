/**
 * Benchmark (decisions §10): uploads a 1,000-row teacher sheet to a fresh database and prints the
 * time. Not a timed test: run it on the target machine with `npm run bench:upload`.
 * Embedded PGlite (in memory) by default; BENCH_DATABASE_URL=postgres://… runs on a PostgreSQL
 * server, in a fresh database created there and dropped afterwards. BENCH_ROWS changes the row
 * count, BENCH_RUNS the number of uploads (each of new teachers).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createAccount } from '../modules/users/service.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CLASS_CODES_FOR_SOME = ['preprimary_1', 'primary1_2', 'primary2_3'];

async function sheet(prefix: string, withClasses: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Sheet1');
  ws.addRow(['TeacherId', 'Name', 'MobileNo', 'Email', 'ClassId']);
  for (let i = 1; i <= ROWS; i++) {
    ws.addRow([
      `${prefix}${i}`,
      `Teacher ${i}`,
      9000000000 + i,
      `${prefix.toLowerCase()}${i}@school.example`,
      // A few rows hold the classes; the rest have none (one teacher per class).
      withClasses && i <= CLASS_CODES_FOR_SOME.length ? CLASS_CODES_FOR_SOME[i - 1] : '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(file: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="teachers.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A new database on the server, so the benchmark neither needs nor leaves data there. */
async function scratchDatabase(serverUrl: string) {
  const name = `pragati_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const serverUrl = process.env.BENCH_DATABASE_URL;
const scratch = serverUrl ? await scratchDatabase(serverUrl) : undefined;
const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : {});
const config = loadConfig({
  DATA_DIR: path.join(os.tmpdir(), 'pragati-bench-unused'),
  WEB_DIST: path.join(os.tmpdir(), 'pragati-bench-no-web'),
});
const app = await buildApp({
  config,
  database,
  jwtSecret: randomBytes(32),
  aadhaarKey: randomBytes(32),
});
await app.ready();
try {
  const adminId = `bench-admin-${randomBytes(3).toString('hex')}`;
  await createAccount(database.db, {
    userId: adminId,
    role: 'admin',
    password: 'bench-password-1',
    mustChangePassword: false,
    actor: { userId: 'bench', role: 'system' },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: adminId, password: 'bench-password-1' },
  });
  const token = login.json().token as string;

  console.log(`driver ${database.driver}, ${os.cpus().length} CPUs, ${ROWS} rows per upload`);
  for (let run = 1; run <= RUNS; run++) {
    const body = multipart(await sheet(`B${run}${randomBytes(2).toString('hex')}T`, run === 1));
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/registerTeacher',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    const ms = performance.now() - started;
    const result = response.json();
    if (response.statusCode !== 200 || result.registered !== ROWS) {
      throw new Error(`upload failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    console.log(
      `run ${run}: ${result.registered} teachers registered in ${(ms / 1000).toFixed(2)} s (target under 3 s)`,
    );
  }
} finally {
  await app.close();
  await database.close();
  await scratch?.drop();
}
