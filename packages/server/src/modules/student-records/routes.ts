import {
  aadhaarRevealResponseSchema,
  registerStudentResponseSchema,
  regNoExistsParamsSchema,
  regNoExistsResponseSchema,
  type Role,
  singleLineText,
  studentDetailsRecordSchema,
  studentListCallQuerySchema,
  studentProfileSchema,
  studentRegNoParamsSchema,
  updateStudentDetailsResponseSchema,
} from '@pragati/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickEncoding, sendEncodedJson } from '../../lib/body-cache.js';
import { currentUser, policy } from '../../lib/policy.js';
import type { StudentService } from './service.js';

/** Health data and identity numbers: never kept by a browser or proxy cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

// The registration and edit bodies are checked inside the service against the institute's date
// of the request (decisions §7), which a schema compiled once at start-up could not know.
const anyBody = z.unknown();
const regNoHeader = z
  .object({ regno: z.string().max(200).check(singleLineText('regNo')).optional() })
  .loose();

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const studentRoutes: FastifyPluginAsyncZod<{ students: StudentService }> = async (
  app,
  { students },
) => {
  app.post(
    '/admin/registerStudent',
    {
      config: { policy: policy.roles('admin') },
      schema: { body: anyBody, response: { 201: registerStudentResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await students.register(request.body, {
        userId: user.userId,
        role: user.role,
      });
      noStore(reply);
      return reply.status(201).send(result);
    },
  );

  for (const role of ['admin', 'principal'] as const) {
    app.get(
      `/${role}/viewstudents`,
      {
        config: { policy: policy.roles(role) },
        schema: { querystring: studentListCallQuerySchema },
      },
      async (request, reply) => {
        const body = await students.list(
          currentUser(request),
          request.query.status,
          pickEncoding(request.headers['accept-encoding']),
        );
        return sendEncodedJson(reply, body);
      },
    );
  }

  const detailRoutes: [string, Role][] = [
    ['/student/viewStudentDetails', 'student'],
    ['/admin/viewStudentDetails', 'admin'],
    ['/principal/viewStudentDetails', 'principal'],
    ['/teacher/viewStudentDetails', 'teacher'],
  ];
  for (const [url, role] of detailRoutes) {
    app.get(
      url,
      {
        config: { policy: policy.roles(role) },
        schema: { headers: regNoHeader, response: { 200: studentDetailsRecordSchema } },
      },
      async (request, reply) => {
        const record = await students.viewDetails(currentUser(request), request.headers.regno);
        noStore(reply);
        return record;
      },
    );
  }

  app.get(
    '/student/profile',
    {
      config: { policy: policy.roles('student') },
      schema: { response: { 200: studentProfileSchema } },
    },
    async (request, reply) => {
      const profile = await students.profile(currentUser(request));
      noStore(reply);
      return profile;
    },
  );

  recordRoutes(app, students);
};

/** The admin's calls on one student's record: the duplicate check, the Aadhaar, the edit. */
function recordRoutes(app: ZodApp, students: StudentService) {
  // Issue 14 part 7: the wizard's duplicate check when step 1 is left. Says only whether the
  // number is taken, nothing of the record, so it is not a read of one (read-audit.test.ts).
  app.get(
    '/admin/students/:regNo/exists',
    {
      config: { policy: policy.roles('admin') },
      schema: { params: regNoExistsParamsSchema, response: { 200: regNoExistsResponseSchema } },
    },
    async (request, reply) => {
      const answer = await students.regNoStatus(request.params.regNo);
      noStore(reply);
      return answer;
    },
  );

  app.post(
    '/admin/students/:regNo/aadhaar',
    {
      config: { policy: policy.roles('admin') },
      schema: { params: studentRegNoParamsSchema, response: { 200: aadhaarRevealResponseSchema } },
    },
    async (request, reply) => {
      const result = await students.revealAadhaar(currentUser(request), request.params.regNo);
      noStore(reply);
      return result;
    },
  );

  app.put(
    '/admin/students/:regNo/details',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        params: studentRegNoParamsSchema,
        body: anyBody,
        response: { 200: updateStudentDetailsResponseSchema },
      },
    },
    async (request) =>
      students.updateDetails(currentUser(request), request.params.regNo, request.body),
  );
}
