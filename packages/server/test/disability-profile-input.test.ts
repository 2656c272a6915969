import { DISABILITY_MESSAGES as M, instituteDate } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { profileBody, putProfile } from './helpers/disability-profile.js';
import { registeredStudent } from './helpers/students.js';

/* Issue 30: every bad part of a profile is a 400 with its exact message, and nothing is saved. */

let ctx: TestContext;
let admin: Record<string, string>;
let regNo: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
  regNo = (await registeredStudent(ctx, admin)).info.regNo;
});
afterAll(async () => {
  await ctx.close();
});

const base = profileBody();
const aid = base.aids[0]!;
const cert = base.certificate;
const tomorrow = () => {
  const d = new Date(`${instituteDate(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const CASES: [string, () => Record<string, unknown>, string][] = [
  ['conditions not a list', () => ({ conditions: 'autism' }), M.conditions],
  [
    'percent over 100',
    () => ({ conditions: [{ code: 9, percent: 101, primary: true }] }),
    M.percent,
  ],
  ['percent below 0', () => ({ conditions: [{ code: 9, percent: -1, primary: true }] }), M.percent],
  [
    'percent not whole',
    () => ({ conditions: [{ code: 9, percent: 40.5, primary: true }] }),
    M.percent,
  ],
  [
    'unknown condition',
    () => ({ conditions: [{ code: 22, percent: 40, primary: true }] }),
    M.unknownCondition(22, '2024-25'),
  ],
  [
    'two primaries',
    () => ({
      conditions: [
        { code: 9, percent: 40, primary: true },
        { code: 1, percent: 40, primary: true },
      ],
    }),
    M.onePrimary,
  ],
  ['no primary', () => ({ conditions: [{ code: 9, percent: 40, primary: false }] }), M.onePrimary],
  [
    'a condition twice',
    () => ({
      conditions: [
        { code: 9, percent: 40, primary: true },
        { code: 9, percent: 50, primary: false },
      ],
    }),
    M.duplicateCondition,
  ],
  [
    'UDID too short',
    () => ({ udid: { kind: 'udid', number: 'UP011092015000123', expiresOn: null } }),
    M.udidNumber,
  ],
  [
    'UDID digits for letters',
    () => ({ udid: { kind: 'udid', number: '120110920150001234', expiresOn: null } }),
    M.udidNumber,
  ],
  [
    'enrolment with symbols',
    () => ({ udid: { kind: 'enrolment', number: 'A B;C', expiresOn: null } }),
    M.enrolmentNumber,
  ],
  [
    'unknown UDID kind',
    () => ({ udid: { kind: 'card', number: 'X', expiresOn: null } }),
    M.udidKind,
  ],
  [
    'impossible expiry',
    () => ({ udid: { ...base.udid, expiresOn: '2030-02-30' } }),
    M.notADate('Card expiry date'),
  ],
  [
    're-assessment before issue',
    () => ({ certificate: { ...cert, reassessOn: '2024-01-01' } }),
    M.reassessBeforeIssue,
  ],
  [
    'issue in the future',
    () => ({ certificate: { ...cert, issuedOn: tomorrow(), reassessOn: null } }),
    M.futureIssue,
  ],
  [
    'no certificate number',
    () => ({ certificate: { ...cert, number: ' ' } }),
    M.required('Certificate number'),
  ],
  ['no code list year', () => ({ codeListYear: '2024' }), M.codeListYear],
  ['unknown code list year', () => ({ codeListYear: '1999-00' }), M.unknownYear('1999-00')],
  ['aid without item', () => ({ aids: [{ ...aid, facilityCode: null, item: '' }] }), M.aidItem],
  [
    'unknown facility',
    () => ({ aids: [{ ...aid, facilityCode: 40 }] }),
    M.unknownFacility(40, '2024-25'),
  ],
  ['unknown scheme', () => ({ aids: [{ ...aid, scheme: 'pmjay' }] }), M.scheme],
  ['negative amount', () => ({ aids: [{ ...aid, amount: -5 }] }), M.amount],
  ['amount too large', () => ({ aids: [{ ...aid, amount: 1_000_001 }] }), M.amount],
  ['unknown status', () => ({ aids: [{ ...aid, status: 'lost' }] }), M.aidStatus],
  ['too many aids', () => ({ aids: Array.from({ length: 201 }, () => aid) }), M.tooManyAids],
];

describe('a bad profile', () => {
  it.each(CASES)('%s is refused with its message', async (_name, change, message) => {
    const response = await putProfile(ctx, regNo, profileBody(change()), admin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('leaves nothing saved', async () => {
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/students/${encodeURIComponent(regNo)}/disability-profile`,
      headers: admin,
    });
    expect(read.json().profile).toBeNull();
  });

  it('answers 400, never 5xx, for bodies of the wrong shape', async () => {
    for (const payload of [
      null,
      [],
      7,
      { conditions: 'all' },
      { ...base, aids: [null] },
      { ...base, udid: 7 },
    ]) {
      const response = await putProfile(ctx, regNo, payload, admin);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
