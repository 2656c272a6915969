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
import { currentUser, policy } from '../../lib/policy.js';
import { readXlsxUpload, XLSX_CONTENT_TYPE, XLSX_UPLOAD } from '../../lib/xlsx-upload.js';
import type { QuestionBankService } from './bank-service.js';

const adminOnly = { policy: policy.roles('admin') };

/** The question bank (decisions §6): only admins read or change it. */
export const questionBankRoutes: FastifyPluginAsyncZod<{
  questionBank: QuestionBankService;
}> = async (app, { questionBank }) => {
  app.get(
    '/admin/questions',
    { config: adminOnly, schema: { response: { 200: questionBankSchema } } },
    async () => questionBank.bank(),
  );

  app.get('/admin/questions/export', { config: adminOnly }, async (_request, reply) => {
    const buffer = await questionBank.exportSheet();
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
      questionBank.importSheet(currentUser(request), () => readXlsxUpload(request, 'questionRows')),
  );

  app.get(
    '/admin/questions/versions/:versionId',
    {
      config: adminOnly,
      schema: { params: questionVersionParamsSchema, response: { 200: questionVersionSchema } },
    },
    async (request) => questionBank.version(request.params.versionId),
  );

  app.get(
    '/admin/questions/:section/:category/versions',
    {
      config: adminOnly,
      schema: { params: questionListParamsSchema, response: { 200: questionHistorySchema } },
    },
    async (request) => questionBank.history(request.params.section, request.params.category),
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
      questionBank.saveList(
        currentUser(request),
        request.params.section,
        request.params.category,
        request.body,
      ),
  );
};
