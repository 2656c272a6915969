import type { AuditFilters } from '@pragati/domain';

/*
 * The audit screen's view lives in the address (issue 14 part 3): filters, page and page size are
 * search params, so Back, reload and a shared link show the same entries. These pure functions
 * turn the params into the view and the view into the params and the API's query.
 */

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export const FILTER_KEYS = ['actor', 'action', 'target', 'outcome', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters as the form holds them: every field a string, '' when not given. */
export type FilterValues = Record<FilterKey, string>;

export interface AuditView {
  filters: FilterValues;
  /** 1-based. */
  page: number;
  size: number;
}

export const EMPTY_FILTERS: FilterValues = {
  actor: '',
  action: '',
  target: '',
  outcome: '',
  from: '',
  to: '',
};

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** The view of the address; a page or size that is not one of ours reads as the default. */
export function viewOf(params: URLSearchParams): AuditView {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  const size = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    filters,
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The address of a view: only what differs from the defaults, in a fixed order. */
export function paramsOf(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view.filters[key].trim();
    if (value) params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_PAGE_SIZE) params.set('size', String(view.size));
  return params;
}

/**
 * The filters the API takes (given ones only). Values are passed as typed, even an outcome from
 * an edited address: the server's 400 names what is wrong, and the screen shows it.
 */
export function apiFilters(filters: FilterValues): AuditFilters {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) out[key] = value;
  }
  return out as AuditFilters;
}

/** `?actor=…&from=…` of the filters, plus a page when given. */
export function apiQuery(filters: FilterValues, page?: { limit: number; offset: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(apiFilters(filters))) params.set(key, String(value));
  if (page) {
    params.set('limit', String(page.limit));
    params.set('offset', String(page.offset));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const hasFilters = (filters: FilterValues) => FILTER_KEYS.some((k) => filters[k] !== '');
