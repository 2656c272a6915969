import {
  credentialsSheetRequestSchema,
  fixPendingStudentResponseSchema,
  importMessageResponseSchema,
  pendingStudentListResponseSchema,
  registerPendingStudentResponseSchema,
  STUDENT_CREDENTIALS_FILENAME,
  STUDENT_IMPORT_TEMPLATE_FILENAME,
  studentImportResponseSchema,
  studentImportRowSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CredentialsSheetService, sendXlsx } from '../../lib/credentials-sheet.js';
import { requestLocale } from '../../lib/message-locale.js';
import { currentUser, policy } from '../../lib/policy.js';
import { readXlsxUpload, XLSX_UPLOAD } from '../../lib/xlsx-upload.js';
import type { StudentImportService } from './service.js';

/** Pending rows are named by their uuid; anything else is no row (404), never a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string().regex(UUID, 'This row is no longer pending.') });
const admin = { policy: policy.roles('admin') };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Bulk student import (issue 14 part 5): the template, the upload, the pending rows (fix,
 * register, delete) and the credentials sheet of the new accounts. Admin only.
 */
export const studentImportRoutes: FastifyPluginAsyncZod<{
  studentImport: StudentImportService;
  credentialsSheets: CredentialsSheetService;
}> = async (app, { studentImport, credentialsSheets }) => {
  const base = '/admin/students/import';

  app.get(`${base}/template`, { config: admin }, async (_request, reply) =>
    sendXlsx(reply, STUDENT_IMPORT_TEMPLATE_FILENAME, await studentImport.template()),
  );

  app.post(
    base,
    {
      config: { ...admin, upload: XLSX_UPLOAD },
      schema: { response: { 200: studentImportResponseSchema } },
    },
    async (request) => {
      const rows = await readXlsxUpload(request, 'studentRows');
      return studentImport.upload(currentUser(request), rows);
    },
  );

  app.get(
    `${base}/pending`,
    { config: admin, schema: { response: { 200: pendingStudentListResponseSchema } } },
    async (request) => studentImport.listPending(currentUser(request)),
  );

  pendingRowRoutes(app, studentImport, base);

  // The credentials just shown, as a sheet to print (the teachers' layout); nothing is stored.
  app.post(
    `${base}/credentials-sheet`,
    { config: admin, schema: { body: credentialsSheetRequestSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        STUDENT_CREDENTIALS_FILENAME,
        await credentialsSheets.sheet(
          currentUser(request),
          request.body,
          requestLocale(request),
          'students',
        ),
      ),
  );
};

/** One pending row: fixed, registered or deleted. */
function pendingRowRoutes(app: ZodApp, studentImport: StudentImportService, base: string) {
  app.put(
    `${base}/pending/:id`,
    {
      config: admin,
      schema: {
        params: idParams,
        body: studentImportRowSchema,
        response: { 200: fixPendingStudentResponseSchema },
      },
    },
    async (request) =>
      studentImport.fixPending(currentUser(request), request.params.id, request.body),
  );

  app.post(
    `${base}/pending/:id/register`,
    {
      config: admin,
      schema: { params: idParams, response: { 200: registerPendingStudentResponseSchema } },
    },
    async (request) => studentImport.registerPending(currentUser(request), request.params.id),
  );

  app.delete(
    `${base}/pending/:id`,
    { config: admin, schema: { params: idParams, response: { 200: importMessageResponseSchema } } },
    async (request) => studentImport.deletePending(currentUser(request), request.params.id),
  );
}
