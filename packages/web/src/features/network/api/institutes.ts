import {
  type CreateInstituteRequest,
  type CreateInstituteResponse,
  createInstituteResponseSchema,
  type InstituteStateResponse,
  instituteStateResponseSchema,
  type NetworkInstitutesResponse,
  networkInstitutesResponseSchema,
} from '@pragati/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /network/institutes: every institute of the deployment (issue 28 part 4). */
export function getNetworkInstitutes(): Promise<NetworkInstitutesResponse> {
  return apiFetch('/network/institutes', { schema: networkInstitutesResponseSchema });
}

export const networkInstitutesQueryOptions = () =>
  queryOptions({ queryKey: ['network', 'institutes'], queryFn: getNetworkInstitutes });

export function useNetworkInstitutes() {
  return useQuery(networkInstitutesQueryOptions());
}

/** POST /network/institutes: the institute and its first admin's temporary password, once. */
export function postInstitute(body: CreateInstituteRequest): Promise<CreateInstituteResponse> {
  return apiFetch('/network/institutes', {
    method: 'POST',
    body,
    schema: createInstituteResponseSchema,
  });
}

export function useCreateInstitute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postInstitute,
    onSuccess: () => client.invalidateQueries({ queryKey: ['network'] }),
  });
}

/** POST /network/institutes/:code/{suspend,resume} */
export function postInstituteState(input: {
  code: string;
  suspend: boolean;
}): Promise<InstituteStateResponse> {
  const action = input.suspend ? 'suspend' : 'resume';
  return apiFetch(`/network/institutes/${encodeURIComponent(input.code)}/${action}`, {
    method: 'POST',
    schema: instituteStateResponseSchema,
  });
}

export function useInstituteState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postInstituteState,
    onSuccess: () => client.invalidateQueries({ queryKey: ['network'] }),
  });
}
