import type { LoginRequest, LoginResponse } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { loadFirstScreenSchemas } from '../../../lib/lazy-schemas';

/** POST /login: also sets the httpOnly session cookie. */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch('/login', {
    method: 'POST',
    body,
    schema: async () => (await loadFirstScreenSchemas()).loginResponseSchema,
    // A 401 here means wrong credentials, not an ended session.
    sessionRequired: false,
  });
}

export function useLogin() {
  // TanStack pauses a mutation while the browser reports itself offline, which left Login
  // spinning with no word; sent anyway, it fails at once and the form says why (issue 15).
  return useMutation({ mutationFn: postLogin, networkMode: 'always' });
}
