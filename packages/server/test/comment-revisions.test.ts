import { PROGRESS_MESSAGES } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  await seedBank(ctx, 'primary1');
});
afterAll(async () => {
  await ctx.close();
});

const commentAudits = async (regNo: string) => {
  const result = await ctx.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_log where action = 'checklist.comment' and target = ${regNo}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

/** A teacher, a student of theirs with the Entry term's social checklist evaluated. */
async function evaluatedSocial() {
  const t = await createTeacher(ctx, ['primary1_1']);
  const s = await createStudent(ctx, { section: 'primary1', year: '1' });
  const where = { regNo: s.regNo, section: 'primary1', year: '1', term: 'Entry' } as const;
  await flows.answerCategory(t.headers, where, 'social', () => 'Yes');
  const base = { id: s.regNo, section: 'primary1', year: '1', term: 'Entry', type: 'social' };
  const read = async () =>
    flows.termOf(await flows.record(t.headers, s.regNo), 'primary1', '1', 'Entry');
  const send = (body: object) => flows.post('/teacher/termTypeComment', t.headers, body);
  return { t, s, base, read, send };
}

describe('comment revisions (issue 12 part 8)', () => {
  it('a comment with the revision just read is saved and answers the new revision', async () => {
    const { base, read, send } = await evaluatedSocial();
    const before = await read();
    const response = await send({ ...base, revision: before.revision, comments: 'Plays well' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      msg: PROGRESS_MESSAGES.checklistSubmitted,
      revision: before.revision + 1,
    });
    const after = await read();
    expect(after.comment.socialComment).toBe('Plays well');
    expect(after.revision).toBe(before.revision + 1);
  });

  it('a stale revision is 409 with a clear message, and nothing changes', async () => {
    const { s, base, read, send } = await evaluatedSocial();
    const opened = await read();
    // Another window saves first.
    const first = await send({ ...base, revision: opened.revision, comments: 'Newer comment' });
    expect(first.statusCode).toBe(200);
    const stored = await read();
    const auditsBefore = await commentAudits(s.regNo);

    const stale = await send({ ...base, revision: opened.revision, comments: 'Older tab' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      msg: PROGRESS_MESSAGES.staleComment,
      message: PROGRESS_MESSAGES.staleComment,
    });
    expect(stale.json().msg).toMatch(/changed elsewhere.*Reload/);
    const after = await read();
    expect(after.comment.socialComment).toBe('Newer comment');
    expect(after.revision).toBe(stored.revision);
    expect(await commentAudits(s.regNo)).toBe(auditsBefore);
  });

  it("without a revision (the spec's client) the comment is saved as before", async () => {
    const { base, read, send } = await evaluatedSocial();
    const before = await read();
    const response = await send({ ...base, comments: 'No revision sent' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().msg).toBe(PROGRESS_MESSAGES.checklistSubmitted);
    expect((await read()).comment.socialComment).toBe('No revision sent');
    expect((await read()).revision).toBe(before.revision + 1);
  });

  it('a revision that is not a positive whole number is 400', async () => {
    const { base, send } = await evaluatedSocial();
    for (const revision of [0, -1, 1.5, '3']) {
      const response = await send({ ...base, revision, comments: 'x' });
      expect(response.statusCode, String(revision)).toBe(400);
    }
  });
});
