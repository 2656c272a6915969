import {
  deleteStudentRequestSchema,
  deleteStudentResponseSchema,
  restoreStudentRequestSchema,
  reopenStudentRequestSchema,
  reopenStudentResponseSchema,
  restoreStudentResponseSchema,
  studentRegNoParamsSchema,
  undoTransferRequestSchema,
  undoTransferResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { StudentStatusService } from './service.js';

/**
 * The admin's changes of a student's status (decisions §7, issue 14): the original client's
 * delete button, which withdraws; restoring a student who left; undoing the last transfer.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<{
  studentStatus: StudentStatusService;
}> = async (app, { studentStatus }) => {
  const admin = { policy: policy.roles('admin') };
  app.post(
    '/admin/deleteStudent',
    {
      config: admin,
      schema: {
        body: deleteStudentRequestSchema,
        response: { 200: deleteStudentResponseSchema },
      },
    },
    async (request) => studentStatus.withdraw(currentUser(request), request.body, request.ip),
  );

  app.post(
    '/admin/students/:regNo/restore',
    {
      config: admin,
      schema: {
        params: studentRegNoParamsSchema,
        body: restoreStudentRequestSchema,
        response: { 200: restoreStudentResponseSchema },
      },
    },
    async (request) =>
      studentStatus.restore(currentUser(request), request.params.regNo, request.body, request.ip),
  );

  // Issue 29 part 6: a completed student goes on in the next group once it is enabled.
  app.post(
    '/admin/students/:regNo/reopen',
    {
      config: admin,
      schema: {
        params: studentRegNoParamsSchema,
        body: reopenStudentRequestSchema,
        response: { 200: reopenStudentResponseSchema },
      },
    },
    async (request) =>
      studentStatus.reopen(currentUser(request), request.params.regNo, request.body),
  );

  app.post(
    '/admin/students/:regNo/undo-transfer',
    {
      config: admin,
      schema: {
        params: studentRegNoParamsSchema,
        body: undoTransferRequestSchema,
        response: { 200: undoTransferResponseSchema },
      },
    },
    async (request) =>
      studentStatus.undoTransfer(
        currentUser(request),
        request.params.regNo,
        request.body,
        request.ip,
      ),
  );
};
