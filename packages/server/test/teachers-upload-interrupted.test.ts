import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, teachers } from '../src/db/schema/index.js';
import {
  cutOffAfter as cutOffAfterHelper,
  endCutOff,
  signIn as signInHelper,
} from './helpers/cut-off.js';
import { owner } from './helpers/database.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { resetTeachers, teacherRow, teacherSheet, upload, uploadRows } from './helpers/teachers.js';

// Decisions §12: a teacher sheet uploaded again after an interrupted upload gives a fresh
// temporary password to every listed account that has never signed in.
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await resetTeachers(ctx);
});
afterEach(async () => {
  await endCutOff(ctx, 'teachers');
});

const cutOffAfter = (count: number) => cutOffAfterHelper(ctx, 'teachers', count);
const signIn = (userId: string, password: string) => signInHelper(ctx, userId, password);

describe('POST /admin/registerTeacher after an interrupted upload', () => {
  it('gives every listed never-signed-in teacher new credentials; signed-in ones stay', async () => {
    // A teacher from an earlier upload who has signed in.
    const active = teacherRow();
    const [activeCredential] = (await uploadRows(ctx, admin.headers, [active])).credentials;
    expect((await signIn(String(active[0]), activeCredential!.temporaryPassword)).statusCode).toBe(
      200,
    );

    const rows = Array.from({ length: 20 }, () => teacherRow());
    const sheet = await teacherSheet([active, ...rows]);
    await cutOffAfter(11);
    const cut = await upload(ctx, admin.headers, sheet);
    expect(cut.statusCode).toBe(500);
    const writtenIds = (await ctx.database.db.select({ id: teachers.teacherId }).from(teachers))
      .map((t) => t.id)
      .filter((id) => id !== active[0]);
    const written = writtenIds.length;
    expect(written).toBeGreaterThanOrEqual(10);
    expect(written).toBeLessThan(20);
    await owner(ctx).execute(sql`drop trigger test_cut_off on teachers`);

    const again = await upload(ctx, admin.headers, sheet);
    expect(again.statusCode).toBe(200);
    const result = again.json();
    expect(result).toMatchObject({
      registered: 20 - written,
      pending: 0,
      alreadyRegistered: 1,
      reissued: written,
    });
    expect(result.msg).toBe(
      `${20 - written} teachers registered, 0 rows with errors, 1 already registered. ` +
        `${written} teachers who had never signed in got new temporary passwords; the earlier ones no longer work.`,
    );
    const ids = rows.map((r) => String(r[0]));
    expect(result.credentials.map((c: { userId: string }) => c.userId).sort()).toEqual(
      [...ids].sort(),
    );
    for (const { userId, temporaryPassword } of result.credentials) {
      const response = await signIn(userId, temporaryPassword);
      expect(response.statusCode, userId).toBe(200);
      expect(response.json().mustChangePassword).toBe(true);
    }
    // The teacher who had signed in keeps the password they have.
    expect((await signIn(String(active[0]), activeCredential!.temporaryPassword)).statusCode).toBe(
      200,
    );

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'teacher.password.reissue'), eq(auditLog.outcome, 'success')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.detail).toMatchObject({ count: written });
    expect((entries[0]!.detail as { teacherIds: string[] }).teacherIds.sort()).toEqual(
      writtenIds.sort(),
    );
  });

  it('a password from an upload nobody signed in with stops working when the sheet comes again', async () => {
    const row = teacherRow();
    const first = await uploadRows(ctx, admin.headers, [row]);
    const second = await uploadRows(ctx, admin.headers, [row]);
    expect(second).toMatchObject({ registered: 0, alreadyRegistered: 0, reissued: 1 });
    expect(second.msg).toBe(
      '0 teachers registered, 0 rows with errors. 1 teacher who had never signed in got a new temporary password; the earlier one no longer works.',
    );
    expect((await signIn(String(row[0]), first.credentials[0]!.temporaryPassword)).statusCode).toBe(
      401,
    );
    expect(
      (await signIn(String(row[0]), second.credentials[0]!.temporaryPassword)).statusCode,
    ).toBe(200);
  });
});
