import {
  erasureDueSchema,
  eraseStudentRequestSchema,
  eraseStudentResponseSchema,
  studentRegNoParamsSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { ErasureService } from './service.js';

/** The admin's erasure of a former student's personal data, and the list of those due. */
export const erasureRoutes: FastifyPluginAsyncZod<{ erasure: ErasureService }> = async (
  app,
  { erasure },
) => {
  const admin = { policy: policy.roles('admin') };
  app.post(
    '/admin/students/:regNo/erase',
    {
      config: admin,
      schema: {
        params: studentRegNoParamsSchema,
        body: eraseStudentRequestSchema,
        response: { 200: eraseStudentResponseSchema },
      },
    },
    async (request) =>
      erasure.erase(currentUser(request), request.params.regNo, request.body, request.ip),
  );

  app.get(
    '/admin/erasure-due',
    { config: admin, schema: { response: { 200: erasureDueSchema } } },
    async (request) => erasure.due(currentUser(request)),
  );
};
