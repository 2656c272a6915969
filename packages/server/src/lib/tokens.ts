import { isRole, type Role } from '@pragati/domain';
import { jwtVerify, SignJWT } from 'jose';
import { OWN_INSTITUTE } from '../db/institute-scope.js';

export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
const ISSUER = 'pragati';
/** Tokens whose signature this process has checked; about 200 bytes each. */
const VERIFIED_TOKENS_KEPT = 10_000;

export const RESET_CALLS_SCOPE = 'reset-calls';

/**
 * `sessionId` names the session's row (logout ends that one, decisions §2). `scope: 'reset-calls'`
 * marks the cookie of a session whose client keeps the bearer token itself (a front end of
 * another origin): only the calls that client sends without its token accept it (lib/policy.ts).
 */
export type TokenClaims = {
  userId: string;
  role: Role;
  sessionVersion: number;
  sessionId: string;
  /** The institute the session belongs to (`inst`, decisions §20); refused at any other. */
  institute: number;
  scope?: typeof RESET_CALLS_SCOPE;
};

/** HS256 session tokens. They carry who and which session, never a password or hash. */
export function createTokenService(secret: Uint8Array) {
  // Imported once: jose would import the raw key again on every verification.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  /*
   * A token's signature is a fixed function of its text and the key, so a token checked once
   * needs no second check (WebCrypto's HMAC costs about 90 µs, a third of a signed-in request).
   * Expiry is still checked on every use, and whether the session still stands (logged out,
   * password changed, account gone) is the database's answer on every request (auth service).
   */
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  return {
    async sign(claims: TokenClaims): Promise<string> {
      const scope = claims.scope ? { scp: claims.scope } : {};
      return new SignJWT({
        role: claims.role,
        sv: claims.sessionVersion,
        sid: claims.sessionId,
        inst: claims.institute,
        ...scope,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_LIFETIME_SECONDS}s`)
        .sign(await key);
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
        });
        if (
          typeof payload.sub !== 'string' ||
          !isRole(payload.role) ||
          typeof payload.sv !== 'number' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number' ||
          (payload.scp !== undefined && payload.scp !== RESET_CALLS_SCOPE) ||
          (payload.inst !== undefined && !Number.isSafeInteger(payload.inst))
        ) {
          return null;
        }
        const claims: TokenClaims = {
          userId: payload.sub,
          role: payload.role,
          sessionVersion: payload.sv,
          sessionId: payload.sid,
          // A token signed before institutes existed is the installation's own institute's.
          institute: (payload.inst as number | undefined) ?? OWN_INSTITUTE,
          ...(payload.scp === RESET_CALLS_SCOPE ? { scope: RESET_CALLS_SCOPE } : {}),
        };
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          // The oldest first: Map keeps insertion order.
          verified.delete(verified.keys().next().value!);
        }
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
