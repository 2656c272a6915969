import {
  type ConsentNoticeSaved,
  consentNoticeSavedSchema,
  type NewConsentNoticeBody,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/consent-notice: a new version of one language's notice; the old ones stay. */
export function postConsentNotice(body: NewConsentNoticeBody): Promise<ConsentNoticeSaved> {
  return apiFetch('/admin/consent-notice', {
    method: 'POST',
    body,
    schema: consentNoticeSavedSchema,
  });
}

export function useSaveConsentNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postConsentNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['consent', 'notices'] }),
  });
}
