import {
  deleteProbeResponseSchema,
  goalProbeParamsSchema,
  goalProbesParamsSchema,
  goalProbesResponseSchema,
  saveProbeResponseSchema,
  saveProbeSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { ProbeService } from './probe-service.js';

// Writers: the roles the access module's write check may admit (it decides which student).
const writers = policy.roles('teacher', 'specialist');

/** Goal probes (issue 31 part 4): record, correct and delete by the teacher; read by the history's permissions. */
export const probeRoutes: FastifyPluginAsyncZod<{ probes: ProbeService }> = async (
  app,
  { probes },
) => {
  app.post(
    '/goals/:goalId/probes',
    {
      config: { policy: writers },
      schema: {
        params: goalProbesParamsSchema,
        body: saveProbeSchema,
        response: { 201: saveProbeResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await probes.record(currentUser(request), request.params.goalId, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/goals/:goalId/probes',
    {
      config: { policy: policy.roles('admin', 'principal', 'teacher', 'specialist', 'student') },
      schema: { params: goalProbesParamsSchema, response: { 200: goalProbesResponseSchema } },
    },
    async (request) => probes.list(currentUser(request), request.params.goalId),
  );

  app.put(
    '/goals/:goalId/probes/:probeId',
    {
      config: { policy: writers },
      schema: {
        params: goalProbeParamsSchema,
        body: saveProbeSchema,
        response: { 200: saveProbeResponseSchema },
      },
    },
    async (request) =>
      probes.correct(
        currentUser(request),
        request.params.goalId,
        request.params.probeId,
        request.body,
      ),
  );

  app.delete(
    '/goals/:goalId/probes/:probeId',
    {
      config: { policy: writers },
      schema: { params: goalProbeParamsSchema, response: { 200: deleteProbeResponseSchema } },
    },
    async (request) =>
      probes.remove(currentUser(request), request.params.goalId, request.params.probeId),
  );
};
