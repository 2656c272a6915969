import { preferencesSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { currentUser, policy } from '../../lib/policy.js';
import { readLocale, writeLocale } from './repository.js';

/**
 * GET/PUT /me/preferences: the signed-in user's language (decisions §13), so it follows them to
 * another device. Their own row only; nothing about a child, so not audited.
 */
export const preferencesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { policy: policy.signedInBeforePasswordChange };
  app.get(
    '/me/preferences',
    { config, schema: { response: { 200: preferencesSchema } } },
    async (request) => {
      const stored = await readLocale(db, currentUser(request).id);
      const locale = preferencesSchema.shape.locale.safeParse(stored);
      return { locale: locale.success ? locale.data : null };
    },
  );
  app.put(
    '/me/preferences',
    { config, schema: { body: preferencesSchema, response: { 200: preferencesSchema } } },
    async (request) => {
      await writeLocale(db, currentUser(request).id, request.body.locale);
      return request.body;
    },
  );
};
