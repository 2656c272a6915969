import {
  type EraseStudentRequest,
  type EraseStudentResponse,
  eraseStudentResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/students/:regNo/erase: a former student's personal data erased (issue 19). */
export function postEraseStudent(
  regNo: string,
  body: EraseStudentRequest,
): Promise<EraseStudentResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/erase`, {
    method: 'POST',
    body,
    schema: eraseStudentResponseSchema,
  });
}

/** The lists and every kept record of the student are stale afterwards. */
export function useEraseStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ regNo, body }: { regNo: string; body: EraseStudentRequest }) =>
      postEraseStudent(regNo, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
