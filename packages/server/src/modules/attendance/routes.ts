import {
  attendanceRegNoParamsSchema,
  classMonthParamsSchema,
  holidayParamsSchema,
  holidayRemovedResponseSchema,
  holidaySavedResponseSchema,
  holidaysResponseSchema,
  holidayYearQuerySchema,
  monthlyRegisterResponseSchema,
  monthQuerySchema,
  registerParamsSchema,
  registerResponseSchema,
  saveHolidaySchema,
  saveRegisterResponseSchema,
  saveRegisterSchema,
  studentAttendanceResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/message-locale.js';
import { currentUser, policy } from '../../lib/policy.js';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-upload.js';
import type { HolidayService } from './holidays.js';
import type { AttendanceMonths } from './months.js';
import type { AttendanceService } from './service.js';

const staff = policy.roles('admin', 'principal', 'teacher');

/** The daily register (issue 31 part 1, decisions §18): a class's register of a day. */
export const registerRoutes: FastifyPluginAsyncZod<{ register: AttendanceService }> = async (
  app,
  { register },
) => {
  // The class teacher's own classes; the principal and the admin read any (service).
  app.get(
    '/teacher/attendance/:classId/:date',
    {
      config: { policy: staff },
      schema: { params: registerParamsSchema, response: { 200: registerResponseSchema } },
    },
    async (request) =>
      register.register(currentUser(request), request.params.classId, request.params.date),
  );

  app.put(
    '/teacher/attendance/:classId/:date',
    {
      config: { policy: policy.roles('teacher') },
      schema: {
        params: registerParamsSchema,
        body: saveRegisterSchema,
        response: { 200: saveRegisterResponseSchema },
      },
    },
    async (request) =>
      register.save(
        currentUser(request),
        request.params.classId,
        request.params.date,
        request.body,
      ),
  );
};

/** A student's attendance and a class's monthly register, on screen and as a sheet. */
export const attendanceMonthRoutes: FastifyPluginAsyncZod<{ months: AttendanceMonths }> = async (
  app,
  { months },
) => {
  // The history's permissions: staff by role and class, a student their own.
  app.get(
    '/attendance/:regNo',
    {
      config: { policy: policy.roles('admin', 'principal', 'teacher', 'student') },
      schema: {
        params: attendanceRegNoParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: studentAttendanceResponseSchema },
      },
    },
    async (request) =>
      months.student(currentUser(request), request.params.regNo, request.query.month),
  );

  app.get(
    '/attendance/classes/:classId',
    {
      config: { policy: staff },
      schema: {
        params: classMonthParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: monthlyRegisterResponseSchema },
      },
    },
    async (request) =>
      months.month(currentUser(request), request.params.classId, request.query.month),
  );

  app.get(
    '/attendance/classes/:classId/export',
    {
      config: { policy: staff },
      schema: { params: classMonthParamsSchema, querystring: monthQuerySchema },
    },
    async (request, reply) => {
      const file = await months.exportMonth(
        currentUser(request),
        request.params.classId,
        request.query.month,
        requestLocale(request),
      );
      return reply
        .headers({
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': `attachment; filename="${file.filename}"`,
          'cache-control': 'no-store',
        })
        .send(file.body);
    },
  );
};

/** The holiday calendar: every staff role reads it, the admin keeps it. */
export const holidayRoutes: FastifyPluginAsyncZod<{ holidays: HolidayService }> = async (
  app,
  { holidays },
) => {
  app.get(
    '/holidays',
    {
      config: { policy: staff },
      schema: { querystring: holidayYearQuerySchema, response: { 200: holidaysResponseSchema } },
    },
    async (request) => holidays.list(request.query.year),
  );

  app.put(
    '/admin/holidays/:date',
    {
      config: { policy: policy.roles('admin') },
      schema: {
        params: holidayParamsSchema,
        body: saveHolidaySchema,
        response: { 200: holidaySavedResponseSchema },
      },
    },
    async (request) => holidays.save(currentUser(request), request.params.date, request.body.name),
  );

  app.delete(
    '/admin/holidays/:date',
    {
      config: { policy: policy.roles('admin') },
      schema: { params: holidayParamsSchema, response: { 200: holidayRemovedResponseSchema } },
    },
    async (request) => holidays.remove(currentUser(request), request.params.date),
  );
};
