import {
  type InstituteSettings,
  instituteSettingsResponseSchema,
  saveInstituteSettingsResponseSchema,
} from '@pragati/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const KEY = ['institute-settings'] as const;

/** GET /admin/institute: the institute's details, and whether they are still the server's. */
export const instituteSettingsQuery = queryOptions({
  queryKey: KEY,
  queryFn: ({ signal }) =>
    apiFetch('/admin/institute', { schema: instituteSettingsResponseSchema, signal }),
});

export const useInstituteSettings = () => useQuery(instituteSettingsQuery);

/** PUT /admin/institute: saves the whole set (checked by the same schema on the server). */
export function useSaveInstituteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstituteSettings) =>
      apiFetch('/admin/institute', {
        method: 'PUT',
        body,
        schema: saveInstituteSettingsResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
