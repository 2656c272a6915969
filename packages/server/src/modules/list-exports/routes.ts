import { studentListQuerySchema, teacherListQuerySchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/message-locale.js';
import { currentUser, policy } from '../../lib/policy.js';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-upload.js';
import type { ExportFile, ListExportService } from './service.js';

const send = (file: ExportFile) => ({
  headers: {
    'content-type': XLSX_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'no-store',
  },
  body: file.body,
});

/**
 * Exports of the student and teacher lists (issue 14 part 2), for the two roles that see the
 * lists; the query is the screen's URL state (domain list views), so the sheet holds what the
 * screen shows.
 */
export const listExportRoutes: FastifyPluginAsyncZod<{ listExports: ListExportService }> = async (
  app,
  { listExports },
) => {
  for (const role of ['admin', 'principal'] as const) {
    app.get(
      `/${role}/students/export`,
      {
        config: { policy: policy.roles(role) },
        schema: { querystring: studentListQuerySchema },
      },
      async (request, reply) => {
        const file = send(
          await listExports.students(currentUser(request), request.query, requestLocale(request)),
        );
        return reply.headers(file.headers).send(file.body);
      },
    );
    app.get(
      `/${role}/teachers/export`,
      {
        config: { policy: policy.roles(role) },
        schema: { querystring: teacherListQuerySchema },
      },
      async (request, reply) => {
        const file = send(
          await listExports.teachers(currentUser(request), request.query, requestLocale(request)),
        );
        return reply.headers(file.headers).send(file.body);
      },
    );
  }
};
