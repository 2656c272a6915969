import { Readable } from 'node:stream';
import { backupRequestSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { currentUser, policy } from '../../lib/policy.js';
import { backupForAdmin } from './service.js';

/** POST /admin/backup: the whole database as one encrypted archive (decisions §12). */
export const backupRoutes: FastifyPluginAsyncZod<{
  database: Database;
  aadhaarKey: Uint8Array;
}> = async (app, { database, aadhaarKey }) => {
  app.post(
    '/admin/backup',
    { config: { policy: policy.roles('admin') }, schema: { body: backupRequestSchema } },
    async (request, reply) => {
      const backup = await backupForAdmin(
        database,
        aadhaarKey,
        currentUser(request),
        request.body,
        request.ip,
      );
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(backup.chunks, { objectMode: false }));
    },
  );
};
