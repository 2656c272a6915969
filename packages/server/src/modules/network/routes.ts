import {
  auditPageSchema,
  auditQuerySchema,
  createInstituteRequestSchema,
  createInstituteResponseSchema,
  instituteCodeParamsSchema,
  instituteStateResponseSchema,
  networkInstitutesResponseSchema,
  networkOverviewResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { NetworkService } from './service.js';

/** The network office's routes (issue 28 part 4): the `network` role only, every view audited. */
export const networkRoutes: FastifyPluginAsyncZod<{ network: NetworkService }> = async (
  app,
  { network },
) => {
  const config = { policy: policy.roles('network') };

  app.get(
    '/network/institutes',
    { config, schema: { response: { 200: networkInstitutesResponseSchema } } },
    async (request) => network.list(currentUser(request)),
  );

  app.post(
    '/network/institutes',
    {
      config,
      schema: {
        body: createInstituteRequestSchema,
        response: { 201: createInstituteResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await network.create(currentUser(request), request.body);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  for (const [action, suspend] of [
    ['suspend', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/network/institutes/:code/${action}`,
      {
        config,
        schema: {
          params: instituteCodeParamsSchema,
          response: { 200: instituteStateResponseSchema },
        },
      },
      async (request) =>
        suspend
          ? network.suspend(currentUser(request), request.params.code)
          : network.resume(currentUser(request), request.params.code),
    );
  }

  app.get(
    '/network/overview',
    { config, schema: { response: { 200: networkOverviewResponseSchema } } },
    async (request) => network.overview(currentUser(request)),
  );

  app.get(
    '/network/audit',
    {
      config,
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => network.auditLog(currentUser(request), request.query),
  );

  app.get('/network/overview/export', { config }, async (request, reply) => {
    const csv = await network.exportOverview(currentUser(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="network-overview.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
