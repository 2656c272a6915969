import {
  evalFormRequestSchema,
  evaluateQuestionsResponseSchema,
  msgRevisionResponseSchema,
  teacherRecordResponseSchema,
  yearEndTransferResponseSchema,
  evaluateHeadersSchema,
  evaluateResponseSchema,
  idHeaderSchema,
  progressRecordSchema,
  teacherStudentsSchema,
  termCommentRequestSchema,
  transferHeadersSchema,
  yearEndTransferRequestSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { EvaluationService } from './service.js';

const teacherOnly = { policy: policy.roles('teacher') };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The teacher's calls of the spec (section 7): students, checklists, comments, transfer. */
export const evaluationRoutes: FastifyPluginAsyncZod<{ evaluation: EvaluationService }> = async (
  app,
  { evaluation },
) => {
  app.get(
    '/teacher/getStudents',
    {
      config: teacherOnly,
      schema: { headers: idHeaderSchema, response: { 200: teacherStudentsSchema } },
    },
    async (request) => evaluation.students(currentUser(request), request.headers.id),
  );

  app.get(
    '/teacher/getTeacher',
    {
      config: teacherOnly,
      schema: {
        headers: idHeaderSchema,
        response: { 200: teacherRecordResponseSchema },
      },
    },
    async (request) => evaluation.teacher(currentUser(request), request.headers.id),
  );

  app.get(
    '/teacher/evaluate/questions',
    {
      config: teacherOnly,
      schema: {
        headers: idHeaderSchema,
        response: { 200: evaluateQuestionsResponseSchema },
      },
    },
    async (request) => {
      const record = await evaluation.record(
        currentUser(request),
        request.headers.id,
        'checklist.questions.read',
      );
      return { data: { section: record.section } };
    },
  );

  app.get(
    '/teacher/getStudentbyId',
    {
      config: teacherOnly,
      schema: { headers: idHeaderSchema, response: { 200: progressRecordSchema } },
    },
    async (request) => evaluation.record(currentUser(request), request.headers.id, 'progress.read'),
  );

  checklistRoutes(app, evaluation);
};

/** The teacher's writes: the checklist, its evaluation, the term's comment, the transfer. */
function checklistRoutes(app: ZodApp, evaluation: EvaluationService) {
  app.post(
    '/teacher/eval/form',
    {
      config: teacherOnly,
      schema: { body: evalFormRequestSchema, response: { 200: msgRevisionResponseSchema } },
    },
    async (request) => evaluation.saveForm(currentUser(request), request.body),
  );

  // GET, as the spec has it, but idempotent (decisions §4): evaluating twice gives the same state.
  app.get(
    '/teacher/evaluate',
    {
      config: teacherOnly,
      schema: { headers: evaluateHeadersSchema, response: { 200: evaluateResponseSchema } },
    },
    async (request) => evaluation.evaluate(currentUser(request), request.headers),
  );

  app.post(
    '/teacher/termTypeComment',
    {
      config: teacherOnly,
      schema: { body: termCommentRequestSchema, response: { 200: msgRevisionResponseSchema } },
    },
    async (request) => evaluation.comment(currentUser(request), request.body),
  );

  app.post(
    '/teacher/yearEndTransfer',
    {
      config: teacherOnly,
      schema: {
        headers: transferHeadersSchema,
        body: yearEndTransferRequestSchema,
        response: { 200: yearEndTransferResponseSchema },
      },
    },
    async (request) => evaluation.transfer(currentUser(request), request.headers, request.body),
  );
}
