import { isRole, type Role } from '@pragati/domain';
import { jwtVerify, SignJWT } from 'jose';

export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
const ISSUER = 'pragati';

export type TokenClaims = { userId: string; role: Role; sessionVersion: number };

/** HS256 session tokens. They carry who and which session, never a password or hash. */
export function createTokenService(secret: Uint8Array) {
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role, sv: claims.sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${SESSION_LIFETIME_SECONDS}s`)
        .sign(secret);
    },
    /** The claims of a valid, unexpired token, or null. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
        });
        if (
          typeof payload.sub !== 'string' ||
          !isRole(payload.role) ||
          typeof payload.sv !== 'number'
        ) {
          return null;
        }
        return { userId: payload.sub, role: payload.role, sessionVersion: payload.sv };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
