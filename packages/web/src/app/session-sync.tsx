import { portalPathForRole } from '@pragati/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../features/auth/api/session';
import { paths } from '../lib/paths';
import { readSession, saveSession } from '../lib/session';

/**
 * On every signed-in screen: asks the server whom the cookie belongs to. An expired cookie gets a
 * 401, which the API client turns into a return to login; a change made elsewhere (a new
 * temporary password, another login in another tab) updates what this tab remembers.
 */
export function SessionSync() {
  const { data } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const stored = readSession();
    if (!data || !stored) return;
    const changed =
      data.userId !== stored.userId ||
      data.role !== stored.role ||
      data.mustChangePassword !== stored.mustChangePassword;
    if (!changed) return;
    saveSession(data);
    const target = data.mustChangePassword ? paths.firstLogin : portalPathForRole(data.role);
    if (pathname !== target) void navigate(target, { replace: true });
  }, [data, navigate, pathname]);

  return null;
}
