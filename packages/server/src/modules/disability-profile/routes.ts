import {
  codeListsResponseSchema,
  disabilityProfileBodySchema,
  disabilityProfileResponseSchema,
  saveDisabilityProfileResponseSchema,
  studentRegNoParamsSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { DisabilityProfileService } from './service.js';

/**
 * Issue 30 parts 1-2: the disability profile. The admin reads and writes it; the principal and
 * the class teacher read it through their own prefix; the student (with the guardian) reads their
 * own. Who may see which student is the access module's answer (the service asks it).
 */
export const disabilityProfileRoutes: FastifyPluginAsyncZod<{
  disability: DisabilityProfileService;
}> = async (app, { disability }) => {
  app.get(
    '/disability-code-lists',
    {
      config: { policy: policy.roles('admin', 'principal', 'teacher', 'student') },
      schema: { response: { 200: codeListsResponseSchema } },
    },
    async () => disability.codeLists(),
  );

  for (const role of ['admin', 'principal', 'teacher', 'specialist'] as const) {
    app.get(
      `/${role}/students/:regNo/disability-profile`,
      {
        config: { policy: policy.roles(role) },
        schema: {
          params: studentRegNoParamsSchema,
          response: { 200: disabilityProfileResponseSchema },
        },
      },
      async (request) => disability.view(currentUser(request), request.params.regNo),
    );
  }

  app.get(
    '/student/disability-profile',
    {
      config: { policy: policy.roles('student') },
      schema: { response: { 200: disabilityProfileResponseSchema } },
    },
    async (request) => disability.view(currentUser(request)),
  );

  app.put(
    '/admin/students/:regNo/disability-profile',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        params: studentRegNoParamsSchema,
        body: disabilityProfileBodySchema,
        response: { 200: saveDisabilityProfileResponseSchema },
      },
    },
    async (request) => disability.save(currentUser(request), request.params.regNo, request.body),
  );
};
