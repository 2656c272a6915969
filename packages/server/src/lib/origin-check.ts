import { SERVER_MESSAGES } from '@pragati/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors.js';
import { tokenSource } from './session-cookie.js';

export const FOREIGN_ORIGIN_MESSAGE = SERVER_MESSAGES.foreignOrigin;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `scheme://host[:port]` with default ports dropped, or null for anything that is not a URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser page of another origin sent the request (issue 26 item 6): its `Origin`
 * names another host (and port) than the request's own. Hosts only, so a TLS proxy in front
 * (https page, http hop) still counts as the app itself. No `Origin`: not a page of another
 * origin (browsers send one on every cross-origin request).
 */
export function fromAnotherOrigin(request: FastifyRequest): boolean {
  const claimed = request.headers.origin;
  if (typeof claimed !== 'string') return false;
  const origin = originOf(claimed);
  const own = originOf(`${request.protocol}://${request.host}`);
  return !origin || !own || new URL(origin).host !== new URL(own).host;
}

/**
 * Decisions §2: a state-changing request authenticated by the `jwt` cookie must come from the
 * app itself (the request's own scheme and Host, as Fastify reads them, so TRUST_PROXY and
 * X-Forwarded-Proto count) or from CORS_ORIGINS, told by `Origin` or, without it, `Referer`.
 * SameSite=Strict alone lets another app on the same host (same site) send the cookie.
 * Requests with a bearer token carry no ambient credential and are not affected.
 */
export function registerOriginCheck(app: FastifyInstance, corsOrigins: readonly string[]) {
  const allowed = new Set(corsOrigins.map(originOf).filter((o): o is string => o !== null));
  const own = (request: FastifyRequest) => originOf(`${request.protocol}://${request.host}`);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || tokenSource(request) !== 'cookie') return;
    const claimed = request.headers.origin ?? request.headers.referer;
    const origin = typeof claimed === 'string' ? originOf(claimed) : null;
    if (origin && (origin === own(request) || allowed.has(origin))) return;
    throw forbidden(FOREIGN_ORIGIN_MESSAGE);
  });
}
