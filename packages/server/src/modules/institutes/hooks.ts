/**
 * Every request runs as work of its institute (../../db/institute-scope.ts), so each query it
 * makes meets that institute's rows only. Resolved first, before the session check: the host, or
 * on a shared address the token's claim; at sign-in on a shared address, the login body's code.
 * The scope is entered again before validation and the handler: reading a body runs in the
 * stream's context, not the hook's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { withInstitute } from '../../db/institute-scope.js';
import { readToken } from '../../lib/session-cookie.js';
import type { InstituteDirectory } from './directory.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's institute; null while none is known (then it reads and writes nothing). */
    institute: number | null;
    /** Whether the host named it (a login body's code cannot change it then). */
    instituteByHost: boolean;
  }
}

/** The institute a token claims, unchecked: the session check verifies the signature and
 * refuses a claim other than the request's institute. */
function claimedInstitute(request: FastifyRequest): number | null {
  const token = readToken(request);
  if (!token) return null;
  try {
    const inst = decodeJwt(token).inst;
    return typeof inst === 'number' && Number.isSafeInteger(inst) ? inst : null;
  } catch {
    return null;
  }
}

type Done = (error?: Error) => void;

export function registerInstituteScope(app: FastifyInstance, directory: InstituteDirectory) {
  app.decorateRequest('institute', null);
  app.decorateRequest('instituteByHost', false);

  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
    const resolve = async () => {
      const answer = await directory.byHost(request.hostname);
      if (answer.kind === 'fixed') {
        request.instituteByHost = true;
        return answer.institute;
      }
      const claimed = claimedInstitute(request);
      return claimed === null ? null : directory.known(claimed);
    };
    resolve().then(
      (institute) => {
        request.institute = institute;
        withInstitute(institute, done);
      },
      (error: unknown) => done(error as Error),
    );
  });

  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
    const code = (request.body as { institute?: unknown } | undefined)?.institute;
    // Only a request without a session (sign-in) may name its institute: a signed-in one keeps
    // the institute its session was checked in.
    if (
      request.instituteByHost ||
      request.user !== null ||
      typeof code !== 'string' ||
      !code.trim()
    ) {
      withInstitute(request.institute, done);
      return;
    }
    directory.byCode(code).then(
      (institute) => {
        request.institute = institute;
        withInstitute(institute, done);
      },
      (error: unknown) => done(error as Error),
    );
  });

  app.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
    withInstitute(request.institute, done);
  });
}
