import { goalAttainmentResponseSchema, overviewResponseSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../lib/policy.js';
import type { OverviewService } from './service.js';

/** GET /overview: the classes at a glance for the principal's and the admin's home. */
export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (
  app,
  { overview },
) => {
  app.get(
    '/overview',
    {
      config: { policy: policy.roles('principal', 'admin') },
      schema: { response: { 200: overviewResponseSchema } },
    },
    async (_request, reply) => {
      // Figures about the children of the institute: never kept by a browser or proxy.
      reply.header('cache-control', 'no-store');
      return overview.overview();
    },
  );

  // Issue 17 part 5: goal attainment per class and area in the last completed term, with the
  // overview's permissions; figures only, no child named.
  app.get(
    '/overview/goals',
    {
      config: { policy: policy.roles('principal', 'admin') },
      schema: { response: { 200: goalAttainmentResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return overview.goalAttainment();
    },
  );
};
