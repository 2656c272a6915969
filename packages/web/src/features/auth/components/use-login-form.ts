import {
  CONNECTION_MESSAGES,
  LOGIN_MESSAGES,
  portalPathForRole,
  type LoginResponse,
} from '@pragati/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { msg } from '../../../i18n/locale-state';
import { syncLocaleAfterLogin } from '../../../i18n/sync-after-login';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { loadFirstScreenSchemas } from '../../../lib/lazy-schemas';
import { paths } from '../../../lib/paths';
import { returnPathFor } from '../../../lib/return-path';
import { resumePlace, saveSession } from '../../../lib/session';
import { shellValue, takeShellSubmit } from '../../../lib/static-shell';
import { toast } from '../../../lib/toast';
import { postLogin } from '../api/login';

/** Whether the failure says nothing about the credentials (so the password stays typed). */
function notAboutCredentials(error: unknown): boolean {
  return error instanceof ConnectionError || (error instanceof ApiError && error.status >= 500);
}

/** Failures the server words for the user (in their language), shown as they come. */
const SAID_AS_IS = [
  LOGIN_MESSAGES.accountClosed,
  LOGIN_MESSAGES.instituteRequired,
  LOGIN_MESSAGES.instituteUnknown,
  LOGIN_MESSAGES.instituteSuspended,
];

/**
 * The server asks for the institute's code only on an address that serves several (decisions
 * §20): the form then shows the field, so a single institute's login never shows it.
 */
function asksInstituteCode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.message === msg(LOGIN_MESSAGES.instituteRequired) ||
      error.message === msg(LOGIN_MESSAGES.instituteUnknown))
  );
}

function loginFailureMessage(error: unknown): string {
  // Offline or a server failure says so (issue 15): 'Invalid Credentials' there sent teachers
  // retyping and then asking the office for a reset.
  if (error instanceof ConnectionError) return error.message;
  if (error instanceof ApiError && error.status >= 500) return msg(CONNECTION_MESSAGES.server);
  // A lockout (429) and a closed account (a student who left, decisions §7; answered only for the
  // right password) explain themselves; every other failure is the spec's 'Invalid Credentials'.
  if (error instanceof ApiError && error.status === 429) return error.message;
  // The server words it in the user's language.
  if (error instanceof ApiError && SAID_AS_IS.some((text) => error.message === msg(text))) {
    return error.message;
  }
  return msg(LOGIN_MESSAGES.invalid);
}

/** Keeps the session and greets the user; returns where they go (a first login: its page). */
function storeLogin({ userId, role, mustChangePassword }: LoginResponse, search: string): string {
  resumePlace(userId); // the student and term the screen below needs (lib/session.ts)
  saveSession({ userId, role, mustChangePassword });
  toast.success(LOGIN_MESSAGES.success);
  void syncLocaleAfterLogin();
  // Back to the screen a session ended on, when it is this role's (issue 26 item 17).
  if (mustChangePassword) return paths.firstLogin;
  return returnPathFor(search, role) ?? portalPathForRole(role);
}

/** Sent straight away, never held while the browser says it is offline (issue 15 part 7). */
async function attempt(
  body: Parameters<typeof postLogin>[0],
): Promise<{ ok: true; answer: LoginResponse } | { ok: false; failure: unknown }> {
  try {
    return { ok: true, answer: await postLogin(body) };
  } catch (failure) {
    return { ok: false, failure };
  }
}

/**
 * The login form's fields and its submit: checked by the lazily loaded schema, sent, and on
 * success stored before `onSignedIn` takes the user on.
 */
export function useLoginForm(
  search: string,
  onSignedIn: (answer: LoginResponse, target: string) => void,
) {
  // Whatever was typed into the login painted from HTML before the app started stays.
  const [id, setId] = useState(() => shellValue('id'));
  const [password, setPassword] = useState(() => shellValue('password'));
  const [error, setError] = useState<string | null>(null);
  const [institute, setInstitute] = useState<string | null>(null);
  // Busy from the press on (issue 26 item 9): on a slow phone the schemas and the answer take
  // seconds, and the form said nothing until the request was sent; it stays busy until the
  // portal replaces it.
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Fetched while the user types, so the first submit does not wait for it.
  useEffect(() => {
    void loadFirstScreenSchemas();
    // Login pressed on the screen painted from HTML, before the app had started.
    if (takeShellSubmit()) form.current?.requestSubmit();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const { loginRequestSchema } = await loadFirstScreenSchemas();
    const parsed = loginRequestSchema.safeParse({
      id,
      password,
      ...(institute === null ? {} : { institute }),
    });
    if (!parsed.success) {
      setSubmitting(false);
      return setError(msg(parsed.error.issues[0]?.message ?? LOGIN_MESSAGES.required));
    }
    setError(null);
    const result = await attempt(parsed.data);
    // The form stays busy until the next screen replaces it.
    if (result.ok) return onSignedIn(result.answer, storeLogin(result.answer, search));
    setSubmitting(false);
    const message = loginFailureMessage(result.failure);
    if (asksInstituteCode(result.failure)) {
      setInstitute((typed) => typed ?? '');
      setError(message);
    } else if (notAboutCredentials(result.failure)) {
      // Nothing was wrong with what was typed: it stays, and Login tries again.
      setError(message);
    } else {
      setPassword('');
    }
    toast.error(message);
  };

  return {
    form,
    id,
    setId,
    password,
    setPassword,
    institute,
    setInstitute,
    error,
    submitting,
    onSubmit,
  };
}
