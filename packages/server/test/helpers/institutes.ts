import { expect } from 'vitest';
import { withInstitute } from '../../src/db/institute-scope.js';
import { instituteHosts } from '../../src/db/schema/index.js';
import { createInstitute } from '../../src/modules/institutes/create.js';
import { createUser, type TestContext, type TestUser } from './app.js';

/**
 * A second institute on a test's PostgreSQL database (issue 28), on its own host, made as the
 * network office's create makes one (modules/institutes/create.ts: its FACP groups included);
 * institute 1 gets `ownHost`. Call before the app's first request (it reads the institutes when
 * it first needs them).
 */
export async function addInstitute(
  ctx: TestContext,
  options: { code: string; name?: string; host: string; ownHost: string },
): Promise<number> {
  await ctx.database.db.insert(instituteHosts).values({ host: options.ownHost, instituteId: 1 });
  return ctx.database.db.transaction((tx) =>
    createInstitute(tx, {
      code: options.code,
      name: options.name ?? options.code,
      hosts: [options.host],
    }),
  );
}

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
