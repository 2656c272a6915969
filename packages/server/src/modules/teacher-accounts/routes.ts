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
import type { Db } from '../../db/client.js';
import { actorOf } from '../../lib/audit.js';
import { sendCredentialsSheet, sendXlsx } from '../../lib/credentials-sheet.js';
import { currentUser, policy } from '../../lib/policy.js';
import { runSheetJob } from '../../lib/sheet-pool.js';
import { readXlsxUpload, XLSX_UPLOAD } from '../../lib/xlsx-upload.js';
import {
  classTeacher,
  deleteTeacher,
  editPendingTeacher,
  removePendingTeacher,
  updateTeacher,
  viewPendingTeachers,
  viewTeachers,
} from './service.js';
import { registerTeacherUpload } from './upload-service.js';
import { enabledClasses } from '../programme-structure/repository.js';

const idParams = z.object({ id: z.string().max(100).check(singleLineText('id')) });
const classParams = z.object({ classId: z.string().max(100).check(singleLineText('classId')) });

/**
 * Teachers (spec: Admin home Teachers panel, Teacher list, Pending teacher upload errors) and the
 * per-class lookup. The spec's calls keep their paths; delete and the credentials sheet are ours.
 */
export const teacherRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = { policy: policy.roles('admin') };
  const adminOrPrincipal = (role: 'admin' | 'principal') => ({ policy: policy.roles(role) });

  app.get('/admin/download', { config: admin }, async (_request, reply) =>
    sendXlsx(
      reply,
      TEACHER_TEMPLATE_FILENAME,
      await runSheetJob('teacherTemplate', await enabledClasses(db)),
    ),
  );

  app.post(
    '/admin/registerTeacher',
    {
      config: { ...admin, upload: XLSX_UPLOAD },
      schema: { response: { 200: registerTeachersResponseSchema } },
    },
    async (request) => {
      const rows = await readXlsxUpload(request, 'teacherRows');
      return registerTeacherUpload(db, actorOf(currentUser(request)), rows);
    },
  );

  for (const role of ['admin', 'principal'] as const) {
    app.get(
      `/${role}/viewTeacher`,
      {
        config: adminOrPrincipal(role),
        schema: { response: { 200: teacherListResponseSchema } },
      },
      async () => viewTeachers(db),
    );
    app.get(
      `/${role}/teacher/:classId`,
      {
        config: adminOrPrincipal(role),
        schema: { params: classParams, response: { 200: classTeacherResponseSchema } },
      },
      async (request) => classTeacher(db, request.params.classId),
    );
  }

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
    async (request) =>
      updateTeacher(db, actorOf(currentUser(request)), request.params.id, request.body),
  );

  // Not in the spec's table: the spec's client deleted through its update call.
  app.delete(
    '/admin/teachers/:id',
    {
      config: admin,
      schema: { params: idParams, response: { 200: teacherMessageResponseSchema } },
    },
    async (request) => deleteTeacher(db, actorOf(currentUser(request)), request.params.id),
  );

  app.get(
    '/admin/pendingTeacher',
    { config: admin, schema: { response: { 200: pendingTeacherListResponseSchema } } },
    async () => viewPendingTeachers(db),
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
    async (request) => removePendingTeacher(db, actorOf(currentUser(request)), request.body._id),
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
    async (request) => editPendingTeacher(db, actorOf(currentUser(request)), request.body),
  );

  // Not in the spec's table: turns the credentials just shown into a sheet to print.
  app.post(
    '/admin/credentials-sheet',
    { config: admin, schema: { body: credentialsSheetRequestSchema } },
    (request, reply) =>
      sendCredentialsSheet(db, request, reply, {
        ...request.body,
        filename: CREDENTIALS_SHEET_FILENAME,
      }),
  );
};
