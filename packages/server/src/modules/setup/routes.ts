import { setupChecklistResponseSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../lib/policy.js';
import type { SetupService } from './service.js';

/** The first admin's checklist on the admin home (issue 26 item 15); no child's data. */
export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (
  app,
  { setup },
) => {
  app.get(
    '/admin/setup-checklist',
    {
      config: { policy: policy.roles('admin') },
      schema: { response: { 200: setupChecklistResponseSchema } },
    },
    async () => setup.checklist(),
  );
};
