import { disabilityRemindersSchema, udiseExportQuerySchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-upload.js';
import type { DisabilityReturnsService } from './returns-service.js';

/** Issue 30 parts 4-5: the admin home's reminders and the UDISE+ return of a named year. */
export const disabilityReturnsRoutes: FastifyPluginAsyncZod<{
  returns: DisabilityReturnsService;
}> = async (app, { returns }) => {
  app.get(
    '/admin/disability-reminders',
    {
      config: { policy: policy.roles('admin') },
      schema: { response: { 200: disabilityRemindersSchema } },
    },
    async (request) => returns.reminders(currentUser(request)),
  );

  app.get(
    '/admin/exports/udise',
    {
      config: { policy: policy.roles('admin') },
      schema: { querystring: udiseExportQuerySchema },
    },
    async (request, reply) => {
      const { year, format } = request.query;
      const file = await returns.udiseReturn(currentUser(request), year, format);
      return reply
        .headers({
          'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE,
          'content-disposition': `attachment; filename="${file.filename}"`,
          'cache-control': 'no-store',
        })
        .send(file.body);
    },
  );
};
