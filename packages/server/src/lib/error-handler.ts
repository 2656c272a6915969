import { SERVER_MESSAGES } from '@pragati/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { safeErrorFields } from './error-log.js';
import { HttpError } from './errors.js';

type ErrorBody = {
  msg: string;
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
  [key: string]: unknown;
};

function body(message: string, extra: Record<string, unknown> = {}): ErrorBody {
  return { ...extra, msg: message, message };
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: SERVER_MESSAGES.unreadable,
  404: SERVER_MESSAGES.notFound,
  405: SERVER_MESSAGES.methodNotAllowed,
  406: SERVER_MESSAGES.notAcceptable,
  413: SERVER_MESSAGES.tooLarge,
  414: SERVER_MESSAGES.addressTooLong,
  415: SERVER_MESSAGES.unsupportedType,
  429: SERVER_MESSAGES.tooManyRequests,
};

/** PostgreSQL 23505, directly (pg, PGlite) or wrapped by Drizzle as the cause. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Errors the router raises before any route or hook runs: a path with an undecodable
 * percent-escape (`%E0%A4%A`) or a path parameter over the length limit. Under the API base they
 * are a 400 (414 for the length) with our body; anywhere else the static host has no such file,
 * so a 404.
 */
export function frameworkErrorHandler(apiBase: string) {
  const prefix = apiBase === '/' ? '/' : `${apiBase}/`;
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const inApi = request.url === apiBase || request.url.startsWith(prefix);
    if (!inApi) return reply.status(404).send(body('Not found'));
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return reply.status(414).send(body(CLIENT_ERROR_MESSAGES[414]!));
    }
    if (error.code === 'FST_ERR_BAD_URL') {
      return reply.status(400).send(body(SERVER_MESSAGES.addressInvalid));
    }
    // The path may hold personal data (a regNo): the code only.
    request.log.error({ error: safeErrorFields(error) }, 'routing failed');
    return reply.status(500).send(body(SERVER_MESSAGES.serverError));
  };
}

/**
 * One error handler for the whole API (decisions §9): every failure answers `{ msg, message }`,
 * bad input is a 4xx, and a 5xx never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.message, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message =
        first && first.path === '' && /expected object/.test(first.message)
          ? SERVER_MESSAGES.bodyNotObject
          : (first?.message ?? 'Invalid input');
      return reply.status(400).send(body(message, { issues }));
    }
    if (isUniqueViolation(error)) {
      // Two requests raced past a service's own duplicate check; the database kept the rule.
      return reply.status(409).send(body(SERVER_MESSAGES.recordExists));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body(error.message || CLIENT_ERROR_MESSAGES[429]!));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) carry safe
      // messages, but we give fixed ones so wording is ours and stable.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? SERVER_MESSAGES.bodyNotJson
          : (CLIENT_ERROR_MESSAGES[status] ?? SERVER_MESSAGES.notProcessed);
      return reply.status(status).send(body(message));
    }
    // Never `{ err: error }`: a failed statement's error quotes every parameter (lib/error-log.ts).
    request.log.error(
      {
        route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
        error: safeErrorFields(error),
      },
      'request failed',
    );
    return reply.status(500).send(body(SERVER_MESSAGES.serverError));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('Not found'));
  });
}
