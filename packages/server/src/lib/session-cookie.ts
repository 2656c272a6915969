import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_SECONDS } from './tokens.js';

export const SESSION_COOKIE = 'jwt';

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
};

/** The session token from `Authorization: Bearer …` (the spec's clients) or the `jwt` cookie. */
export function readToken(request: FastifyRequest): string | undefined {
  return bearer(request) ?? (request.cookies[SESSION_COOKIE] || undefined);
}

/** Which credential readToken() uses: the bearer header wins over the cookie. */
export function tokenSource(request: FastifyRequest): 'bearer' | 'cookie' | null {
  if (bearer(request)) return 'bearer';
  return request.cookies[SESSION_COOKIE] ? 'cookie' : null;
}

/** `secure`: 'auto' marks the cookie Secure when the request came over HTTPS. */
export function createSessionCookies(secure: boolean | 'auto') {
  return {
    set(reply: FastifyReply, request: FastifyRequest, token: string) {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: secure === 'auto' ? request.protocol === 'https' : secure,
        maxAge: SESSION_LIFETIME_SECONDS,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
    },
  };
}
export type SessionCookies = ReturnType<typeof createSessionCookies>;
