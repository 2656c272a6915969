import {
  type DisabilityProfileInput,
  type SaveDisabilityProfileResponse,
  saveDisabilityProfileResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** PUT /admin/students/:regNo/disability-profile: the whole profile, replacing the one held. */
export function putDisabilityProfile(
  regNo: string,
  body: DisabilityProfileInput,
): Promise<SaveDisabilityProfileResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/disability-profile`, {
    method: 'PUT',
    body,
    schema: saveDisabilityProfileResponseSchema,
  });
}

export function useSaveDisabilityProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ regNo, body }: { regNo: string; body: DisabilityProfileInput }) =>
      putDisabilityProfile(regNo, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['students', 'disability-profile'] }),
  });
}
