import type { DisabilityCounts } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { profileBody, putProfile } from './helpers/disability-profile.js';
import { createStudent } from './helpers/progress-factories.js';

/*
 * Issue 30 part 5: the overview counts the active students by disability (the primary condition)
 * and group. The columns are the institute's enabled groups (the programme_groups table), not a
 * list in code; the last row counts the active students with no condition recorded.
 */

let ctx: TestContext;
const headers = {} as Record<'admin' | 'principal', Record<string, string>>;
beforeAll(async () => {
  ctx = await createTestApp();
  headers.admin = (await signedIn(ctx, 'admin')).headers;
  headers.principal = (await signedIn(ctx, 'principal')).headers;
});
afterAll(async () => {
  await ctx.close();
});

const condition = (code: number) => ({ conditions: [{ code, percent: 60, primary: true }] });

/** A student placed in `section` with `code` as the primary condition (none: not recorded). */
async function child(section: 'preprimary' | 'primary1' | 'primary2' | 'secondary', code?: number) {
  const { regNo, student } = await createStudent(ctx, { section, year: '1' });
  if (code !== undefined) {
    const saved = await putProfile(ctx, regNo, profileBody(condition(code)), headers.admin);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return student.id;
}

const counts = async (who: 'admin' | 'principal' = 'admin'): Promise<DisabilityCounts> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/overview', headers: headers[who] });
  expect(res.statusCode).toBe(200);
  return res.json().disabilities;
};

/** Each row as [code, English name, counts per column, total]. */
const table = (d: DisabilityCounts) =>
  d.rows.map((r) => [r.code, r.names?.en ?? null, r.counts, r.total]);

describe('the overview by disability and group', () => {
  it('is an empty table of the enabled groups with no student', async () => {
    const d = await counts();
    expect(d.groups).toEqual([
      { code: 'preprimary', names: { en: 'Preprimary', hi: 'प्री-प्राइमरी' } },
      { code: 'primary1', names: { en: 'Primary-I', hi: 'प्राइमरी-I' } },
      { code: 'primary2', names: { en: 'Primary-II', hi: 'प्राइमरी-II' } },
    ]);
    expect(table(d)).toEqual([[null, null, [0, 0, 0], 0]]);
  });

  it('counts active students by primary condition, in English and Hindi, and the unrecorded', async () => {
    await child('preprimary', 9);
    await child('primary1', 9);
    await child('primary1', 9);
    await child('primary2', 13);
    await child('primary2');
    // A second condition is not counted: the primary one names the child's row.
    const { regNo } = await createStudent(ctx, { section: 'preprimary', year: '1' });
    await putProfile(
      ctx,
      regNo,
      profileBody({
        conditions: [
          { code: 5, percent: 70, primary: true },
          { code: 9, percent: 40, primary: false },
        ],
      }),
      headers.admin,
    );
    // A student who left is not counted.
    const gone = await child('primary1', 13);
    await ctx.database.db.update(students).set({ status: 'left' }).where(eq(students.id, gone));

    const d = await counts('principal');
    expect(table(d)).toEqual([
      [5, 'Locomotor disability', [1, 0, 0], 1],
      [9, 'Autism spectrum disorder', [1, 2, 0], 3],
      [13, 'Intellectual disability', [0, 0, 1], 1],
      [null, null, [0, 0, 1], 1],
    ]);
    expect(d.rows[1]!.names!.hi).toBe('स्वलीनता स्पेक्ट्रम विकार');
    // Every active student is in exactly one row.
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/overview',
      headers: headers.admin,
    });
    expect(d.rows.reduce((n, r) => n + r.total, 0)).toBe(overview.json().activeStudents);
  });

  it('follows the groups table: a group enabled is a column at once', async () => {
    const enabled = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/groups/secondary',
      headers: headers.admin,
      payload: { enabled: true },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    await child('secondary', 13);
    const d = await counts();
    expect(d.groups.map((g) => g.code)).toEqual([
      'preprimary',
      'primary1',
      'primary2',
      'secondary',
    ]);
    expect(d.rows.find((r) => r.code === 13)).toMatchObject({ counts: [0, 0, 1, 1], total: 2 });
  });

  it('shows a cleared profile as not recorded at once', async () => {
    const { regNo } = await createStudent(ctx, { section: 'primary1', year: '1' });
    await putProfile(ctx, regNo, profileBody(condition(1)), headers.admin);
    expect((await counts()).rows.find((r) => r.code === 1)?.total).toBe(1);
    await putProfile(
      ctx,
      regNo,
      profileBody({ conditions: [], certificate: null, udid: null, aids: [] }),
      headers.admin,
    );
    const d = await counts();
    expect(d.rows.find((r) => r.code === 1)).toBeUndefined();
  });
});
