/**
 * What every benchmark starts from: the database (embedded in-memory PGlite, or
 * BENCH_DATABASE_URL), the whole app with silent logs, and bare routes answering a fixed body
 * (`setBareBody`) as an object Fastify serialises and as ready bytes, registered before the
 * first request as Fastify requires.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import { policy } from '../lib/policy.js';
import { insertUser } from '../modules/users/repository.js';

export async function openBenchApp() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // BENCH_POOL_SIZE: the PostgreSQL pool (default: DATABASE_POOL_SIZE's, two per core).
  const poolSize = Number(process.env.BENCH_POOL_SIZE) || undefined;
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, ...(poolSize ? { poolSize } : {}) } : {},
  );
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

  let bareObject: unknown = null;
  let bareBody = '';
  app.get('/bench/bare-object', { config: { policy: policy.public } }, async () => bareObject);
  app.get('/bench/bare-bytes', { config: { policy: policy.public } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bareBody),
  );

  return {
    database,
    app,
    /** The body the bare routes answer, once the measured call has produced it. */
    setBareBody(body: string) {
      bareBody = body;
      bareObject = JSON.parse(body);
    },
    bareBody: () => bareBody,
    /** An admin account, signed in: its bearer token. */
    async adminToken(): Promise<string> {
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
      return login.json<{ token: string }>().token;
    },
  };
}
