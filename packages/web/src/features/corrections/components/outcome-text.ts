import { type Correction, CORRECTION_STATUS_LABELS } from '@pragati/domain';

/** A request's outcome in words: the status, and a decline's reason (never colour alone). */
export function outcomeText(request: Pick<Correction, 'status' | 'declineReason'>): string {
  const label = CORRECTION_STATUS_LABELS[request.status];
  return request.status === 'declined' && request.declineReason
    ? `${label}: ${request.declineReason}`
    : label;
}
