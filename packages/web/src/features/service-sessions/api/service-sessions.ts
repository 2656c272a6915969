import {
  type SessionRequest,
  sessionMonthResponseSchema,
  sessionSavedResponseSchema,
} from '@pragati/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const keys = {
  all: ['service-sessions'] as const,
  month: (regNo: string, month: string) =>
    ['service-sessions', regNo.toLowerCase(), month] as const,
};

/** POST /sessions: one session for one or several students. */
export function useLogSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionRequest) =>
      apiFetch('/sessions', { method: 'POST', body, schema: sessionSavedResponseSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** GET /sessions/:regNo?month=: the month's summary by kind (and, for staff, each session). */
export function useStudentSessions(regNo: string, month: string) {
  return useQuery({
    queryKey: keys.month(regNo, month),
    queryFn: ({ signal }) =>
      apiFetch(`/sessions/${encodeURIComponent(regNo)}?month=${month}`, {
        schema: sessionMonthResponseSchema,
        signal,
      }),
    enabled: regNo !== '',
  });
}
