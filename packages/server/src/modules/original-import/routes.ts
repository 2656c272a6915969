import { originalImportRequestSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { OriginalImportService } from './service.js';

/** The command's whole export in one request: larger than any form's body. */
const IMPORT_BODY_LIMIT = 200 * 1024 * 1024;

/**
 * POST /admin/import-original (issue 32 part 1): the import-original command's way in while this
 * server holds the embedded database, as the backup command's. The answer carries the report and
 * the new accounts' temporary passwords, which the command writes to the credentials sheet.
 */
export const originalImportRoutes: FastifyPluginAsyncZod<{
  originalImport: OriginalImportService;
}> = async (app, { originalImport }) => {
  app.post(
    '/admin/import-original',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { policy: policy.roles('admin') },
      schema: { body: originalImportRequestSchema },
    },
    async (request, reply) => {
      const result = await originalImport.forAdmin(currentUser(request), request.body);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
};
