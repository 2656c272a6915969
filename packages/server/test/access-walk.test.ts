import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { sameLoginId } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app.js';
import {
  createFuzzFixture,
  type Fixture,
  paramValue,
  specHeaders,
  validBody,
} from './helpers/fuzz-fixture.js';

/*
 * Issue 27 part 2: "may this account see this student" has one implementation, the access
 * module (src/modules/access). This walk changes nothing in the app: it calls every route a
 * teacher, a specialist or a student may call, naming the fixture's student wherever a route takes one, and
 * fails for a route that answered without asking the access module about that student. A new
 * route either asks it or is listed below with the reason it concerns no one student.
 */

/** Routes about the signed-in account itself, or about no one student's record. */
const NOT_ONE_STUDENT: Record<string, string> = {
  'GET /api/session': 'the session',
  'POST /api/logout': 'the session',
  'POST /api/api/changepassword': 'own password',
  'GET /api/me/preferences': 'own preference',
  'PUT /api/me/preferences': 'own preference',
  'GET /api/teacher/getTeacher': "the teacher's own record",
  'GET /api/disability-code-lists': 'national reference data (UDISE+ code lists)',
  'GET /api/admin/groups': 'the programme structure',
  'GET /api/holidays': "the institute's holiday calendar",
  'GET /api/specialist-kinds': 'the kinds of specialist (names of professions)',
  'GET /api/teacher/getStudents': "the teacher's classes (the rule as a list, teaches_student)",
};

/** Bodies the schemas accept for routes the fuzz fixture has none for, so the service is reached. */
const BODIES: Record<string, object> = {
  'PUT /api/teacher/goals/:regNo': {
    section: 'preprimary',
    year: '1',
    term: 'Entry',
    revision: 1,
    goals: [],
  },
  'POST /api/student/corrections': {
    field: 'mobileNo',
    proposedValue: '9123456780',
    reason: 'New number',
  },
};

function mayCall(route: RouteEntry, who: 'teacher' | 'student' | 'specialist'): boolean {
  const p = route.policy;
  if (!p || p.kind === 'public') return false;
  return p.kind === 'signedIn' || p.roles.includes(who);
}

let f: Fixture;
let correctionId: string;
beforeAll(async () => {
  f = await createFuzzFixture();
  const asked = await f.ctx.app.inject({
    method: 'POST',
    url: '/api/student/corrections',
    headers: f.auth.student,
    payload: BODIES['POST /api/student/corrections'],
  });
  correctionId = String(asked.json().request.id);
});
afterAll(async () => {
  await f.close();
});

describe('the one access rule', () => {
  it('is asked by every route a teacher, a specialist or a student calls about one student', async () => {
    const asked: string[] = [];
    const listen = (message: unknown) => asked.push((message as { regNo: string }).regNo);
    subscribe('pragati.access', listen);
    const missed: string[] = [];
    const walked = { teacher: 0, student: 0, specialist: 0 };
    try {
      for (const who of ['teacher', 'student', 'specialist'] as const) {
        for (const route of f.ctx.app.routeTable) {
          const key = `${route.method} ${route.url}`;
          if (route.method === 'HEAD' || !mayCall(route, who) || key in NOT_ONE_STUDENT) continue;
          asked.length = 0;
          const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
            route.url.startsWith('/api/student/corrections/')
              ? correctionId
              : paramValue(f, route.url, name),
          );
          const body = BODIES[key] ?? validBody(f, route, who);
          const response = await f.ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...f.auth[who], ...specHeaders(f, route.url) },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          if (!asked.some((regNo) => sameLoginId(regNo, f.regNo))) {
            missed.push(`${who} ${key} → ${response.statusCode}`);
          } else walked[who]++;
        }
      }
    } finally {
      unsubscribe('pragati.access', listen);
    }
    expect(missed).toEqual([]);
    // Not vacuous: each role's walk reached routes about the student.
    for (const who of ['teacher', 'student', 'specialist'] as const) {
      expect(walked[who], who).toBeGreaterThan(0);
    }
  });

  it('exempts no route that names a student, and no route that is gone', () => {
    const routes = new Map(f.ctx.app.routeTable.map((r) => [`${r.method} ${r.url}`, r]));
    const stale = Object.keys(NOT_ONE_STUDENT).filter((key) => !routes.has(key));
    const naming = Object.keys(NOT_ONE_STUDENT).filter((key) => {
      const headers = (routes.get(key)?.schema?.headers ?? null) as {
        shape?: Record<string, unknown>;
      } | null;
      return /:(regNo|studentId)\b/.test(key) || 'regno' in (headers?.shape ?? {});
    });
    expect({ stale, naming }).toEqual({ stale: [], naming: [] });
  });
});
