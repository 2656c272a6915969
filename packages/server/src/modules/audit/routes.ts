import { auditPageSchema, auditQuerySchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { policy } from '../../lib/policy.js';
import { findAuditEntries } from './repository.js';

/** The audit log is read-only over the API: entries are only ever appended by services. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/audit',
    {
      config: { policy: policy.roles('admin') },
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => findAuditEntries(db, request.query),
  );
};
