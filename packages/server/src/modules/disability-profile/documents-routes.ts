import {
  documentDeleteResponseSchema,
  documentListResponseSchema,
  documentUploadResponseSchema,
  ownDocumentParamsSchema,
  studentDocumentParamsSchema,
  studentRegNoParamsSchema,
} from '@pragati/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDocumentUpload } from '../../lib/document-upload.js';
import { attachmentHeader } from '../../lib/file-content.js';
import { currentUser, policy } from '../../lib/policy.js';
import type { DocumentService } from './documents-service.js';

type File = Awaited<ReturnType<DocumentService['download']>>;

const sendFile = (reply: FastifyReply, file: File) =>
  reply
    .headers({
      'content-type': file.mediaType,
      'content-disposition': attachmentHeader(file.filename),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(file.bytes);

/**
 * Issue 30 part 3: documents on the student's record. The admin uploads and deletes; the admin,
 * the principal and the class teacher list and download through their own prefix; the student
 * (with the guardian) lists and downloads their own that are shared with guardians.
 */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentService }> = async (
  app,
  { documents },
) => {
  app.post(
    '/admin/students/:regNo/documents',
    {
      config: {
        policy: policy.roles('admin'),
        upload: { field: 'file', mediaType: 'application/pdf, image/jpeg, image/png' },
      },
      schema: {
        params: studentRegNoParamsSchema,
        response: { 200: documentUploadResponseSchema },
      },
    },
    async (request) =>
      documents.upload(
        currentUser(request),
        request.params.regNo,
        await readDocumentUpload(request),
      ),
  );

  for (const role of ['admin', 'principal', 'teacher'] as const) {
    app.get(
      `/${role}/students/:regNo/documents`,
      {
        config: { policy: policy.roles(role) },
        schema: { params: studentRegNoParamsSchema, response: { 200: documentListResponseSchema } },
      },
      async (request) => documents.list(currentUser(request), request.params.regNo),
    );
    app.get(
      `/${role}/students/:regNo/documents/:id`,
      { config: { policy: policy.roles(role) }, schema: { params: studentDocumentParamsSchema } },
      async (request, reply) =>
        sendFile(
          reply,
          await documents.download(currentUser(request), request.params.id, request.params.regNo),
        ),
    );
  }

  app.get(
    '/student/documents',
    {
      config: { policy: policy.roles('student') },
      schema: { response: { 200: documentListResponseSchema } },
    },
    async (request) => documents.list(currentUser(request)),
  );
  app.get(
    '/student/documents/:id',
    { config: { policy: policy.roles('student') }, schema: { params: ownDocumentParamsSchema } },
    async (request, reply) =>
      sendFile(reply, await documents.download(currentUser(request), request.params.id)),
  );

  app.delete(
    '/admin/students/:regNo/documents/:id',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        params: studentDocumentParamsSchema,
        response: { 200: documentDeleteResponseSchema },
      },
    },
    async (request) =>
      documents.remove(currentUser(request), request.params.regNo, request.params.id),
  );
};
