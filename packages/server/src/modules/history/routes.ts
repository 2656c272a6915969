import { idHeaderSchema, type Role } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickEncoding, sendEncodedJson } from '../../lib/body-cache.js';
import { currentUser, policy } from '../../lib/policy.js';
import type { HistoryService } from './service.js';

/** The spec's four history calls and the specialist's; each takes the regNo in header `id`. */
const HISTORY_ROUTES: [string, Role][] = [
  ['/teacher/abc', 'teacher'],
  ['/principal/student/viewHistory', 'principal'],
  ['/admin/student/viewHistory', 'admin'],
  ['/student/viewHistory', 'student'],
  // A specialist's students (decisions §18): ours, not the spec's, with the same header.
  ['/specialist/viewHistory', 'specialist'],
];

export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  for (const [url, role] of HISTORY_ROUTES) {
    app.get(
      url,
      // The record is checked against historyRecordSchema when it is built (service).
      { config: { policy: policy.roles(role) }, schema: { headers: idHeaderSchema } },
      async (request, reply) => {
        const body = await history.history(
          currentUser(request),
          request.headers.id,
          pickEncoding(request.headers['accept-encoding']),
        );
        return sendEncodedJson(reply, body);
      },
    );
  }
};
