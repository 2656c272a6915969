import {
  openCorrectionsCountSchema,
  adminCorrectionsResponseSchema,
  correctionDeclineBodySchema,
  correctionIdParamsSchema,
  correctionListQuerySchema,
  correctionRequestBodySchema,
  correctionSavedSchema,
  correctionSchema,
  studentCorrectionsResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { CorrectionService } from './service.js';

/** Issue 19 part 4: the guardian's correction requests (student) and the admin's decisions. */
export const correctionRoutes: FastifyPluginAsyncZod<{ corrections: CorrectionService }> = async (
  app,
  { corrections },
) => {
  app.post(
    '/student/corrections',
    {
      config: { policy: policy.roles('student') },
      schema: { body: correctionRequestBodySchema, response: { 201: correctionSavedSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await corrections.request(currentUser(request), request.body)),
  );

  app.get(
    '/student/corrections',
    {
      config: { policy: policy.roles('student') },
      schema: { response: { 200: studentCorrectionsResponseSchema } },
    },
    async (request) => corrections.listOwn(currentUser(request)),
  );

  app.get(
    '/student/corrections/:id',
    {
      config: { policy: policy.roles('student') },
      schema: { params: correctionIdParamsSchema, response: { 200: correctionSchema } },
    },
    async (request) => corrections.getOwn(currentUser(request), request.params.id),
  );

  // Not a child's record: a number, so the admin home neither loads nor audits the requests.
  app.get(
    '/admin/corrections/count',
    {
      config: { policy: policy.roles('admin') },
      schema: { response: { 200: openCorrectionsCountSchema } },
    },
    async () => corrections.openCount(),
  );

  app.get(
    '/admin/corrections',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        querystring: correctionListQuerySchema,
        response: { 200: adminCorrectionsResponseSchema },
      },
    },
    async (request) => corrections.list(currentUser(request), request.query.status),
  );

  app.post(
    '/admin/corrections/:id/accept',
    {
      config: { policy: policy.roles('admin') },
      schema: { params: correctionIdParamsSchema, response: { 200: correctionSavedSchema } },
    },
    async (request) => corrections.accept(currentUser(request), request.params.id),
  );

  app.post(
    '/admin/corrections/:id/decline',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        params: correctionIdParamsSchema,
        body: correctionDeclineBodySchema,
        response: { 200: correctionSavedSchema },
      },
    },
    async (request) => corrections.decline(currentUser(request), request.params.id, request.body),
  );
};
