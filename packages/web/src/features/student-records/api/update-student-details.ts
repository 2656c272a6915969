import {
  type StudentDetails,
  updateStudentDetailsResponseSchema,
  type UpdateStudentDetailsResponse,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** PUT /admin/students/{regNo}/details: the admin's correction (audited by the server). */
export function putStudentDetails(
  regNo: string,
  details: StudentDetails,
): Promise<UpdateStudentDetailsResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/details`, {
    method: 'PUT',
    body: details,
    schema: updateStudentDetailsResponseSchema,
  });
}

export function useUpdateStudentDetails(regNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: StudentDetails) => putStudentDetails(regNo, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['students'] }),
  });
}
