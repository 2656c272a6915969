import { DISABILITY_MESSAGES } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { getProfile, profileBody, putProfile } from './helpers/disability-profile.js';
import { registeredStudent } from './helpers/students.js';

/*
 * Issue 30 part 1: the admin removes a condition, the certificate or the UDID, and clears the
 * whole profile (a PUT with empty lists and nulls); each save is audited, the clearing by name.
 */

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
});
afterAll(async () => {
  await ctx.close();
});

const EMPTY = { conditions: [], certificate: null, udid: null, aids: [] };

const remindersFor = async (regNo: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/disability-reminders',
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  const listed = res.json().noProfile.students as { regNo: string }[];
  return listed.some((s) => s.regNo === regNo);
};

const auditedActions = async (regNo: string) =>
  (
    await ctx.database.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(
        sql`${auditLog.target} = ${regNo} and ${auditLog.action} in ('student.disability.update', 'student.disability.clear')`,
      )
      .orderBy(auditLog.id)
  ).map((e) => e.action);

describe('clearing the disability profile', () => {
  it('removes one condition, then the certificate and the UDID, keeping the rest', async () => {
    const { regNo } = (await registeredStudent(ctx, admin)).info;
    expect((await putProfile(ctx, regNo, profileBody(), admin)).statusCode).toBe(200);
    const fewer = await putProfile(
      ctx,
      regNo,
      profileBody({ conditions: [{ code: 9, percent: 60, primary: true }] }),
      admin,
    );
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().profile.conditions).toEqual([{ code: 9, percent: 60, primary: true }]);

    const bare = await putProfile(
      ctx,
      regNo,
      profileBody({ certificate: null, udid: null }),
      admin,
    );
    expect(bare.statusCode, bare.body).toBe(200);
    const read = await getProfile(ctx, 'admin', regNo, admin);
    expect(read.json().profile.certificate).toBeNull();
    expect(read.json().profile.udid).toBeNull();
    expect(read.json().profile.conditions).toHaveLength(2);
    expect(read.json().profile.aids).toHaveLength(2);
  });

  it('removes the last condition: the profile stays, and the student counts as not recorded', async () => {
    const { regNo } = (await registeredStudent(ctx, admin)).info;
    await putProfile(ctx, regNo, profileBody(), admin);
    expect(await remindersFor(regNo)).toBe(false);
    const saved = await putProfile(ctx, regNo, profileBody({ conditions: [] }), admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.conditions).toEqual([]);
    expect(saved.json().profile.udid.number).toBe('UP0110920150001234');
    expect(await remindersFor(regNo)).toBe(true);
  });

  it('clears the whole profile with empty lists and nulls: no row is left, and it is audited', async () => {
    const { regNo } = (await registeredStudent(ctx, admin)).info;
    await putProfile(ctx, regNo, profileBody(), admin);
    const cleared = await putProfile(ctx, regNo, profileBody(EMPTY), admin);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({
      msg: DISABILITY_MESSAGES.cleared(regNo),
      regNo,
      profile: null,
    });
    expect((await getProfile(ctx, 'admin', regNo, admin)).json().profile).toBeNull();
    expect(await remindersFor(regNo)).toBe(true);

    const left = await ctx.database.db.execute(sql`
      select (select count(*) from disability_profiles p join students s on s.id = p.student_id
                where s.reg_no = ${regNo})::int as profiles,
             (select count(*) from disability_conditions c join students s on s.id = c.student_id
                where s.reg_no = ${regNo})::int as conditions,
             (select count(*) from disability_aids a join students s on s.id = a.student_id
                where s.reg_no = ${regNo})::int as aids`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([
      { profiles: 0, conditions: 0, aids: 0 },
    ]);
    expect(await auditedActions(regNo)).toEqual([
      'student.disability.update',
      'student.disability.clear',
    ]);

    // Cleared twice, or with no profile held, is the same answer (nothing to keep).
    const again = await putProfile(ctx, regNo, profileBody(EMPTY), admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().profile).toBeNull();
  });

  it('a cleared profile can be recorded again', async () => {
    const { regNo } = (await registeredStudent(ctx, admin)).info;
    await putProfile(ctx, regNo, profileBody(), admin);
    await putProfile(ctx, regNo, profileBody(EMPTY), admin);
    const saved = await putProfile(ctx, regNo, profileBody(), admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.conditions).toHaveLength(2);
  });
});
