import { easyReadHomeSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { EasyReadService } from './service.js';

/** GET /student/easy-read: the student's own plain-language summary (issue 16 part 5). */
export const easyReadRoutes: FastifyPluginAsyncZod<{ easyRead: EasyReadService }> = async (
  app,
  { easyRead },
) => {
  app.get(
    '/student/easy-read',
    {
      config: { policy: policy.roles('student') },
      schema: { response: { 200: easyReadHomeSchema } },
    },
    async (request) => easyRead.home(currentUser(request)),
  );
};
