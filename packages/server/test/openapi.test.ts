import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerOpenApi } from '../src/modules/api-docs/openapi.js';
import { createTestApp, signedIn, type TestContext, uniqueId } from './helpers/app.js';
import { registeredStudent } from './helpers/students.js';

/*
 * Issue 13: the published contract. GET /api/openapi.json is an OpenAPI 3.1 document generated
 * from the route schemas; GET /api/docs the same as a plain HTML page. Both public, neither
 * holding stored data.
 */

type Operation = {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
  security?: unknown[];
  'x-policy'?: unknown;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, unknown>> };
  security: Record<string, unknown>[];
};

const DOCS_ROUTES = ['/api/openapi.json', '/api/docs', '/api/docs/style.css'];
/** `/api/admin/teacher/:classId` as OpenAPI writes it: `/api/admin/teacher/{classId}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let ctx: TestContext;
let doc: Document;
let studentName: string;
let regNo: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // Stored data first, so a document that leaked any would show it.
  const admin = await signedIn(ctx, 'admin');
  studentName = `Zephyrine ${uniqueId('Quillfeather')}`;
  const student = await registeredStudent(ctx, admin.headers, { info: { name: studentName } });
  regNo = student.info.regNo as string;
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(async () => {
  await ctx.close();
});

const operation = (method: string, url: string) =>
  doc.paths[openApiPath(url)]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('answers without a session: an OpenAPI 3.1 document, no-store', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('lists every registered API route with its method, and neither the web app nor itself', () => {
    const routes = ctx.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        r.method !== 'OPTIONS' &&
        !DOCS_ROUTES.includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes
      .filter((r) => !operation(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const listed = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed).toHaveLength(routes.length);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    for (const url of DOCS_ROUTES) expect(doc.paths[url]).toBeUndefined();
  });

  it('describes the login body, the spec headers, path parameters and the query string', () => {
    const login = operation('POST', '/api/login')!;
    const body = login.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties as object)).toEqual(
      expect.arrayContaining(['id', 'password']),
    );
    expect(login.security).toEqual([]);
    expect(login['x-policy']).toEqual({ kind: 'public' });

    const students = operation('GET', '/api/teacher/getStudents')!;
    expect(students.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'header', required: true }),
    );
    expect(students['x-policy']).toEqual({ kind: 'roles', roles: ['teacher'] });
    expect(students.security).toBeUndefined();

    const evaluate = operation('GET', '/api/teacher/evaluate')!;
    const headers = evaluate.parameters!.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers).toEqual(expect.arrayContaining(['id', 'section', 'year', 'term', 'type']));

    const details = operation('GET', '/api/admin/viewStudentDetails')!;
    expect(details.parameters).toContainEqual(expect.objectContaining({ name: 'regno' }));

    const reveal = operation('POST', '/api/admin/students/:regNo/aadhaar')!;
    expect(reveal.parameters).toContainEqual(
      expect.objectContaining({ name: 'regNo', in: 'path', required: true }),
    );
    const audit = operation('GET', '/api/admin/audit')!;
    expect(audit.parameters!.some((p) => p.in === 'query')).toBe(true);
  });

  it('shows routes whose body the service checks, uploads as multipart, and every refusal', () => {
    const register = operation('POST', '/api/admin/registerStudent')!;
    expect(register.requestBody!.content['application/json']).toBeDefined();
    expect(register.responses['201']).toBeDefined();
    for (const url of ['/api/admin/registerTeacher', '/api/admin/questions/import']) {
      const upload = operation('POST', url)!.requestBody!.content['multipart/form-data']!;
      expect(upload.schema).toMatchObject({ required: ['file'] });
    }
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) expect(op.responses['4XX']).toBeDefined();
    }
  });

  it('declares the two ways to send the session: bearer token and the jwt cookie', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.cookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'jwt',
    });
    expect(doc.security).toEqual([{ bearer: [] }, { cookie: [] }]);
  });

  it('holds nothing stored: not the registered student, not the accounts', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain(studentName);
    expect(text).not.toContain('Quillfeather');
    expect(text).not.toContain(regNo);
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page without a session: every route, no script, no inline style', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<style|\sstyle=/i);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/style.css">');
    expect(html).toMatch(/<h1>/);
    expect(html).toContain('<th scope="col">Field</th>');
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        expect(html).toContain(
          `<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`,
        );
      }
    }
    expect(html).toContain('Signed in as: teacher.');
    expect(html).not.toContain(studentName);
  });

  it('serves its stylesheet', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/style.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toContain('table');
  });
});

describe('the generator', () => {
  it('follows the configured API base', async () => {
    const other = await createTestApp({ env: { API_BASE: '/pragati-api' } });
    try {
      const json = await other.app.inject({ method: 'GET', url: '/pragati-api/openapi.json' });
      expect(json.statusCode).toBe(200);
      const paths = Object.keys((json.json() as Document).paths);
      expect(paths).toContain('/pragati-api/login');
      expect(paths.filter((p) => !p.startsWith('/pragati-api/'))).toEqual([]);
      const page = await other.app.inject({ method: 'GET', url: '/pragati-api/docs' });
      expect(page.body).toContain('href="/pragati-api/docs/style.css"');
      expect(page.body).toContain('href="/pragati-api/openapi.json"');
    } finally {
      await other.close();
    }
  });

  it('leaves a schema it cannot write as JSON Schema undescribed, the rest intact', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, { apiPrefix: '/api' });
    type Node = { name: string; children: Node[] };
    // Recursive and unnamed: no JSON Schema without a component id.
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(node) }),
    );
    app.post(
      '/api/tree',
      {
        config: { policy: { kind: 'public' } },
        schema: { body: z.object({ name: z.string() }), response: { 200: node } },
      },
      async () => ({ name: 'root', children: [] }),
    );
    await app.ready();
    const tree = (app.swagger() as unknown as Document).paths['/api/tree']!.post!;
    expect(tree.requestBody!.content['application/json']!.schema).toMatchObject({
      properties: { name: { type: 'string' } },
    });
    expect(JSON.stringify(tree.responses['200'])).toContain('Not described');
    await app.close();
  });
});
