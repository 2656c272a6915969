import { describe, expect, it } from 'vitest';
import { apiQuery, EMPTY_FILTERS, hasFilters, paramsOf, viewOf } from './audit-view';

describe('the audit view in the address', () => {
  it.each([
    ['', { filters: EMPTY_FILTERS, page: 1, size: 50 }],
    [
      'action=auth.login&from=2026-11-01&page=3&size=25',
      {
        filters: { ...EMPTY_FILTERS, action: 'auth.login', from: '2026-11-01' },
        page: 3,
        size: 25,
      },
    ],
    ['page=0&size=7', { filters: EMPTY_FILTERS, page: 1, size: 50 }],
    ['page=abc&size=100', { filters: EMPTY_FILTERS, page: 1, size: 100 }],
    ['actor=%20clerk%20', { filters: { ...EMPTY_FILTERS, actor: 'clerk' }, page: 1, size: 50 }],
  ])('?%s reads as the view', (search, view) => {
    expect(viewOf(new URLSearchParams(search))).toEqual(view);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const view = {
      filters: { ...EMPTY_FILTERS, target: 'R-1', outcome: 'denied' },
      page: 2,
      size: 100,
    };
    expect(paramsOf(view).toString()).toBe('target=R-1&outcome=denied&page=2&size=100');
    expect(viewOf(paramsOf(view))).toEqual(view);
    expect(paramsOf({ filters: EMPTY_FILTERS, page: 1, size: 50 }).toString()).toBe('');
  });

  it('asks the API for the given filters and the page', () => {
    expect(apiQuery(EMPTY_FILTERS)).toBe('');
    expect(
      apiQuery(
        { ...EMPTY_FILTERS, action: 'student.aadhaar.reveal', to: '2026-11-02' },
        {
          limit: 25,
          offset: 50,
        },
      ),
    ).toBe('?action=student.aadhaar.reveal&to=2026-11-02&limit=25&offset=50');
  });

  it('knows when any filter is given', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, from: '2026-11-01' })).toBe(true);
  });
});
