import type { TestContext } from './app.js';

/** A whole, valid profile body (issue 30); `over` replaces top-level parts. */
export const profileBody = (over: Record<string, unknown> = {}) => ({
  codeListYear: '2024-25',
  conditions: [
    { code: 9, percent: 60, primary: true },
    { code: 13, percent: 45, primary: false },
  ],
  certificate: {
    number: 'UP/CMO/2025/4411',
    authority: 'Chief Medical Officer, Lucknow',
    issuedOn: '2025-01-10',
    reassessOn: '2028-01-10',
  },
  udid: { kind: 'udid', number: 'UP0110920150001234', expiresOn: '2030-03-31' },
  aids: [
    {
      facilityCode: 9,
      item: '',
      date: '2025-02-01',
      scheme: 'adip',
      amount: null,
      status: 'received',
    },
    {
      facilityCode: null,
      item: 'Transport allowance',
      date: '2025-04-01',
      scheme: 'samagra-shiksha',
      amount: 3000,
      status: 'pending',
    },
  ],
  ...over,
});

export const putProfile = (
  ctx: TestContext,
  regNo: string,
  payload: unknown,
  headers: Record<string, string>,
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/disability-profile`,
    headers,
    payload: payload as object,
  });

export const getProfile = (
  ctx: TestContext,
  role: 'admin' | 'principal' | 'teacher',
  regNo: string,
  headers: Record<string, string>,
) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${role}/students/${encodeURIComponent(regNo)}/disability-profile`,
    headers,
  });
