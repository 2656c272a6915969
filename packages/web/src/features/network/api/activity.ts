import { type AuditPage, auditPageSchema } from '@pragati/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The latest entries of the network office's own log (GET /network/audit, issue 28). */
export const ACTIVITY_SHOWN = 20;

export function getNetworkActivity(): Promise<AuditPage> {
  return apiFetch(`/network/audit?limit=${ACTIVITY_SHOWN}`, { schema: auditPageSchema });
}

export function useNetworkActivity() {
  return useQuery({ queryKey: ['network', 'activity'], queryFn: getNetworkActivity });
}
