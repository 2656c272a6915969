import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, students } from '../src/db/schema/index.js';
import {
  cutOffAfter as cutOffAfterHelper,
  endCutOff,
  signIn as signInHelper,
} from './helpers/cut-off.js';
import { owner } from './helpers/database.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { importRow, importSheet, uploadImport } from './helpers/student-import.js';

// Issue 26 item 3, decisions §12's last point applied to the student import: a sheet uploaded
// again after an import cut off half-way gives a fresh temporary password to every listed
// student whose account has never signed in, and leaves those who have signed in alone.
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});
afterEach(async () => {
  await endCutOff(ctx, 'students');
});

const cutOffAfter = (count: number) => cutOffAfterHelper(ctx, 'students', count);
const signIn = (userId: string, password: string) => signInHelper(ctx, userId, password);
const studentCount = async () => (await ctx.database.db.select().from(students)).length;
type Credential = { userId: string; temporaryPassword: string };

describe('POST /admin/students/import after an interrupted import', () => {
  it('gives every listed never-signed-in student new credentials; signed-in ones stay', async () => {
    // A student from an earlier import who has signed in.
    const activeRow = importRow();
    const earlier = await uploadImport(ctx, admin.headers, await importSheet([activeRow]));
    const [activeCredential] = earlier.json().credentials as Credential[];
    expect(
      (await signIn(activeCredential!.userId, activeCredential!.temporaryPassword)).statusCode,
    ).toBe(200);

    const rows = Array.from({ length: 12 }, () => importRow());
    const regNos = rows.map((r) => String(r[0]));
    const sheet = await importSheet([activeRow, ...rows]);
    const before = await studentCount();
    await cutOffAfter(before + 6);
    const cut = await uploadImport(ctx, admin.headers, sheet);
    expect(cut.statusCode).toBe(500);
    const written = (await studentCount()) - before;
    expect(written).toBeGreaterThanOrEqual(1);
    expect(written).toBeLessThan(12);
    await owner(ctx).execute(sql`drop trigger test_cut_off on students`);

    const again = await uploadImport(ctx, admin.headers, sheet);
    expect(again.statusCode).toBe(200);
    const result = again.json();
    expect(result).toMatchObject({
      registered: 12 - written,
      pending: 0,
      duplicates: 1,
      reissued: written,
      duplicateRows: [{ rowNumber: 2, regNo: activeCredential!.userId }],
    });
    expect(result.msg).toBe(
      `${12 - written} student${12 - written === 1 ? '' : 's'} registered, 0 rows kept to fix, 1 duplicate skipped.` +
        (written === 1
          ? ' 1 student who had never signed in got a new temporary password; the earlier one no longer works.'
          : ` ${written} students who had never signed in got new temporary passwords; the earlier ones no longer work.`),
    );
    const credentials = result.credentials as Credential[];
    expect(credentials.map((c) => c.userId).sort()).toEqual([...regNos].sort());
    for (const { userId, temporaryPassword } of credentials) {
      const response = await signIn(userId, temporaryPassword);
      expect(response.statusCode, userId).toBe(200);
      expect(response.json().mustChangePassword).toBe(true);
    }
    // The student who had signed in keeps the password they have.
    expect(
      (await signIn(activeCredential!.userId, activeCredential!.temporaryPassword)).statusCode,
    ).toBe(200);

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.password.reissue'), eq(auditLog.outcome, 'success')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.detail).toMatchObject({ count: written });
    const reissuedIds = (entries[0]!.detail as { regNos: string[] }).regNos;
    expect(reissuedIds).toHaveLength(written);
    for (const id of reissuedIds) expect(regNos).toContain(id);
  });

  it('an earlier password nobody saw stops working; once signed in, the sheet changes nothing', async () => {
    const row = importRow();
    const sheet = await importSheet([row]);
    const [lost] = (await uploadImport(ctx, admin.headers, sheet)).json()
      .credentials as Credential[];

    const second = (await uploadImport(ctx, admin.headers, sheet)).json();
    expect(second).toMatchObject({ registered: 0, duplicates: 0, reissued: 1 });
    const [fresh] = second.credentials as Credential[];
    expect(fresh!.userId).toBe(lost!.userId);
    expect((await signIn(lost!.userId, lost!.temporaryPassword)).statusCode).toBe(401);
    expect((await signIn(fresh!.userId, fresh!.temporaryPassword)).statusCode).toBe(200);

    const third = (await uploadImport(ctx, admin.headers, sheet)).json();
    expect(third).toMatchObject({ registered: 0, duplicates: 1, reissued: 0, credentials: [] });
    expect((await signIn(fresh!.userId, fresh!.temporaryPassword)).statusCode).toBe(200);
  });
});
