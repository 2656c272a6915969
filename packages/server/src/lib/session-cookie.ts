import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_SECONDS } from './tokens.js';

export const SESSION_COOKIE = 'jwt';

/** The session token from `Authorization: Bearer …` (the spec's clients) or the `jwt` cookie. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match) return match[1];
  }
  return request.cookies[SESSION_COOKIE] || undefined;
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
