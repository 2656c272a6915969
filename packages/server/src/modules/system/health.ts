/**
 * GET /health (decisions §12): for monitoring and for anything that waits for the server to be
 * ready (the browser tests). No session, no personal data: the version, the driver and whether
 * the database answered a `select 1` in time.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { safeErrorLine } from '../../lib/error-log.js';
import { policy } from '../../lib/policy.js';
import { SERVER_VERSION } from '../../lib/version.js';

/** A database slower than this to answer `select 1` counts as not answering. */
export const HEALTH_TIMEOUT_MS = 2_000;

export type Health = {
  status: 'ok' | 'unavailable';
  version: string;
  database: { driver: Database['driver']; answered: boolean; ms?: number };
};

async function databaseAnswers(database: Database, timeoutMs: number): Promise<number | undefined> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const answer = await Promise.race([database.db.execute(sql`select 1`), timeout]);
    return answer === 'timeout' ? undefined : Math.round(performance.now() - started);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(
  app: FastifyInstance,
  options: { database: Database; timeoutMs?: number },
) {
  const { database, timeoutMs = HEALTH_TIMEOUT_MS } = options;
  app.get('/health', { config: { policy: policy.public } }, async (request, reply) => {
    let ms: number | undefined;
    try {
      ms = await databaseAnswers(database, timeoutMs);
      if (ms === undefined) {
        request.log.warn(`Health check: the database did not answer within ${timeoutMs} ms`);
      }
    } catch (error) {
      // The class and code only (lib/error-log.ts): never a message that may quote values.
      request.log.warn(`Health check: the database did not answer (${safeErrorLine(error)})`);
    }
    const body: Health =
      ms === undefined
        ? {
            status: 'unavailable',
            version: SERVER_VERSION,
            database: { driver: database.driver, answered: false },
          }
        : {
            status: 'ok',
            version: SERVER_VERSION,
            database: { driver: database.driver, answered: true, ms },
          };
    return reply
      .code(ms === undefined ? 503 : 200)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
