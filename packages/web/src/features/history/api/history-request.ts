import { historyRecordSchema, type HistoryRecord } from '@pragati/domain';
import { apiFetch } from '../../../lib/api-client';

/**
 * The four history calls share one request shape (spec section 7): GET with the student's regNo
 * in header `id`, and Content-Type application/json as the spec's client sends it.
 */
export function fetchHistory(path: string, regNo: string, signal?: AbortSignal) {
  return apiFetch<HistoryRecord>(path, {
    headers: { id: regNo, 'Content-Type': 'application/json' },
    schema: historyRecordSchema,
    signal,
  });
}

/** A history is read-only for the viewer; a minute of freshness spares refetches on remounts. */
export const HISTORY_STALE_TIME = 60_000;
