import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  LOGIN_MESSAGES,
  loginRequestSchema,
  loginResponseSchema,
  PASSWORD_MESSAGES,
  sessionResponseSchema,
} from '@pragati/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, policy } from '../../lib/policy.js';
import { fromAnotherOrigin } from '../../lib/origin-check.js';
import { readToken, type SessionCookies } from '../../lib/session-cookie.js';
import type { AuthService } from './service.js';

const messageSchema = z.object({ msg: z.string(), message: z.string() });

export type AuthRoutesOptions = {
  auth: AuthService;
  cookies: SessionCookies;
  /** Per-address limit on login attempts (decisions §2). */
  loginRateLimit: { max: number; timeWindow: number };
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, cookies, loginRateLimit },
) => {
  app.post(
    '/login',
    {
      config: {
        policy: policy.public,
        rateLimit: {
          ...loginRateLimit,
          keyGenerator: (request) => `login:${request.ip}`,
          errorResponseBuilder: () => ({
            statusCode: 429,
            msg: LOGIN_MESSAGES.tooManyFromAddress,
            message: LOGIN_MESSAGES.tooManyFromAddress,
          }),
        },
      },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { cookieToken, ...result } = await auth.login(request.body, request.ip, {
        keepsBearer: fromAnotherOrigin(request),
      });
      cookies.set(reply, request, cookieToken);
      return result;
    },
  );

  app.post(
    '/logout',
    { config: { policy: policy.public }, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      // A narrowed cookie ends its session here too: a Logout in our web app on a shared PC.
      const token = readToken(request);
      await auth.logout(await auth.resolveSession(token, { admitResetCookie: true }));
      cookies.clear(reply);
      return { msg: LOGIN_MESSAGES.loggedOut, message: LOGIN_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/session',
    {
      config: { policy: policy.signedInBeforePasswordChange },
      schema: { response: { 200: sessionResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return { userId: user.userId, role: user.role, mustChangePassword: user.mustChangePassword };
    },
  );

  app.post(
    '/api/changepassword',
    {
      config: { policy: policy.signedInBeforePasswordChange },
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.changePassword(currentUser(request), request.body, request.ip);
      // Every session of this user has just ended, this one included.
      cookies.clear(reply);
      return { success: true, message: PASSWORD_MESSAGES.changed };
    },
  );
};
