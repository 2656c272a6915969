import {
  CONNECTION_MESSAGES,
  ERROR_CODES,
  LOGIN_MESSAGES,
  type ErrorResponse,
} from '@pragati/domain';
import type { ZodType } from 'zod';
import { currentLocale, msg, translate } from '../i18n/locale-state';
import { getBranding } from './branding';
import { loadFirstScreenSchemas } from './lazy-schemas';
import { navigate } from './navigator';
import { loginReturningTo } from './return-path';
import { paths } from './paths';
import { endSession, setMustChangePassword } from './session';
import { toast } from './toast';

/** The server's `code` when the user still signs in with a temporary password (decisions §2). */
export const MUST_CHANGE_PASSWORD_CODE = ERROR_CODES.mustChangePassword;

export type ApiIssue = NonNullable<ErrorResponse['issues']>[number];

/** A call the server answered with an error status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues?: ApiIssue[],
    /** The whole body, for the few calls that answer more than `{ msg, message }` on failure. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/**
 * The call never got an answer: the device is offline, the network dropped, or the server could
 * not be reached. Screens show its message as it is; nothing was refused, so trying again is the
 * way out (and whatever the user typed stays on the form).
 */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';

  constructor() {
    super(msg(CONNECTION_MESSAGES.offline));
  }
}

/** True for a failure of the connection or the server (5xx), where trying again may help. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ConnectionError || (error instanceof ApiError && error.status >= 500);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** fetch, with a failure to connect (the browser's bare "Failed to fetch") as a ConnectionError. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ConnectionError();
  }
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** The spec's calls carry ids in headers (id, regNo, section, year, term, type). */
  headers?: Record<string, string>;
  /**
   * Validates the response, so a contract drift fails here and not deep in a screen. The login
   * screen's calls pass a loader, so zod is not part of that screen's first load.
   */
  schema?: ZodType<T> | (() => Promise<ZodType<T>>);
  signal?: AbortSignal;
  /**
   * When true (the default) a 401 means the session has ended and sends the user to login. The
   * login call turns this off: there a 401 is the answer to wrong credentials.
   */
  sessionRequired?: boolean;
}

export function apiUrl(path: string): string {
  const base = getBranding().apiBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection dropped while the answer arrived.
    if (isAbort(error)) throw error;
    throw new ConnectionError();
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The client's own words in the user's language; English before the catalog has loaded. */
function text(
  key: 'common.requestFailed' | 'common.unexpectedResponse',
  english: string,
  values?: Record<string, number>,
): string {
  try {
    return translate()(key, values);
  } catch {
    return english;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const { errorResponseSchema } = await loadFirstScreenSchemas();
  const parsed = errorResponseSchema.partial().safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  // A 5xx without our body (a proxy's page, a server that fell over) says so in plain words.
  const fallback =
    response.status === 401
      ? LOGIN_MESSAGES.sessionExpired
      : response.status >= 500
        ? CONNECTION_MESSAGES.server
        : null;
  const message =
    fields.msg ||
    fields.message ||
    (fallback
      ? msg(fallback)
      : text('common.requestFailed', `Request failed (${response.status})`, {
          status: response.status,
        }));
  return new ApiError(response.status, message, fields.code, fields.issues, body);
}

function handleSessionFailure(error: ApiError, sessionRequired: boolean): void {
  if (error.status === 401 && sessionRequired) {
    // The session ended by itself: its place waits for the same user's sign-in (lib/session.ts).
    endSession({ keepPlace: true });
    // One toast however many calls fail together.
    toast.error(error.message, { id: 'session-ended' });
    // Signing in again returns to this screen (issue 26 item 17).
    const here = window.location.pathname + window.location.search;
    navigate(loginReturningTo(here), { replace: true });
  } else if (error.status === 403 && error.code === MUST_CHANGE_PASSWORD_CODE) {
    setMustChangePassword(true);
    toast.info(LOGIN_MESSAGES.mustChangePassword, { id: 'must-change-password' });
    navigate(paths.firstLogin, { replace: true });
  }
}

/**
 * The one way the app talks to the API: prefixes the API base, sends the session cookie, speaks
 * JSON and turns error bodies `{ msg, message, code?, issues? }` into an ApiError.
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, sessionRequired = true } = request;
  // The server words its messages in the user's language (decisions §13).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...request.headers,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }

  const response = await send(apiUrl(path), {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal,
  });

  if (!response.ok) {
    const error = await toApiError(response);
    handleSessionFailure(error, sessionRequired);
    throw error;
  }

  const data = await readJson(response);
  if (!schema) return data as T;
  const parsed = (typeof schema === 'function' ? await schema() : schema).safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(
      response.status,
      text('common.unexpectedResponse', 'Unexpected response from the server.'),
      'INVALID_RESPONSE',
    );
  }
  return parsed.data;
}

export interface ApiDownload {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  filename: string | null;
}

/**
 * A file from the API (an .xlsx export or template) with the same session and error handling as
 * apiFetch; the caller saves it with saveFile (lib/save-file). With a `body` it is a POST of that
 * JSON (a file made from data the screen holds, which must not travel in a URL).
 */
export async function apiDownload(
  path: string,
  request: { signal?: AbortSignal; body?: unknown } = {},
): Promise<ApiDownload> {
  const hasBody = request.body !== undefined;
  const response = await send(apiUrl(path), {
    method: hasBody ? 'POST' : 'GET',
    headers: {
      Accept: '*/*',
      'Accept-Language': currentLocale(),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(request.body) : undefined,
    credentials: 'same-origin',
    signal: request.signal,
  });
  if (!response.ok) {
    const error = await toApiError(response);
    handleSessionFailure(error, true);
    throw error;
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  try {
    return { blob: await response.blob(), filename };
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ConnectionError();
  }
}
