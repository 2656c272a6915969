import {
  plannedRequestSchema,
  plannedSavedResponseSchema,
  sessionMonthQuerySchema,
  sessionMonthResponseSchema,
  sessionRegNoParamsSchema,
  sessionRequestSchema,
  sessionSavedResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { ServiceSessionService } from './service.js';

/**
 * Service sessions (issue 31 part 3, decisions §18): logged by a specialist or a teacher for
 * their own students (the service asks the access module), read with the history's permissions.
 */
export const serviceSessionRoutes: FastifyPluginAsyncZod<{
  sessions: ServiceSessionService;
}> = async (app, { sessions }) => {
  app.post(
    '/sessions',
    {
      config: { policy: policy.roles('teacher', 'specialist') },
      schema: { body: sessionRequestSchema, response: { 201: sessionSavedResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await sessions.log(currentUser(request), request.body)),
  );

  app.get(
    '/sessions/:regNo',
    {
      config: {
        policy: policy.roles('admin', 'principal', 'teacher', 'specialist', 'student'),
      },
      schema: {
        params: sessionRegNoParamsSchema,
        querystring: sessionMonthQuerySchema,
        response: { 200: sessionMonthResponseSchema },
      },
    },
    async (request) =>
      sessions.month(currentUser(request), request.params.regNo, request.query.month),
  );

  app.put(
    '/sessions/:regNo/planned',
    {
      config: { policy: policy.roles('admin', 'specialist') },
      schema: {
        params: sessionRegNoParamsSchema,
        body: plannedRequestSchema,
        response: { 200: plannedSavedResponseSchema },
      },
    },
    async (request) => sessions.plan(currentUser(request), request.params.regNo, request.body),
  );
};
