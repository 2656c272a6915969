import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app.js';
import { registrationBody } from './students.js';

/** The origin the original front end is served from (the spec's split deployment). */
export const FRONT = 'https://front.example.org';

type Headers = Record<string, string>;

/**
 * The original client's calls as its source sends them (original-client.md): axios with the API
 * base, `Authorization: Bearer` from its own storage (except login and the two reset calls, which
 * rely on the cookie), JSON bodies, and the Origin of a front end served elsewhere.
 */
export function originalClient(ctx: TestContext, auth: { token?: string; cookie?: string } = {}) {
  const headers = (extra: Headers = {}): Headers => ({
    origin: FRONT,
    'content-type': 'application/json',
    ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    ...(auth.cookie ? { cookie: auth.cookie } : {}),
    ...extra,
  });
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    extra: Headers = {},
  ): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method,
      url: `/api${path}`,
      headers:
        method === 'GET'
          ? { ...headers(extra), 'content-type': 'application/json' }
          : headers(extra),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    get: (path: string, extra?: Headers) => send('GET', path, undefined, extra),
    post: (path: string, body: unknown, extra?: Headers) => send('POST', path, body, extra),
    put: (path: string, body: unknown, extra?: Headers) => send('PUT', path, body, extra),
  };
}

/** POST /login as the client sends it; answers the body and the session cookie. */
export async function clientLogin(ctx: TestContext, id: string, password: string) {
  const response = await originalClient(ctx).post('/login', { id, password });
  const cookie = String(response.headers['set-cookie'] ?? '')
    .split(';')[0]
    ?.trim();
  return { response, body: response.json(), cookie: cookie ?? '' };
}

/**
 * A registration as the client's untouched form sends it: `historyOfPresentCondition: [""]`,
 * `stdCred` with `class: ""`.
 */
export function untouchedFormRegistration(section = 'preprimary', year = '1') {
  const body = registrationBody({
    info: { historyOfPresentCondition: [''] },
    stdCred: { class: '', year, section },
  });
  return { body, regNo: body.formData.details.info.regNo };
}

export const randomPassword = () => `pw-${randomBytes(6).toString('hex')}`;
