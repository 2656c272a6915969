import {
  CREDENTIALS_SHEET_FILENAME,
  classTeacherResponseSchema,
  credentialsSheetRequestSchema,
  deletePendingTeacherRequestSchema,
  editPendingTeacherRequestSchema,
  editPendingTeacherResponseSchema,
  pendingTeacherListResponseSchema,
  registerTeachersResponseSchema,
  singleLineText,
  TEACHER_TEMPLATE_FILENAME,
  teacherListResponseSchema,
  teacherMessageResponseSchema,
  teacherSchema,
  teacherUpdateRequestSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CredentialsSheetService, sendXlsx } from '../../lib/credentials-sheet.js';
import { requestLocale } from '../../lib/message-locale.js';
import { currentUser, policy } from '../../lib/policy.js';
import { readXlsxUpload, XLSX_UPLOAD } from '../../lib/xlsx-upload.js';
import type { TeacherAccountService } from './teachers-service.js';

const idParams = z.object({ id: z.string().max(100).check(singleLineText('id')) });
const classParams = z.object({ classId: z.string().max(100).check(singleLineText('classId')) });
const admin = { policy: policy.roles('admin') };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Teachers (spec: Admin home Teachers panel, Teacher list, Pending teacher upload errors) and the
 * per-class lookup. The spec's calls keep their paths; delete and the credentials sheet are ours.
 */
export const teacherRoutes: FastifyPluginAsyncZod<{
  teachers: TeacherAccountService;
  credentialsSheets: CredentialsSheetService;
}> = async (app, { teachers, credentialsSheets }) => {
  app.get('/admin/download', { config: admin }, async (_request, reply) =>
    sendXlsx(reply, TEACHER_TEMPLATE_FILENAME, await teachers.template()),
  );

  app.post(
    '/admin/registerTeacher',
    {
      config: { ...admin, upload: XLSX_UPLOAD },
      schema: { response: { 200: registerTeachersResponseSchema } },
    },
    async (request) => {
      const rows = await readXlsxUpload(request, 'teacherRows');
      return teachers.upload(currentUser(request), rows);
    },
  );

  for (const role of ['admin', 'principal'] as const) {
    const config = { policy: policy.roles(role) };
    app.get(
      `/${role}/viewTeacher`,
      { config, schema: { response: { 200: teacherListResponseSchema } } },
      async () => teachers.list(),
    );
    app.get(
      `/${role}/teacher/:classId`,
      { config, schema: { params: classParams, response: { 200: classTeacherResponseSchema } } },
      async (request) => teachers.classTeacher(request.params.classId),
    );
  }

  editRoutes(app, teachers);

  // Not in the spec's table: turns the credentials just shown into a sheet to print.
  app.post(
    '/admin/credentials-sheet',
    { config: admin, schema: { body: credentialsSheetRequestSchema } },
    async (request, reply) =>
      sendXlsx(
        reply,
        CREDENTIALS_SHEET_FILENAME,
        await credentialsSheets.sheet(currentUser(request), request.body, requestLocale(request)),
      ),
  );
};

/** The admin's edits: a teacher's record, its deletion, and the upload's pending rows. */
function editRoutes(app: ZodApp, teachers: TeacherAccountService) {
  app.put(
    '/admin/updateTeacher/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: teacherUpdateRequestSchema,
        response: { 200: teacherSchema },
      },
    },
    async (request) => teachers.update(currentUser(request), request.params.id, request.body),
  );

  // Not in the spec's table: the spec's client deleted through its update call.
  app.delete(
    '/admin/teachers/:id',
    {
      config: admin,
      schema: { params: idParams, response: { 200: teacherMessageResponseSchema } },
    },
    async (request) => teachers.remove(currentUser(request), request.params.id),
  );

  app.get(
    '/admin/pendingTeacher',
    { config: admin, schema: { response: { 200: pendingTeacherListResponseSchema } } },
    async () => teachers.pending(),
  );

  app.post(
    '/admin/deletePendingTeacher/',
    {
      config: admin,
      schema: {
        body: deletePendingTeacherRequestSchema,
        response: { 200: teacherMessageResponseSchema },
      },
    },
    async (request) => teachers.removePending(currentUser(request), request.body._id),
  );

  app.post(
    '/admin/editPendingTeacher/',
    {
      config: admin,
      schema: {
        body: editPendingTeacherRequestSchema,
        response: { 200: editPendingTeacherResponseSchema },
      },
    },
    async (request) => teachers.editPending(currentUser(request), request.body),
  );
}
