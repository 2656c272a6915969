import {
  groupCodeParamsSchema,
  programmeGroupsResponseSchema,
  updateProgrammeGroupResponseSchema,
  updateProgrammeGroupSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { ProgrammeStructureService } from './service.js';

/** The programme structure (issue 29): every staff role reads it, the admin changes a group. */
export const programmeStructureRoutes: FastifyPluginAsyncZod<{
  programme: ProgrammeStructureService;
}> = async (app, { programme }) => {
  app.get(
    '/admin/groups',
    {
      config: { policy: policy.roles('admin', 'principal', 'teacher', 'specialist') },
      schema: { response: { 200: programmeGroupsResponseSchema } },
    },
    async () => programme.list(),
  );

  app.put(
    '/admin/groups/:code',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        params: groupCodeParamsSchema,
        body: updateProgrammeGroupSchema,
        response: { 200: updateProgrammeGroupResponseSchema },
      },
    },
    async (request) => programme.update(currentUser(request), request.params.code, request.body),
  );
};
