import { type Correction, CORRECTION_STATUS_LABELS } from '@pragati/domain';

/**
 * A request's outcome in words: the status, and a decline's reason (never colour alone). `m`
 * translates a domain label (i18n useMsg).
 */
export function outcomeText(
  request: Pick<Correction, 'status' | 'declineReason'>,
  m: (text: string) => string,
): string {
  const label = m(CORRECTION_STATUS_LABELS[request.status]);
  return request.status === 'declined' && request.declineReason
    ? `${label}: ${request.declineReason}`
    : label;
}
