import { ERASED_ID_PREFIX } from '@pragati/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, students } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { withdrawAndErase } from './helpers/erasure.js';
import { profileBody, putProfile } from './helpers/disability-profile.js';
import { registeredStudent } from './helpers/students.js';

/*
 * Issue 30: the profile in the guardian's data download, gone with the identity at erasure, and
 * audited without the child's health data in the log.
 */

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

const UDID = 'UP0110920150001234';
const CERTIFICATE = 'UP/CMO/2025/4411';
const rowsOf = async (query: ReturnType<typeof sql>) =>
  JSON.stringify(await ctx.database.db.execute(query));

describe('the disability profile in the records', () => {
  it("is in the guardian's data download", async () => {
    const s = await registeredStudent(ctx, admin.headers);
    expect((await putProfile(ctx, s.info.regNo, profileBody(), admin.headers)).statusCode).toBe(
      200,
    );
    const file = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/my-data',
      headers: s.headers,
    });
    expect(file.statusCode).toBe(200);
    const { disabilityProfile } = file.json();
    expect(disabilityProfile.udid.number).toBe(UDID);
    expect(disabilityProfile.conditions).toHaveLength(2);
    expect(disabilityProfile.aids).toHaveLength(2);
  });

  it('is audited on save and on read, with counts only, never the numbers or conditions', async () => {
    const s = await registeredStudent(ctx, admin.headers);
    await putProfile(ctx, s.info.regNo, profileBody(), admin.headers);
    await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/students/${encodeURIComponent(s.info.regNo)}/disability-profile`,
      headers: admin.headers,
    });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.target} = ${s.info.regNo} and ${auditLog.action} like 'student.disability.%'`,
      )
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.outcome, e.actorId])).toEqual([
      ['student.disability.update', 'success', admin.user.userId],
      ['student.disability.view', 'success', admin.user.userId],
    ]);
    expect(entries[0]!.detail).toEqual({
      codeListYear: '2024-25',
      conditions: 2,
      certificate: true,
      udid: 'udid',
      aids: 2,
    });
    expect(JSON.stringify(entries)).not.toContain(UDID);
    expect(JSON.stringify(entries)).not.toContain(CERTIFICATE);
  });

  it('is erased with the identity: no condition, certificate, UDID or aid is left in any table', async () => {
    const s = await registeredStudent(ctx, admin.headers);
    const regNo = s.info.regNo;
    const body = profileBody({
      udid: { kind: 'udid', number: 'MH0260119900765432', expiresOn: null },
    });
    expect((await putProfile(ctx, regNo, body, admin.headers)).statusCode).toBe(200);
    const studentId = await withdrawAndErase(ctx, admin, regNo);
    for (const table of ['disability_profiles', 'disability_conditions', 'disability_aids']) {
      const count = await ctx.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where student_id = ${studentId}`,
      );
      expect(JSON.stringify(count), table).toContain('"n":0');
    }
    expect(await rowsOf(sql`select * from disability_profiles`)).not.toContain(
      'MH0260119900765432',
    );
    // An erased record takes no new profile.
    const [after] = await ctx.database.db.select().from(students).where(eq(students.id, studentId));
    expect(after!.regNo.startsWith(ERASED_ID_PREFIX)).toBe(true);
    expect((await putProfile(ctx, after!.regNo, profileBody(), admin.headers)).statusCode).toBe(
      404,
    );
  });
});
