/**
 * The published contract (issue 13): an OpenAPI 3.1 document built by @fastify/swagger from the
 * routes' own zod schemas (fastify-type-provider-zod's transform turns them into JSON Schema).
 * It is generated from schemas and route options only, so it can hold no stored data. Nothing
 * here knows a particular route's shape: whatever schemas a route declares are what it shows.
 */
import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../lib/session-cookie.js';
import { SERVER_VERSION } from '../../lib/version.js';
import type { Policy } from '../../lib/policy.js';

export const OPENAPI_VERSION = '3.1.0';

/** Paths of the contract itself, relative to the API base; not listed in it. */
export const DOCS_PATHS = ['/openapi.json', '/docs', '/docs/style.css'] as const;

/** The groups of the reference, by the first segment of a path under the API base. */
export const ROLE_GROUPS = ['admin', 'principal', 'teacher', 'student'] as const;
export const GENERAL_GROUP = 'general';

type SwaggerTransformArgs = Parameters<ReturnType<typeof createJsonSchemaTransform>>[0];
type JsonObject = Record<string, unknown>;
type OpenApiObject = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;
type ResponseObject = NonNullable<NonNullable<OpenApiObject['components']>['responses']>[string];

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** Every way a call may be refused (decisions §9), one shape for all. */
const REFUSED_RESPONSE = {
  description:
    'Refused: 400 invalid input, 401 no session, 403 forbidden, 404 not found, 409 conflict, ' +
    '413 too large, 429 too many.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['msg', 'message'],
        properties: {
          msg: {
            type: 'string',
            description: 'What went wrong, for people (the spec clients read it).',
          },
          message: { type: 'string', description: 'The same text.' },
          code: { type: 'string', description: 'A machine-readable reason, where there is one.' },
          issues: { type: 'array', description: 'The fields refused (400 only).', items: {} },
        },
      },
    },
  },
} satisfies ResponseObject;

function groupOf(url: string, apiPrefix: string): string {
  const first = url.slice(apiPrefix.length).split('/')[1] ?? '';
  return (ROLE_GROUPS as readonly string[]).includes(first) ? first : GENERAL_GROUP;
}

/** Whether a route belongs in the contract: the API's own routes, not the web app nor the docs. */
function isListed(route: RouteOptions, url: string, apiPrefix: string): boolean {
  const methods = [route.method].flat();
  if (methods.every((m) => m === 'OPTIONS' || m === 'HEAD')) return false;
  if (url === '/*' || url === '*') return false;
  if (apiPrefix && url !== apiPrefix && !url.startsWith(`${apiPrefix}/`)) return false;
  return !DOCS_PATHS.some((p) => url === `${apiPrefix}${p}`);
}

/**
 * The zod transform, part by part when the whole fails, so one schema that cannot be written as
 * JSON Schema leaves that part undescribed instead of failing the document.
 */
function convertSchema(args: SwaggerTransformArgs): FastifySchema {
  try {
    return zodTransform(args).schema ?? {};
  } catch {
    const out: JsonObject = {};
    const schema = (args.schema ?? {}) as JsonObject;
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'response' && value && typeof value === 'object') {
        const responses: JsonObject = {};
        for (const [status, part] of Object.entries(value)) {
          responses[status] = convertPart(args, { response: { [status]: part } }, (s) => {
            return (s.response as JsonObject | undefined)?.[status];
          });
        }
        out.response = responses;
      } else if (['body', 'querystring', 'params', 'headers'].includes(key)) {
        out[key] = convertPart(args, { [key]: value }, (s) => s[key]);
      } else {
        out[key] = value;
      }
    }
    return out as FastifySchema;
  }
}

function convertPart(
  args: SwaggerTransformArgs,
  schema: JsonObject,
  pick: (converted: JsonObject) => unknown,
): unknown {
  try {
    return pick(zodTransform({ ...args, schema: schema as FastifySchema }).schema as JsonObject);
  } catch {
    return { description: 'Not described: its schema cannot be written as JSON Schema.' };
  }
}

function transform(apiPrefix: string) {
  return (args: SwaggerTransformArgs) => {
    const { url, route } = args;
    if (!isListed(route, url, apiPrefix)) return { schema: { hide: true }, url };
    const schema: JsonObject = { ...convertSchema(args) };
    const policy: Policy | undefined = route.config?.policy;
    schema.tags = [groupOf(url, apiPrefix)];
    // The policy as declared (lib/policy.ts); a route without one is refused, so it says so.
    schema['x-policy'] = policy ?? { kind: 'none' };
    if (policy?.kind === 'public') schema.security = [];
    const upload = route.config?.upload;
    if (upload) {
      schema.consumes = ['multipart/form-data'];
      schema.body = {
        type: 'object',
        required: [upload.field],
        properties: {
          [upload.field]: {
            type: 'string',
            contentMediaType: upload.mediaType,
            description: 'The file, as one multipart/form-data part.',
          },
        },
      };
    }
    return { schema: schema as FastifySchema, url };
  };
}

/** After generation: the refusal shape on every operation. */
function finish(document: JsonObject): JsonObject {
  const paths = (document.paths ?? {}) as Record<string, Record<string, JsonObject>>;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const responses = (operation.responses ?? {}) as Record<string, JsonObject>;
      for (const response of Object.values(responses)) {
        // @fastify/swagger's placeholder for a response without a description.
        if (response.description === 'Default Response') response.description = 'Success';
      }
      responses['4XX'] ??= { $ref: '#/components/responses/Refused' };
      operation.responses = responses;
    }
  }
  return document;
}

/**
 * Registers @fastify/swagger. Call before any route is registered: it collects them as they are.
 * `app.swagger()` builds the document on first use and keeps it.
 */
export async function registerOpenApi(app: FastifyInstance, options: { apiPrefix: string }) {
  const { apiPrefix } = options;
  const transformObject = createJsonSchemaTransformObject({});
  await app.register(fastifySwagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Pragati API',
        version: SERVER_VERSION,
        description:
          'The calls of the Pragati web application. Signed-in calls carry the token from ' +
          `POST ${apiPrefix}/login as \`Authorization: Bearer <token>\` or the \`${SESSION_COOKIE}\` ` +
          'cookie the login sets. Errors answer `{ msg, message }`.',
      },
      tags: [
        ...ROLE_GROUPS.map((name) => ({ name, description: `Calls of the ${name} portal.` })),
        { name: GENERAL_GROUP, description: 'Sign-in, session and the application itself.' },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
        responses: { Refused: REFUSED_RESPONSE },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: transform(apiPrefix),
    transformObject: (documentObject) => finish(transformObject(documentObject) as JsonObject),
  });
}
