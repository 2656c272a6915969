/**
 * The ceiling the history call is measured against, beside the bare routes: a bench-only route
 * behind the same admin policy (so the session check is included) answering the ready bytes
 * with no read at all.
 */
import type { FastifyInstance } from 'fastify';
import { policy } from '../lib/policy.js';

export const SESSION_ONLY_URL = '/bench/history-session-only';

export function registerSessionOnlyRoute(app: FastifyInstance, body: () => string) {
  app.get(
    SESSION_ONLY_URL,
    { config: { policy: policy.roles('admin') } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(body()),
  );
}
