import {
  caseloadRequestSchema,
  caseloadResponseSchema,
  caseloadSavedResponseSchema,
  specialistKindsResponseSchema,
  specialistListResponseSchema,
  specialistParamsSchema,
  specialistStudentResponseSchema,
  studentRegNoParamsSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { SpecialistService } from './service.js';

/**
 * Specialists (issue 31 part 2, decisions §18): the kinds, the admin's caseloads, and the
 * specialist's own caseload and students. Accounts are made by POST /admin/users.
 */
export const specialistRoutes: FastifyPluginAsyncZod<{ specialists: SpecialistService }> = async (
  app,
  { specialists },
) => {
  app.get(
    '/specialist-kinds',
    {
      config: { policy: policy.roles('admin', 'principal', 'teacher', 'specialist') },
      schema: { response: { 200: specialistKindsResponseSchema } },
    },
    async () => specialists.kinds(),
  );

  app.get(
    '/admin/specialists',
    {
      config: { policy: policy.roles('admin', 'principal') },
      schema: { response: { 200: specialistListResponseSchema } },
    },
    async (request) => specialists.list(currentUser(request)),
  );

  app.get(
    '/admin/specialists/:userId/caseload',
    {
      config: { policy: policy.roles('admin', 'principal') },
      schema: { params: specialistParamsSchema, response: { 200: caseloadResponseSchema } },
    },
    async (request) => specialists.caseload(currentUser(request), request.params.userId),
  );

  app.put(
    '/admin/specialists/:userId/caseload',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        params: specialistParamsSchema,
        body: caseloadRequestSchema,
        response: { 200: caseloadSavedResponseSchema },
      },
    },
    async (request) =>
      specialists.saveCaseload(currentUser(request), request.params.userId, request.body),
  );

  app.get(
    '/specialist/caseload',
    {
      config: { policy: policy.roles('specialist') },
      schema: { response: { 200: caseloadResponseSchema } },
    },
    async (request) => specialists.own(currentUser(request)),
  );

  app.get(
    '/specialist/students/:regNo',
    {
      config: { policy: policy.roles('specialist') },
      schema: {
        params: studentRegNoParamsSchema,
        response: { 200: specialistStudentResponseSchema },
      },
    },
    async (request) => specialists.student(currentUser(request), request.params.regNo),
  );
};
