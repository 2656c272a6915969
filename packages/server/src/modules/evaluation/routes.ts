import {
  evalFormRequestSchema,
  evaluateHeadersSchema,
  evaluateResponseSchema,
  idHeaderSchema,
  progressRecordSchema,
  sectionRecordSchema,
  teacherStudentsSchema,
  termCommentRequestSchema,
  transferHeadersSchema,
  yearEndTransferRequestSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { EvaluationService } from './service.js';

const teacherOnly = { policy: policy.roles('teacher') };
const msgRevision = z.object({ msg: z.string(), revision: z.number().int() });

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
        response: {
          200: z.object({
            data: z.object({
              teacherId: z.string(),
              teacherName: z.string(),
              classId: z.array(z.string()),
            }),
          }),
        },
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
        response: { 200: z.object({ data: z.object({ section: z.array(sectionRecordSchema) }) }) },
      },
    },
    async (request) => {
      const record = await evaluation.record(currentUser(request), request.headers.id, true);
      return { data: { section: record.section } };
    },
  );

  app.get(
    '/teacher/getStudentbyId',
    {
      config: teacherOnly,
      schema: { headers: idHeaderSchema, response: { 200: progressRecordSchema } },
    },
    async (request) => evaluation.record(currentUser(request), request.headers.id, true),
  );

  app.post(
    '/teacher/eval/form',
    {
      config: teacherOnly,
      schema: { body: evalFormRequestSchema, response: { 200: msgRevision } },
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
      schema: { body: termCommentRequestSchema, response: { 200: msgRevision } },
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
        response: {
          200: z.object({
            msg: z.string(),
            outcome: z.enum(['pass', 'repeat', 'promoted', 'completed']),
            currSection: z.string().nullable(),
            currYear: z.string().nullable(),
            figures: z.object({
              personalPercent: z.number(),
              socialPercent: z.number(),
              academicPercent: z.number(),
              occupationalPercent: z.number(),
              mode: z.string().nullable(),
              yearPercent: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => evaluation.transfer(currentUser(request), request.headers, request.body),
  );
};
