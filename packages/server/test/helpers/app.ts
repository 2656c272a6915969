import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Role } from '@pragati/domain';
import { type App, type AppOptions, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { insertUser } from '../../src/modules/users/repository.js';
import { createTestDatabase } from './database.js';

export type TestContext = {
  app: App;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    loginRateLimit?: { max: number; timeWindow: number };
    logger?: AppOptions['logger'];
    /** A known key, for tests that read the numbers back elsewhere (backup and restore). */
    aadhaarKey?: Uint8Array;
    /** The embedded database on disk in this folder instead of in memory (ignored on PostgreSQL). */
    dataDir?: string;
    /** A known session key, for tests that send a token to another app (restore). */
    jwtSecret?: Uint8Array;
    /** PostgreSQL: the app connects as the tables' owner, which row-level security lets through. */
    asOwner?: boolean;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.asOwner ? { asOwner: true } : {}),
  });
  const config = loadConfig({
    DATA_DIR: path.join('/tmp', 'pragati-test-unused'),
    WEB_DIST: path.join('/tmp', 'pragati-test-no-web'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: options.jwtSecret ?? randomBytes(32),
    aadhaarKey: options.aadhaarKey ?? randomBytes(32),
    ...(options.loginRateLimit ? { loginRateLimit: options.loginRateLimit } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
/** A unique login id for a test. */
export function uniqueId(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
}

export type TestUser = { userId: string; role: Role; password: string };

/** Inserts an account directly (no audit), for arranging a test. */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<TestUser> & { mustChangePassword?: boolean } = {},
): Promise<TestUser> {
  const user: TestUser = {
    userId: overrides.userId ?? uniqueId(overrides.role ?? 'user'),
    role: overrides.role ?? 'admin',
    password: overrides.password ?? `pw-${randomBytes(6).toString('hex')}`,
  };
  await insertUser(ctx.database.db, {
    userId: user.userId,
    role: user.role,
    passwordHash: await hashPassword(user.password),
    mustChangePassword: overrides.mustChangePassword ?? false,
  });
  return user;
}

/** Logs in through the API and returns the bearer token. */
export async function login(
  ctx: TestContext,
  user: { userId: string; password: string },
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { id: user.userId, password: user.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed for ${user.userId}: ${response.statusCode} ${response.body}`);
  }
  return response.json().token as string;
}

/** Creates a user of the role and returns a bearer header for them. */
export async function signedIn(ctx: TestContext, role: Role, overrides: Partial<TestUser> = {}) {
  const user = await createUser(ctx, { ...overrides, role });
  const token = await login(ctx, user);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
