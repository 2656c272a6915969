import { Readable } from 'node:stream';
import { backupRequestSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { BackupService } from './service.js';

/** POST /admin/backup: the whole database as one encrypted archive (decisions §12). */
export const backupRoutes: FastifyPluginAsyncZod<{ backups: BackupService }> = async (
  app,
  { backups },
) => {
  app.post(
    '/admin/backup',
    { config: { policy: policy.roles('admin') }, schema: { body: backupRequestSchema } },
    async (request, reply) => {
      const backup = await backups.backup(currentUser(request), request.body, request.ip);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(backup.chunks, { objectMode: false }));
    },
  );
};
