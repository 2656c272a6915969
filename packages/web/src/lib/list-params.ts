import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@pragati/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';

/*
 * A list's view in its URL (issue 14 part 2): filters, sort, page and page size are search
 * params, so the browser's Back, a reload or a shared link return to the same view. Read
 * leniently: a param that does not parse (an old link, a hand edit) falls back to its default
 * instead of failing the screen; defaults are left out of the URL to keep it short.
 */

type Shape = Record<string, z.ZodType>;
export type ListParams<S extends Shape> = {
  query: z.output<z.ZodObject<S>>;
  page: number;
  size: number;
};

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

/** The view a URL's search params describe: each field by its own schema, or its default. */
export function readListParams<S extends Shape>(shape: S, params: URLSearchParams): ListParams<S> {
  const query = {} as Record<string, unknown>;
  for (const [key, schema] of Object.entries(shape)) {
    const raw = params.get(key);
    const parsed = schema.safeParse(raw === null || raw === '' ? undefined : raw);
    query[key] = parsed.success ? parsed.data : schema.safeParse(undefined).data;
  }
  const size = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    query: query as ListParams<S>['query'],
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Search params for a view, without the values that are the defaults anyway. */
export function writeListParams<S extends Shape>(shape: S, view: ListParams<S>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, schema] of Object.entries(shape)) {
    const value = (view.query as Record<string, unknown>)[key];
    const fallback = schema.safeParse(undefined).data;
    if (value === undefined || value === '' || value === fallback) continue;
    params.set(key, String(value));
  }
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_PAGE_SIZE) params.set('size', String(view.size));
  return params;
}

const storageKey = (name: string) => `pragati.list.${name}`;
const returnKey = (name: string) => `pragati.list.${name}.return`;

/**
 * Marks that the screen being opened from a list returns to it: the list's next opening without
 * search params (the Back button of a details screen) restores the view it was left in.
 */
export function rememberListReturn(name: string): void {
  try {
    window.sessionStorage.setItem(returnKey(name), '1');
  } catch {
    // Storage disabled: the browser's Back still returns to the list's URL.
  }
}

/**
 * The view of a list in the URL. Every change is also kept for this tab (sessionStorage), and
 * after `rememberListReturn` the list opened without search params returns to it (opened from the
 * home screen, it starts afresh). Changes replace the history entry, so the browser's Back leaves
 * the list instead of walking through each keystroke.
 */
export function useListParams<S extends Shape>(name: string, shape: S) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => readListParams(shape, params), [shape, params]);

  const returning = location.search === '' && readStorage(returnKey(name)) === '1';
  const saved = returning ? readSaved(name) : '';
  useEffect(() => {
    // Used once, whichever way the list was reached (a browser Back carries its own URL).
    removeStorage(returnKey(name));
    if (saved) void navigate({ search: saved }, { replace: true });
  }, [saved, name, navigate]);
  useEffect(() => {
    if (saved) return;
    try {
      window.sessionStorage.setItem(storageKey(name), location.search);
    } catch {
      // Storage disabled: the URL alone keeps the view.
    }
  }, [name, location.search, saved]);

  const update = useCallback(
    (change: Partial<ListParams<S>['query']> & { page?: number; size?: number }) => {
      const { page, size, ...query } = change;
      const next: ListParams<S> = {
        query: { ...view.query, ...query },
        // A new filter, sort or page size starts again at page 1.
        page: page ?? (Object.keys(query).length > 0 || size !== undefined ? 1 : view.page),
        size: size ?? view.size,
      };
      setParams(writeListParams(shape, next), { replace: true });
    },
    [shape, view, setParams],
  );
  /** Back to the defaults. */
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { view, update, reset, restoring: Boolean(saved) };
}

function readStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function removeStorage(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

function readSaved(name: string): string {
  const value = readStorage(storageKey(name)) ?? '';
  return value.startsWith('?') && value.length > 1 ? value : '';
}
