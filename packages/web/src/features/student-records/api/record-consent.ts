import {
  type RecordConsentBody,
  type RecordConsentResponse,
  recordConsentResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/students/:regNo/consent: records the guardian's consent, or updates it. */
export function postRecordConsent(
  regNo: string,
  body: RecordConsentBody,
): Promise<RecordConsentResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/consent`, {
    method: 'POST',
    body,
    schema: recordConsentResponseSchema,
  });
}

export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ regNo, body }: { regNo: string; body: RecordConsentBody }) =>
      postRecordConsent(regNo, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['overview'] }),
      ]),
  });
}
