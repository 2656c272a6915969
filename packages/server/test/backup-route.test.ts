import { BACKUP_MESSAGES, loadCatalog, ROLE_GUARD_MESSAGES } from '@pragati/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { writeBackup } from '../src/modules/backup/service.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';

/** POST /api/admin/backup: who may call it and what it refuses (the archive: backup-restore). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const PASSPHRASE = 'a long enough passphrase';
const backup = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/backup', headers, payload });

describe('POST /api/admin/backup', () => {
  it('401 without a session', async () => {
    const response = await backup({ password: 'x', passphrase: PASSPHRASE });
    expect(response.statusCode).toBe(401);
  });

  it.each(['teacher', 'principal', 'student'] as const)('403 for a %s', async (role) => {
    const { headers, user } = await signedIn(ctx, role);
    const response = await backup({ password: user.password, passphrase: PASSPHRASE }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
  });

  it.each([
    [{ passphrase: PASSPHRASE }, BACKUP_MESSAGES.enterPassword],
    [{ password: '', passphrase: PASSPHRASE }, BACKUP_MESSAGES.enterPassword],
    [{ password: 'x' }, BACKUP_MESSAGES.enterPassphrase],
    [{ password: 'x', passphrase: 'short' }, BACKUP_MESSAGES.passphraseTooShort],
    [{ password: 'x', passphrase: 'p'.repeat(1025) }, BACKUP_MESSAGES.passphraseTooLong],
  ])('400 %#', async (body, message) => {
    const { headers } = await signedIn(ctx, 'admin');
    const response = await backup(body, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: message, message });
  });

  it("403 for a wrong password: nothing is made, the failure is audited and counts as the admin's", async () => {
    const { headers, user } = await signedIn(ctx, 'admin');
    const response = await backup({ password: 'not-my-password', passphrase: PASSPHRASE }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(BACKUP_MESSAGES.wrongPassword);
    expect(response.headers['content-disposition']).toBeUndefined();
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'backup.create'), eq(auditLog.actorId, user.userId)));
    expect(entries).toMatchObject([{ outcome: 'failure' }]);
    expect(JSON.stringify(entries)).not.toContain(PASSPHRASE);
    expect(JSON.stringify(entries)).not.toContain('not-my-password');
  });

  it('429 after five wrong passwords, even with the right one', async () => {
    const { headers, user } = await signedIn(ctx, 'admin');
    for (let i = 0; i < 5; i++) {
      expect(
        (await backup({ password: `wrong-${i}`, passphrase: PASSPHRASE }, headers)).statusCode,
      ).toBe(403);
    }
    const response = await backup({ password: user.password, passphrase: PASSPHRASE }, headers);
    expect(response.statusCode).toBe(429);
    expect(response.json().msg).toBe(BACKUP_MESSAGES.locked);
  });

  it('one backup at a time: another meanwhile is told to try again shortly (429), then works', async () => {
    const { headers, user } = await signedIn(ctx, 'admin');
    const body = { password: user.password, passphrase: PASSPHRASE };
    const actor = { userId: 'held', role: 'admin' };
    // A backup under way: made, not yet read to its end.
    const held = await writeBackup(ctx.database, {
      aadhaarKey: undefined,
      passphrase: PASSPHRASE,
      actor,
    });
    const refused = await Promise.all([backup(body, headers), backup(body, headers)]);
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(refused[0]!.json().msg).toBe(BACKUP_MESSAGES.busy);
    const hindi = await backup(body, { ...headers, 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().msg).toBe((await loadCatalog('hi')).msg.BACKUP_MESSAGES.busy);

    for await (const chunk of held.chunks) expect(chunk.length).toBeGreaterThan(0);
    const next = await backup(body, headers);
    expect(next.statusCode).toBe(200);

    // A download stopped before its end gives the place back too.
    const stopped = await writeBackup(ctx.database, {
      aadhaarKey: undefined,
      passphrase: PASSPHRASE,
      actor,
    });
    await stopped.chunks[Symbol.asyncIterator]().return?.();
    expect((await backup(body, headers)).statusCode).toBe(200);
  }, 180_000);
});
