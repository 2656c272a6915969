import { preferencesSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { PreferencesService } from './service.js';

/** GET/PUT /me/preferences: the signed-in user's language (decisions §13). */
export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  const config = { policy: policy.signedInBeforePasswordChange };
  app.get(
    '/me/preferences',
    { config, schema: { response: { 200: preferencesSchema } } },
    async (request) => preferences.read(currentUser(request)),
  );
  app.put(
    '/me/preferences',
    { config, schema: { body: preferencesSchema, response: { 200: preferencesSchema } } },
    async (request) => preferences.write(currentUser(request), request.body),
  );
};
