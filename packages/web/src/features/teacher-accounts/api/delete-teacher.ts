import { teacherMessageResponseSchema, type TeacherMessageResponse } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * DELETE /admin/teachers/{id} (ours; the spec has no delete call): the teacher and their account
 * go, their classes become unassigned.
 */
export function deleteTeacher(id: string): Promise<TeacherMessageResponse> {
  return apiFetch(`/admin/teachers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: teacherMessageResponseSchema,
  });
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacher,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teachers'] }),
  });
}
