import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students, termReports, users } from '../src/db/schema/index.js';
import { createBodyCache } from '../src/lib/body-cache.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * History records and session rows are kept between calls (body-cache.ts, change-watch.ts).
 * These tests view first, so something is kept, then change the data, some of it straight in the
 * database as another process would, and expect the next call to show the change.
 */

let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  await seedBank(ctx, 'preprimary');
  admin = (await signedIn(ctx, 'admin')).headers;
});
afterAll(async () => {
  await ctx.close();
});

async function history(headers: Record<string, string>, regNo: string, url?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: url ?? '/api/admin/student/viewHistory',
    headers: { ...headers, id: regNo },
  });
}

describe('kept history records', () => {
  it('show an evaluation made after they were viewed', async () => {
    const teacher = await createTeacher(ctx, ['preprimary_1']);
    const s = await createStudent(ctx, { section: 'preprimary', year: '1' });
    const before = (await history(admin, s.regNo)).json();
    expect(before.section[0].yearReport[0].termReport[0].evaluated.personal).toBe(false);
    await history(admin, s.regNo); // now certainly kept

    await flows.answerCategory(
      teacher.headers,
      { regNo: s.regNo, section: 'preprimary', year: '1', term: 'Entry' },
      'personal',
      () => 'Yes',
    );
    const after = (await history(admin, s.regNo)).json();
    expect(after.section[0].yearReport[0].termReport[0].evaluated.personal).toBe(true);
    expect(after.section[0].yearReport[0].termReport[0].percent.personalPercent).toBe(100);
  });

  it('show a change written straight to the database (as another process would)', async () => {
    const s = await createStudent(ctx, { section: 'preprimary', year: '1' }, { name: 'Asha' });
    expect((await history(admin, s.regNo)).json().name).toBe('Asha');
    await ctx.database.db
      .update(students)
      .set({ name: 'Asha Rao' })
      .where(eq(students.id, s.student.id));
    expect((await history(admin, s.regNo)).json().name).toBe('Asha Rao');

    await ctx.database.db
      .update(termReports)
      .set({ comments: { personalComment: 'Dresses alone now' } })
      .where(eq(termReports.studentId, s.student.id));
    const body = (await history(admin, s.regNo)).json();
    expect(body.section[0].yearReport[0].termReport[0].comment.personalComment).toBe(
      'Dresses alone now',
    );
  });

  it('are refused at once to a teacher who no longer holds the class', async () => {
    const first = await createTeacher(ctx, ['preprimary_2']);
    const s = await createStudent(ctx, { section: 'preprimary', year: '2' });
    expect((await history(first.headers, s.regNo, '/api/teacher/abc')).statusCode).toBe(200);
    await createTeacher(ctx, ['preprimary_2']); // takes the class over
    const refused = await history(first.headers, s.regNo, '/api/teacher/abc');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('This student is not in one of your classes.');
  });

  it('are 404 once the student is gone', async () => {
    const s = await createStudent(ctx, { section: 'preprimary', year: '3' });
    expect((await history(admin, s.regNo)).statusCode).toBe(200);
    await ctx.database.db.delete(students).where(eq(students.id, s.student.id));
    expect((await history(admin, s.regNo)).statusCode).toBe(404);
  });

  it('go out compressed, private, and the same as uncompressed', async () => {
    const s = await createStudent(ctx, { section: 'preprimary', year: '1' });
    const plain = await history(admin, s.regNo);
    const br = await history({ ...admin, 'accept-encoding': 'gzip, deflate, br' }, s.regNo);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe('kept session rows', () => {
  it('stop admitting a session at once when its version changes in the database', async () => {
    const { headers, user } = await signedIn(ctx, 'principal');
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/session', headers });
    expect(ok.statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(sql`lower(${users.userId}) = lower(${user.userId})`);
    const ended = await ctx.app.inject({ method: 'GET', url: '/api/session', headers });
    expect(ended.statusCode).toBe(401);
  });

  it('stop admitting a deleted account at once', async () => {
    const { headers, user } = await signedIn(ctx, 'principal');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(
      200,
    );
    await ctx.database.db.delete(users).where(sql`lower(${users.userId}) = lower(${user.userId})`);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(
      401,
    );
  });
});

describe('change watch', () => {
  it('moves on a committed write and not on a rolled-back one (embedded database)', async () => {
    const watch = ctx.database.changes;
    const epoch = () => watch.epoch(['students']);
    if (ctx.database.driver === 'postgres') {
      expect(epoch()).toBeNull(); // a server database is asked every time
      return;
    }
    const s = await createStudent(ctx, { section: 'primary1', year: '1' });
    const start = epoch();
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.update(students).set({ name: 'X' }).where(eq(students.id, s.student.id));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(epoch()).toBe(start);
    await ctx.database.db.update(students).set({ name: 'Y' }).where(eq(students.id, s.student.id));
    expect(epoch()).not.toBe(start);
    // Other tables' counters are apart.
    const users0 = watch.epoch(['users']);
    await ctx.database.db.update(students).set({ name: 'Z' }).where(eq(students.id, s.student.id));
    expect(watch.epoch(['users'])).toBe(users0);
  });
});

describe('body cache', () => {
  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = createBodyCache<string>({ maxEntries: 2 });
    let builds = 0;
    const build = (body: string) => async () => {
      builds++;
      return { version: 1, body };
    };
    await cache.get('a', 1, build('A'), 'identity');
    await cache.get('b', 1, build('B'), 'identity');
    await cache.get('a', 1, build('A'), 'identity'); // a is now the most recent
    await cache.get('c', 1, build('C'), 'identity'); // drops b
    expect(cache.size).toBe(2);
    expect(builds).toBe(3);
    await cache.get('a', 1, build('A'), 'identity');
    expect(builds).toBe(3);
    await cache.get('b', 1, build('B'), 'identity');
    expect(builds).toBe(4);
    // A new version is built again.
    expect((await cache.get('a', 2, build('A2'), 'identity')).body).toBe('A2');
  });
});
