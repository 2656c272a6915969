import { type BulkConsentBody, bulkConsentResponseSchema } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/consents: the signed forms of many students, recorded all or none. */
export function postRecordConsents(body: BulkConsentBody) {
  return apiFetch('/admin/consents', { method: 'POST', body, schema: bulkConsentResponseSchema });
}

export function useRecordConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRecordConsents,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['overview'] }),
      ]),
  });
}
