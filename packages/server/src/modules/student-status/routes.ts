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
import type { Db } from '../../db/client.js';
import { currentUser, policy } from '../../lib/policy.js';
import { reopenStudent } from './reopen.js';
import { restoreStudent } from './restore.js';
import { undoTransfer } from './undo-transfer.js';
import { withdrawStudent } from './withdraw.js';

/**
 * The admin's changes of a student's status (decisions §7, issue 14): the original client's
 * delete button, which withdraws; restoring a student who left; undoing the last transfer.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (request) => withdrawStudent(db, currentUser(request), request.body, request.ip),
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
      restoreStudent(db, currentUser(request), request.params.regNo, request.body, request.ip),
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
    async (request) => reopenStudent(db, currentUser(request), request.params.regNo, request.body),
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
      undoTransfer(db, currentUser(request), request.params.regNo, request.body, request.ip),
  );
};
