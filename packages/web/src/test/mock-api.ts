import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
}

type Route = MockReply | ((body: unknown) => MockReply | Promise<MockReply>);

/**
 * Stubs `fetch` with a tiny API: keys are "METHOD /path" (path including the API base). Anything
 * not listed answers 404, so a test notices calls it did not expect.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({
      method,
      path: url.pathname,
      body,
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string>) },
    });
    const route = routes[`${method} ${url.pathname}`];
    const reply: MockReply = !route
      ? { status: 404, body: { msg: 'Not found', message: 'Not found' } }
      : typeof route === 'function'
        ? await route(body)
        : route;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { msg: message, message, ...extra };
}
