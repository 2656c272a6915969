import { LOGIN_MESSAGES } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { endSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** POST /logout: clears the session cookie; answers 200 even when already signed out. */
export function postLogout(): Promise<unknown> {
  return apiFetch('/logout', { method: 'POST', sessionRequired: false });
}

/**
 * Signs out locally whatever the server answers: a user who clicks Logout must never stay signed
 * in on this browser because the network failed.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: postLogout,
    onSettled: () => {
      endSession();
      toast.success(LOGIN_MESSAGES.loggedOut);
      void navigate(paths.login, { replace: true });
    },
  });
}
