import {
  type UpdateProgrammeGroupRequest,
  updateProgrammeGroupResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PROGRAMME_GROUPS_KEY } from '../../../lib/programme-groups';

export type UpdateProgrammeGroupVariables = { code: string; body: UpdateProgrammeGroupRequest };

/**
 * PUT /admin/groups/:code: enables or disables a group, renames it or sets its years (audited on
 * the server). Refreshes the shared groups query every class-naming screen reads.
 */
export function useUpdateProgrammeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: UpdateProgrammeGroupVariables) =>
      apiFetch(`/admin/groups/${encodeURIComponent(code)}`, {
        method: 'PUT',
        body,
        schema: updateProgrammeGroupResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAMME_GROUPS_KEY }),
  });
}
