import { preferencesSchema } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { currentUser, policy } from '../../lib/policy.js';

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
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      const locale = preferencesSchema.shape.locale.safeParse(row?.locale ?? null);
      return { locale: locale.success ? locale.data : null };
    },
  );
  app.put(
    '/me/preferences',
    { config, schema: { body: preferencesSchema, response: { 200: preferencesSchema } } },
    async (request) => {
      await db
        .update(users)
        .set({ locale: request.body.locale })
        .where(eq(users.id, currentUser(request).id));
      return request.body;
    },
  );
};
