import { expect } from 'vitest';
import { withInstitute } from '../../src/db/institute-scope.js';
import { instituteHosts, institutes } from '../../src/db/schema/index.js';
import { seedProgrammeGroups } from '../../src/modules/network/repository.js';
import { createUser, type TestContext, type TestUser } from './app.js';

/**
 * A second institute on a test's PostgreSQL database (issue 28), on its own host; institute 1
 * gets `ownHost`. Call before the app's first request (it reads the institutes when it first
 * needs them).
 */
export async function addInstitute(
  ctx: TestContext,
  options: { code: string; host: string; ownHost: string },
): Promise<number> {
  const [row] = await ctx.database.db
    .insert(institutes)
    .values({ code: options.code, name: options.code })
    .returning();
  await ctx.database.db.insert(instituteHosts).values([
    { host: options.ownHost, instituteId: 1 },
    { host: options.host, instituteId: row!.id },
  ]);
  await seedGroups(ctx, row!.id);
  return row!.id;
}

/** The FACP's groups of a new institute, as the network office's create gives them (issue 29). */
export const seedGroups = (ctx: TestContext, institute: number) =>
  withInstitute(institute, () => seedProgrammeGroups(ctx.database.db, institute));

/** An account made directly in the institute (no audit), for arranging a test. */
export const userIn = (ctx: TestContext, institute: number, overrides: Partial<TestUser>) =>
  withInstitute(institute, () => createUser(ctx, overrides));

/** Signs in at the host and returns the headers of that session. */
export async function headersAt(ctx: TestContext, host: string, user: TestUser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host },
    payload: { id: user.userId, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { host, authorization: `Bearer ${response.json().token as string}` };
}
