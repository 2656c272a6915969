import { consentNoticesResponseSchema, type ConsentNoticesResponse } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/consent-notice: the current version of the notice in English and in Hindi. */
export function getConsentNotices(signal?: AbortSignal): Promise<ConsentNoticesResponse> {
  return apiFetch('/admin/consent-notice', { schema: consentNoticesResponseSchema, signal });
}

export const consentNoticesQueryOptions = () =>
  queryOptions({
    queryKey: ['consent', 'notices'],
    queryFn: ({ signal }) => getConsentNotices(signal),
  });

export function useConsentNotices(enabled = true) {
  return useQuery({ ...consentNoticesQueryOptions(), enabled });
}
