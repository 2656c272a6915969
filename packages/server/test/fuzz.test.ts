import {
  QUESTION_SHEET_HEADERS,
  studentDetailsSchema,
  studentRegistrationSchema,
  STUDENT_IMPORT_FIELDS,
  STUDENT_IMPORT_HEADERS,
  TEACHER_HEADERS,
} from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app.js';
import {
  type Case,
  createFuzzFixture,
  type Fixture,
  IDENTITIES,
  type Identity,
  listedCases,
  paramValue,
  specHeaders,
  validBody,
} from './helpers/fuzz-fixture.js';
import {
  BAD_PARAMS,
  BAD_QUERIES,
  BAD_STATIC_PATHS,
  BAD_STRINGS,
  BAD_VALUES,
  badBodies,
  IMPOSSIBLE_DATES,
  isDateField,
  ODD_HEADERS,
  type Random,
  SPEC_HEADERS,
  seededRandom,
} from './helpers/fuzz-inputs.js';
import { badUploads } from './helpers/fuzz-uploads.js';
import { fieldPaths, withValue } from './helpers/zod-fields.js';

/*
 * Issue 12: no input gives a 5xx. Every registered route is sent malformed inputs as each role and
 * signed out: text with NUL, control characters and lone surrogates, huge strings, values of the
 * wrong type in every body field (read from the route's zod schema), bad JSON, wrong content
 * types, odd headers, path parameters, query strings and multipart bodies. The cases the attack
 * found answering 500 are in it verbatim. Deterministic (seeded); the failure lists every request
 * that got a 5xx.
 */

const SEED = 12;
/** Sent to every body field a role may reach, besides random picks: the two that were 500s. */
const ALWAYS: unknown[] = ['a\u0000b', 'x\ud800'];
const MIN_REQUESTS = 5000;

let f: Fixture;
beforeAll(async () => {
  f = await createFuzzFixture();
}, 120_000);
afterAll(async () => {
  await f?.close();
});

/** Body field paths: from the route's schema, or the domain schema a service parses itself. */
function bodyFields(route: RouteEntry): (string | number)[][] {
  if (route.url.endsWith('/registerStudent'))
    return fieldPaths(studentRegistrationSchema('2026-01-01'));
  if (route.url.endsWith('/details') && route.method === 'PUT')
    return fieldPaths(studentDetailsSchema);
  return fieldPaths(route.schema?.body);
}

function hasPath(value: unknown, path: (string | number)[]): boolean {
  let at = value;
  for (const key of path) {
    if (!at || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string | number, unknown>)[key];
  }
  return true;
}

const allowed = (route: RouteEntry, who: Identity) => {
  const policy = route.policy!;
  if (policy.kind === 'public') return true;
  if (who === 'anonymous') return false;
  return policy.kind === 'signedIn' || policy.roles.includes(who);
};

const UPLOAD_ROUTES: Record<string, string[]> = {
  '/api/admin/registerTeacher': [...TEACHER_HEADERS],
  '/api/admin/questions/import': [...QUESTION_SHEET_HEADERS],
  '/api/admin/students/import': STUDENT_IMPORT_FIELDS.map((f) => STUDENT_IMPORT_HEADERS[f]),
};

