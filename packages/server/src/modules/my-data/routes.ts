import { myDataSchema } from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, policy } from '../../lib/policy.js';
import type { MyDataService } from './service.js';

/** GET /student/my-data: the student's own data as a JSON file (issue 19 part 3). */
export const myDataRoutes: FastifyPluginAsyncZod<{ myData: MyDataService }> = async (
  app,
  { myData },
) => {
  app.get(
    '/student/my-data',
    {
      config: { policy: policy.roles('student') },
      schema: { response: { 200: myDataSchema } },
    },
    async (request, reply) => {
      const { fileName, data } = await myData.download(currentUser(request));
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return data;
    },
  );
};
