import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * 180 days. Sent only over HTTPS: browsers ignore it on plain HTTP, and an institute on a
 * plain-HTTP intranet address must never be told to insist on HTTPS. A browser keeps it only
 * from a certificate it trusts, so a phone that has not yet trusted the institute's certificate
 * is not locked out. No includeSubDomains: the name may be shared with the institute's other hosts.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000';

/**
 * Helmet's headers on every answer, the middleware built once. @fastify/helmet built it again
 * for every request (about 3 % of the server's time under the checklist benchmark, issue 18).
 * Strict-Transport-Security when the request came over HTTPS: the server's own TLS (TLS_CERT),
 * or a TLS proxy's X-Forwarded-Proto when TRUST_PROXY is true (Fastify's request.protocol).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet's: kept on error answers too.
    if (request.protocol === 'https') {
      reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