async function casesFor(route: RouteEntry, who: Identity, random: Random): Promise<Case[]> {
  const cases: Case[] = [];
  const full = allowed(route, who);
  const some = <T>(items: readonly T[], n: number) => (full ? items : random.sample(items, n));
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const urlWith = (bad?: { name: string; value: string }) =>
    route.url.replace(/:(\w+)/g, (_, name: string) =>
      bad?.name === name ? bad.value : paramValue(f, route.url, name),
    );
  const url = urlWith();
  const headers = { ...f.auth[who], ...specHeaders(f, route.url) };
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const base = hasBody ? validBody(f, route, who) : undefined;
  const add = (label: string, extra: Partial<Case>) =>
    cases.push({ label, who, method: route.method, url, headers, ...extra });

  if (route.url === '/*') {
    for (const p of BAD_STATIC_PATHS) add(`path ${p.slice(0, 40)}`, { url: p });
    return cases;
  }
  add('valid-looking', base === undefined ? {} : { json: base });

  for (const field of hasBody ? bodyFields(route) : []) {
    for (const value of full
      ? ALWAYS.concat(random.sample(BAD_VALUES, 2))
      : random.sample(BAD_VALUES, 1)) {
      // A field of a valid body holding a refused text must be a 400: the rule is on it.
      const rule = full && ALWAYS.includes(value) && hasPath(base, field) ? 'rule: ' : '';
      add(`${rule}body ${field.join('.')}=${JSON.stringify(value)?.slice(0, 30)}`, {
        json: withValue(base ?? {}, field, value),
      });
    }
    // Every impossible day to every date field of a valid body: refused at the boundary (400).
    if (full && isDateField(field) && hasPath(base, field)) {
      for (const value of IMPOSSIBLE_DATES) {
        add(`rule: date ${field.join('.')}=${value}`, {
          json: withValue(base ?? {}, field, value),
        });
      }
    }
  }
  if (hasBody && base !== undefined && !full) {
    add('body null', { json: null });
  }
  const bodies = UPLOAD_ROUTES[route.url]
    ? await badUploads(random, UPLOAD_ROUTES[route.url]!)
    : badBodies(random);
  for (const raw of hasBody ? some(bodies, 3) : random.sample(bodies, 1)) {
    add(`raw body: ${raw.label}`, { raw });
  }
  for (const name of SPEC_HEADERS) {
    const value = random.pick(BAD_STRINGS);
    add(`header ${name}=${JSON.stringify(value).slice(0, 30)}`, {
      headers: { ...headers, [name]: value },
      ...(base === undefined ? {} : { json: base }),
    });
  }
  for (const odd of random.sample(ODD_HEADERS, full ? 3 : 1)) {
    add(`headers ${JSON.stringify(odd).slice(0, 50)}`, { headers: { ...headers, ...odd } });
  }
  for (const name of names) {
    for (const value of some(BAD_PARAMS, 3)) {
      add(`param ${name}=${value.slice(0, 30)}`, {
        url: urlWith({ name, value }),
        ...(base === undefined ? {} : { json: base }),
      });
    }
  }
  const queries = route.schema?.querystring ? BAD_QUERIES : random.sample(BAD_QUERIES, 3);
  for (const query of full ? queries : random.sample(queries, 2)) {
    add(`query ${query.slice(0, 40)}`, { url: `${url}?${query}` });
  }
  return cases;
}

/** API errors answer `{ msg, message }` (decisions §9). */
function hasMsg(body: string): boolean {
  try {
    return typeof (JSON.parse(body) as { msg?: unknown }).msg === 'string';
  } catch {
    return false;
  }
}

async function send(c: Case) {
  const headers = { ...f.auth[c.who], ...c.headers };
  if (c.raw) {
    if (c.raw.contentType !== undefined) headers['content-type'] = c.raw.contentType;
    return f.ctx.app.inject({
      method: c.method as 'POST',
      url: c.url,
      headers,
      payload: c.raw.payload,
    });
  }
  return f.ctx.app.inject({
    method: c.method as 'POST',
    url: c.url,
    headers,
    ...(c.json === undefined ? {} : { payload: c.json as object }),
  });
}

describe('fuzz: no input gives a 5xx', () => {
  it(`sends at least ${MIN_REQUESTS} malformed requests to every route as every role`, async () => {
    const random = seededRandom(SEED);
    // What may end a session goes last (a password change, then log out), so the rest keep theirs.
    const last = (r: RouteEntry) =>
      r.url.endsWith('/logout') ? 2 : r.url.endsWith('/changepassword') ? 1 : 0;
    const routes = [...f.ctx.app.routeTable].sort((a, b) => last(a) - last(b));
    const cases: Case[] = listedCases(f);
    for (const route of routes) {
      for (const who of IDENTITIES) cases.push(...(await casesFor(route, who, random)));
    }

    const failures: string[] = [];
    const shapeless: string[] = [];
    const listedWrong: string[] = [];
    const ruleMissed: string[] = [];
    for (const c of cases) {
      const name = `${c.who} ${c.method} ${c.url.slice(0, 120)} [${c.label}]`;
      try {
        const response = await send(c);
        // The listed cases are refused at the boundary: 400 naming the field, or 404.
        if (c.label.startsWith('listed:') && ![400, 404].includes(response.statusCode)) {
          listedWrong.push(`${name} → ${response.statusCode}`);
        }
        if (c.label.startsWith('rule:') && response.statusCode !== 400) {
          ruleMissed.push(`${name} → ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
        if (response.statusCode >= 500) {
          failures.push(`${name} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        } else if (
          response.statusCode >= 400 &&
          c.method !== 'HEAD' &&
          c.url.startsWith('/api/') &&
          !hasMsg(response.body)
        ) {
          shapeless.push(`${name} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      } catch (error) {
        failures.push(`${name} → threw ${(error as Error).message.slice(0, 120)}`);
      }
    }

    expect(failures).toEqual([]);
    expect(shapeless).toEqual([]);
    expect(listedWrong).toEqual([]);
    expect(ruleMissed).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    const ruleCases = cases.filter((c) => c.label.startsWith('rule:')).length;
    console.info(
      `fuzz: ${cases.length} requests to ${routes.length} routes (${ruleCases} rule checks)`,
    );
  }, 600_000);
});
