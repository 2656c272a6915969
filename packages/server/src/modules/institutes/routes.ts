import { instituteAddressSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../lib/policy.js';

/** GET /institute: whether this address serves several institutes, so the login asks for one. */
export const instituteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/institute',
    {
      config: { policy: policy.public },
      schema: { response: { 200: instituteAddressSchema } },
    },
    async (request) => ({ asksCode: !request.instituteByHost }),
  );
};
