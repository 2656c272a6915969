import {
  instituteSettingsResponseSchema,
  instituteSettingsSchema,
  saveInstituteSettingsResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { InstituteSettingsService } from './service.js';

/** The institute's details (issue 28 part 3): its admin reads and edits them. */
export const instituteSettingsRoutes: FastifyPluginAsyncZod<{
  settings: InstituteSettingsService;
}> = async (app, { settings }) => {
  app.get(
    '/admin/institute',
    {
      config: { policy: policy.roles('admin') },
      schema: { response: { 200: instituteSettingsResponseSchema } },
    },
    async () => settings.current(),
  );

  app.put(
    '/admin/institute',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        body: instituteSettingsSchema,
        response: { 200: saveInstituteSettingsResponseSchema },
      },
    },
    async (request) => settings.save(currentUser(request), request.body),
  );
};
