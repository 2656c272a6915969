import { historyRecordSchema, idHeaderSchema, type Role } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { HistoryService } from './service.js';

/** The spec's four history calls; each takes the student's regNo in header `id`. */
const HISTORY_ROUTES: [string, Role][] = [
  ['/teacher/abc', 'teacher'],
  ['/principal/student/viewHistory', 'principal'],
  ['/admin/student/viewHistory', 'admin'],
  ['/student/viewHistory', 'student'],
];

export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  for (const [url, role] of HISTORY_ROUTES) {
    app.get(
      url,
      {
        config: { policy: policy.roles(role) },
        schema: { headers: idHeaderSchema, response: { 200: historyRecordSchema } },
      },
      async (request) => history.history(currentUser(request), request.headers.id),
    );
  }
};
