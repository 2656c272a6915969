import { deleteStudentRequestSchema, deleteStudentResponseSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { currentUser, policy } from '../../lib/policy.js';
import { withdrawStudent } from './withdraw.js';

/** The original client's delete button, which withdraws (decisions §7). */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/admin/deleteStudent',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        body: deleteStudentRequestSchema,
        response: { 200: deleteStudentResponseSchema },
      },
    },
    async (request) => withdrawStudent(db, currentUser(request), request.body, request.ip),
  );
};
