import {
  checkUserForResetRequestSchema,
  checkUserForResetResponseSchema,
  resetPasswordConfirmRequestSchema,
  resetPasswordConfirmResponseSchema,
  staffAccountRequestSchema,
  staffAccountResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { StaffAccountService } from './service.js';

/** The admin's Reset Password modal (spec's calls) and staff accounts (decisions §2). */
export const accountRoutes: FastifyPluginAsyncZod<{ staffAccounts: StaffAccountService }> = async (
  app,
  { staffAccounts },
) => {
  const admin = { policy: policy.roles('admin') };
  const resetCall = { policy: policy.resetCalls('admin') };

  app.post(
    '/api/checkUserForReset',
    {
      config: resetCall,
      schema: {
        body: checkUserForResetRequestSchema,
        response: { 200: checkUserForResetResponseSchema },
      },
    },
    async (request) => staffAccounts.checkUserForReset(currentUser(request), request.body.userId),
  );

  app.post(
    '/api/resetPasswordConfirm',
    {
      config: resetCall,
      schema: {
        body: resetPasswordConfirmRequestSchema,
        response: { 200: resetPasswordConfirmResponseSchema },
      },
    },
    async (request) =>
      staffAccounts.resetPasswordConfirm(currentUser(request), request.body, request.ip),
  );

  app.post(
    '/admin/users',
    {
      config: admin,
      schema: { body: staffAccountRequestSchema, response: { 201: staffAccountResponseSchema } },
    },
    async (request, reply) => {
      const created = await staffAccounts.create(currentUser(request), request.body);
      return reply.status(201).send(created);
    },
  );
};
