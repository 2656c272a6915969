import {
  importQuestionsResponseSchema,
  QUESTION_EXPORT_FILENAME,
  questionBankSchema,
  questionHistorySchema,
  questionListParamsSchema,
  questionVersionParamsSchema,
  questionVersionSchema,
  saveQuestionListParamsSchema,
  saveQuestionListRequestSchema,
  saveQuestionListResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { currentUser, policy } from '../../lib/policy.js';
import { readXlsxUpload, XLSX_CONTENT_TYPE, XLSX_UPLOAD } from '../../lib/xlsx-upload.js';
import {
  getQuestionBank,
  getQuestionHistory,
  getQuestionVersion,
  saveQuestionList,
} from './service.js';
import { exportQuestionBank, importQuestionBank } from './spreadsheet.js';
import { actorOf } from '../../lib/audit.js';

const adminOnly = { policy: policy.roles('admin') };

/** The question bank (decisions §6): only admins read or change it. */
export const questionBankRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/questions',
    { config: adminOnly, schema: { response: { 200: questionBankSchema } } },
    async () => getQuestionBank(db),
  );

  app.get('/admin/questions/export', { config: adminOnly }, async (_request, reply) => {
    const buffer = await exportQuestionBank(db);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${QUESTION_EXPORT_FILENAME}"`)
      .header('cache-control', 'no-store')
      .send(buffer);
  });

  app.post(
    '/admin/questions/import',
    {
      config: { ...adminOnly, upload: XLSX_UPLOAD },
      schema: { response: { 200: importQuestionsResponseSchema } },
    },
    async (request) =>
      importQuestionBank(db, actorOf(currentUser(request)), () =>
        readXlsxUpload(request, 'questionRows'),
      ),
  );

  app.get(
    '/admin/questions/versions/:versionId',
    {
      config: adminOnly,
      schema: { params: questionVersionParamsSchema, response: { 200: questionVersionSchema } },
    },
    async (request) => getQuestionVersion(db, request.params.versionId),
  );

  app.get(
    '/admin/questions/:section/:category/versions',
    {
      config: adminOnly,
      schema: { params: questionListParamsSchema, response: { 200: questionHistorySchema } },
    },
    async (request) => getQuestionHistory(db, request.params.section, request.params.category),
  );

  app.put(
    '/admin/questions/:section/:category',
    {
      config: adminOnly,
      schema: {
        params: saveQuestionListParamsSchema,
        body: saveQuestionListRequestSchema,
        response: { 200: saveQuestionListResponseSchema },
      },
    },
    async (request) =>
      saveQuestionList(
        db,
        actorOf(currentUser(request)),
        request.params.section,
        request.params.category,
        request.body,
      ),
  );
};
