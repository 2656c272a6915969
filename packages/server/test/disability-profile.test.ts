import {
  DISABILITY_MESSAGES,
  HISTORY_MESSAGES,
  PROGRESS_MESSAGES,
  ROLE_GUARD_MESSAGES,
} from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.js';
import { getProfile, profileBody, putProfile } from './helpers/disability-profile.js';
import { type Headers, type RecordReader, recordReaders } from './helpers/record-readers.js';

/*
 * Issue 30 parts 1-2 (decisions §17): the disability profile and the aids ledger. The admin writes;
 * the principal, the class teacher and the student (with the guardian) read; every other reader is
 * refused; every bad field is a 400 with its exact message.
 */

let ctx: TestContext;
let h: Record<RecordReader, Headers>;
let alice: string;
let bob: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ h, alice, bob } = await recordReaders(ctx));
});
afterAll(async () => {
  await ctx.close();
});

describe('the disability profile', () => {
  it('is empty until recorded, then the admin saves it and every permitted reader sees it', async () => {
    const before = await getProfile(ctx, 'admin', alice, h.admin);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ regNo: alice, profile: null });

    const saved = await putProfile(ctx, alice, profileBody(), h.admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().msg).toBe(DISABILITY_MESSAGES.saved(alice));
    const profile = saved.json().profile;
    expect(profile.conditions).toEqual([
      { code: 9, percent: 60, primary: true },
      { code: 13, percent: 45, primary: false },
    ]);
    expect(profile.udid).toEqual({
      kind: 'udid',
      number: 'UP0110920150001234',
      expiresOn: '2030-03-31',
    });
    expect(profile.certificate.reassessOn).toBe('2028-01-10');
    expect(
      profile.aids.map((x: { item: string; amount: number | null }) => [x.item, x.amount]),
    ).toEqual([
      ['Transport allowance', 3000],
      ['', null],
    ]);

    for (const [role, headers] of [
      ['admin', h.admin],
      ['principal', h.principal],
      ['teacher', h.classTeacher],
    ] as const) {
      const read = await getProfile(ctx, role, alice, headers);
      expect(read.statusCode, role).toBe(200);
      expect(read.json().profile).toEqual(profile);
    }
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/disability-profile',
      headers: h.alice,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).toEqual(profile);
  });

  it('a second save replaces the first; an enrolment number stands in for the UDID; a permanent certificate has no re-assessment date', async () => {
    const body = profileBody({
      conditions: [{ code: 5, percent: 80, primary: true }],
      udid: { kind: 'enrolment', number: 'en/2025-778', expiresOn: null },
      certificate: { ...profileBody().certificate, reassessOn: null },
      aids: [],
    });
    const saved = await putProfile(ctx, bob, body, h.admin);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await putProfile(
      ctx,
      bob,
      { ...body, conditions: [{ code: 1, percent: 100, primary: true }] },
      h.admin,
    );
    const profile = again.json().profile;
    expect(profile.conditions).toEqual([{ code: 1, percent: 100, primary: true }]);
    expect(profile.udid).toEqual({ kind: 'enrolment', number: 'EN/2025-778', expiresOn: null });
    expect(profile.certificate.reassessOn).toBeNull();
    expect(profile.aids).toEqual([]);
  });

  it('a UDID written with spaces or dashes is kept as its 18 characters', async () => {
    const saved = await putProfile(
      ctx,
      bob,
      profileBody({ udid: { kind: 'udid', number: 'up 01 1 09 2015 000123-4', expiresOn: null } }),
      h.admin,
    );
    expect(saved.json().profile.udid.number).toBe('UP0110920150001234');
  });

  it('offers the code lists of every year held, newest first', async () => {
    const lists = await ctx.app.inject({
      method: 'GET',
      url: '/api/disability-code-lists',
      headers: h.classTeacher,
    });
    expect(lists.statusCode).toBe(200);
    const [latest] = lists.json().lists;
    expect(latest.year).toBe('2024-25');
    expect(latest.conditions).toHaveLength(21);
    expect(latest.conditions[8]).toEqual({
      code: 9,
      en: 'Autism spectrum disorder',
      hi: 'स्वलीनता स्पेक्ट्रम विकार',
    });
    expect(latest.facilities.map((f: { en: string }) => f.en)).toContain('Hearing aid');
  });
});

describe('who may read and write it', () => {
  const urls = () =>
    [
      ['GET', `/api/admin/students/${alice}/disability-profile`],
      ['GET', `/api/principal/students/${alice}/disability-profile`],
      ['GET', `/api/teacher/students/${alice}/disability-profile`],
      ['GET', '/api/student/disability-profile'],
      ['PUT', `/api/admin/students/${alice}/disability-profile`],
      ['GET', '/api/disability-code-lists'],
    ] as const;

  it('answers 401 signed out on every route', async () => {
    for (const [method, url] of urls()) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'PUT' ? profileBody() : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to each wrong role', async () => {
    const wrong: [string, string, Headers, string][] = [
      [
        'GET',
        `/api/admin/students/${alice}/disability-profile`,
        h.principal,
        ROLE_GUARD_MESSAGES.admin,
      ],
      [
        'GET',
        `/api/admin/students/${alice}/disability-profile`,
        h.classTeacher,
        ROLE_GUARD_MESSAGES.admin,
      ],
      [
        'GET',
        `/api/admin/students/${alice}/disability-profile`,
        h.alice,
        ROLE_GUARD_MESSAGES.admin,
      ],
      [
        'GET',
        `/api/principal/students/${alice}/disability-profile`,
        h.admin,
        ROLE_GUARD_MESSAGES.principal,
      ],
      [
        'GET',
        `/api/teacher/students/${alice}/disability-profile`,
        h.principal,
        ROLE_GUARD_MESSAGES.teacher,
      ],
      ['GET', '/api/student/disability-profile', h.classTeacher, ROLE_GUARD_MESSAGES.student],
      [
        'PUT',
        `/api/admin/students/${alice}/disability-profile`,
        h.principal,
        ROLE_GUARD_MESSAGES.admin,
      ],
      [
        'PUT',
        `/api/admin/students/${alice}/disability-profile`,
        h.classTeacher,
        ROLE_GUARD_MESSAGES.admin,
      ],
      [
        'PUT',
        `/api/admin/students/${alice}/disability-profile`,
        h.alice,
        ROLE_GUARD_MESSAGES.admin,
      ],
    ];
    for (const [method, url, headers, msg] of wrong) {
      const response = await ctx.app.inject({
        method: method as 'GET' | 'PUT',
        url,
        headers,
        payload: method === 'PUT' ? profileBody() : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().msg).toBe(msg);
    }
  });

  it("refuses another teacher's student, and a student reads only their own", async () => {
    const other = await getProfile(ctx, 'teacher', alice, h.otherTeacher);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(PROGRESS_MESSAGES.notYourStudent);
    // Bob's own read names Bob, whatever the URL: there is no regNo to change.
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/disability-profile',
      headers: h.bob,
    });
    expect(own.json().regNo).toBe(bob);
  });

  it('answers 404 for an unknown student', async () => {
    const read = await getProfile(ctx, 'admin', 'NOPE/404', h.admin);
    expect(read.statusCode).toBe(404);
    expect(read.json().msg).toBe(HISTORY_MESSAGES.notFound);
    expect((await putProfile(ctx, 'NOPE/404', profileBody(), h.admin)).statusCode).toBe(404);
  });
});
