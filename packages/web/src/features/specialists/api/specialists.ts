import {
  type CaseloadRequest,
  caseloadResponseSchema,
  caseloadSavedResponseSchema,
  specialistKindsResponseSchema,
  specialistListResponseSchema,
} from '@pragati/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const keys = {
  kinds: ['specialists', 'kinds'] as const,
  list: ['specialists', 'list'] as const,
  caseload: (userId: string) => ['specialists', 'caseload', userId.toLowerCase()] as const,
  own: ['specialists', 'own'] as const,
};

/** GET /specialist-kinds: the institute's kinds, English and Hindi names (data, issue 31). */
export function useSpecialistKinds(enabled = true) {
  return useQuery({
    queryKey: keys.kinds,
    queryFn: ({ signal }) =>
      apiFetch('/specialist-kinds', { schema: specialistKindsResponseSchema, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /admin/specialists: every specialist with the size of their caseload. */
export function useSpecialistList() {
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) =>
      apiFetch('/admin/specialists', { schema: specialistListResponseSchema, signal }),
  });
}

/** GET /admin/specialists/:userId/caseload */
export function useCaseload(userId: string) {
  return useQuery({
    queryKey: keys.caseload(userId),
    queryFn: ({ signal }) =>
      apiFetch(`/admin/specialists/${encodeURIComponent(userId)}/caseload`, {
        schema: caseloadResponseSchema,
        signal,
      }),
    enabled: userId !== '',
  });
}

/** PUT /admin/specialists/:userId/caseload: the whole caseload, replaced. */
export function useSaveCaseload(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseloadRequest) =>
      apiFetch(`/admin/specialists/${encodeURIComponent(userId)}/caseload`, {
        method: 'PUT',
        body,
        schema: caseloadSavedResponseSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.caseload(userId), saved);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

/** GET /specialist/caseload: the signed-in specialist's students. */
export function useOwnCaseload() {
  return useQuery({
    queryKey: keys.own,
    queryFn: ({ signal }) =>
      apiFetch('/specialist/caseload', { schema: caseloadResponseSchema, signal }),
  });
}
