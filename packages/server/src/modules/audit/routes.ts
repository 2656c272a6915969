import { auditExportQuerySchema, auditPageSchema, auditQuerySchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/message-locale.js';
import { currentUser, policy } from '../../lib/policy.js';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-upload.js';
import type { AuditService } from './service.js';

const adminOnly = { policy: policy.roles('admin') };

/** The audit log is read-only over the API: entries are only ever appended by services. */
export const auditRoutes: FastifyPluginAsyncZod<{ auditLog: AuditService }> = async (
  app,
  { auditLog },
) => {
  app.get(
    '/admin/audit',
    {
      config: adminOnly,
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => auditLog.entries(request.query),
  );

  app.get(
    '/admin/audit/export',
    { config: adminOnly, schema: { querystring: auditExportQuerySchema } },
    async (request, reply) => {
      const file = await auditLog.export(
        currentUser(request),
        request.query,
        requestLocale(request),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  );
};
