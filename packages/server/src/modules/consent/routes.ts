import {
  bulkConsentBodySchema,
  bulkConsentResponseSchema,
  consentNoticeSavedSchema,
  consentNoticesResponseSchema,
  newConsentNoticeBodySchema,
  recordConsentBodySchema,
  recordConsentResponseSchema,
  studentRegNoParamsSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { BulkConsentService } from './bulk.js';
import type { ConsentService } from './service.js';

/** Issue 19 parts 1-2: the consent notice (admin edits, principal reads) and the consents. */
export const consentRoutes: FastifyPluginAsyncZod<{
  consent: ConsentService;
  bulk: BulkConsentService;
}> = async (app, { consent, bulk }) => {
  app.get(
    '/admin/consent-notice',
    {
      config: { policy: policy.roles('admin', 'principal') },
      schema: { response: { 200: consentNoticesResponseSchema } },
    },
    async () => consent.currentNotices(),
  );

  app.post(
    '/admin/consent-notice',
    {
      config: { policy: policy.roles('admin') },
      schema: { body: newConsentNoticeBodySchema, response: { 201: consentNoticeSavedSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await consent.saveNotice(currentUser(request), request.body)),
  );

  app.post(
    '/admin/students/:regNo/consent',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        params: studentRegNoParamsSchema,
        body: recordConsentBodySchema,
        response: { 200: recordConsentResponseSchema },
      },
    },
    async (request) => consent.record(currentUser(request), request.params.regNo, request.body),
  );

  app.post(
    '/admin/consents',
    {
      config: { policy: policy.roles('admin') },
      schema: { body: bulkConsentBodySchema, response: { 200: bulkConsentResponseSchema } },
    },
    async (request) => bulk.recordMany(currentUser(request), request.body),
  );
};
