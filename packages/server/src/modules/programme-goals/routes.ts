import {
  goalParamsSchema,
  goalPlanResponseSchema,
  saveGoalsRequestSchema,
  saveGoalsResponseSchema,
  studentGoalsResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { GoalsService } from './service.js';

/** The programme plan's routes (decisions §14): the teacher's screen and save, and the read. */
export const goalsRoutes: FastifyPluginAsyncZod<{ goals: GoalsService }> = async (
  app,
  { goals },
) => {
  app.get(
    '/teacher/goals/:regNo',
    {
      config: { policy: policy.roles('teacher') },
      schema: { params: goalParamsSchema, response: { 200: goalPlanResponseSchema } },
    },
    async (request) => goals.plan(currentUser(request), request.params.regNo),
  );

  app.put(
    '/teacher/goals/:regNo',
    {
      config: { policy: policy.roles('teacher') },
      schema: {
        params: goalParamsSchema,
        body: saveGoalsRequestSchema,
        response: { 200: saveGoalsResponseSchema },
      },
    },
    async (request) => goals.save(currentUser(request), request.params.regNo, request.body),
  );

  // The history's permissions: admin and principal any student, a teacher their classes', a
  // student only themself (service).
  app.get(
    '/goals/:regNo',
    {
      config: { policy: policy.roles('admin', 'principal', 'teacher', 'student', 'specialist') },
      schema: { params: goalParamsSchema, response: { 200: studentGoalsResponseSchema } },
    },
    async (request) => goals.goals(currentUser(request), request.params.regNo),
  );
};
