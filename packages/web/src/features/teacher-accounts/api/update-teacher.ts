import { teacherSchema, type Teacher } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type TeacherEdit = Omit<Teacher, 'classId'> & { classId: string };

/** PUT /admin/updateTeacher/{id}: teacher fields; answers the updated teacher. */
export function putTeacher(teacher: TeacherEdit): Promise<Teacher> {
  return apiFetch(`/admin/updateTeacher/${encodeURIComponent(teacher._id)}`, {
    method: 'PUT',
    body: teacher,
    schema: teacherSchema,
  });
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTeacher,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teachers'] }),
  });
}
