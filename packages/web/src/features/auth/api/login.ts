import type { LoginRequest, LoginResponse } from '@pragati/domain';
import { apiFetch } from '../../../lib/api-client';
import { loadFirstScreenSchemas } from '../../../lib/lazy-schemas';

/**
 * POST /login: also sets the httpOnly session cookie. A plain call, not a TanStack mutation: the
 * login screen loads without TanStack Query (issue 33 part 2), and a call is never held while the
 * browser reports itself offline, so it fails at once and the form says why (issue 15).
 */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch('/login', {
    method: 'POST',
    body,
    schema: async () => (await loadFirstScreenSchemas()).loginResponseSchema,
    // A 401 here means wrong credentials, not an ended session.
    sessionRequired: false,
  });
}
