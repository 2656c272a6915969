import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigQuestionSheet } from '../src/bench/big-sheet.js';
import { sheetPool } from '../src/lib/sheet-pool.js';
import { writeDraft } from '../src/modules/question-bank/import-write.js';
import { planList } from '../src/modules/question-bank/list-plan.js';
import { findCurrentVersions } from '../src/modules/question-bank/repository.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { bankFile, getBank, importRequest, listOf } from './helpers/question-bank.js';

/*
 * Issue 26 item 2: an import writes each list as an unpublished draft a few hundred rows per
 * statement, then publishes them in one short transaction. An import cut off before that leaves
 * the bank as it was.
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

const rows = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => ['primary1', 'social', i + 1, `${word} ${i + 1}`]);

async function execute<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('an import cut off before it publishes', () => {
  it('leaves the bank, its history and its next version number as they were', async () => {
    expect((await importRequest(ctx, admin, await bankFile(rows(3, 'Greets')))).statusCode).toBe(
      200,
    );
    const before = await getBank(ctx, admin);
    const [current] = await findCurrentVersions(ctx.database.db, {
      section: 'primary1',
      category: 'social',
    });
    // More rows than one statement takes, so the draft is written in several.
    const questions = Array.from({ length: 450 }, (_, i) => ({ question: `Half ${i + 1}` }));
    const plan = planList({
      section: 'primary1',
      category: 'social',
      current,
      entries: questions,
      source: 'import',
      note: null,
      createdBy: 'admin',
      matchByText: true,
    });
    const draftId = await writeDraft(
      ctx.database.db,
      { section: 'primary1', category: 'social', questions, current, plan },
      'admin',
    );
    const [counted] = await execute<{ n: number }>(
      sql`select count(*)::int as n from question_bank_entries where version_id = ${draftId}`,
    );
    expect(counted?.n).toBe(450);

    expect(await getBank(ctx, admin)).toEqual(before);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/questions/primary1/social/versions',
      headers: admin,
    });
    expect(history.json().data.map((v: { version: number }) => v.version)).toEqual([1]);
    const version = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/questions/versions/${draftId}`,
      headers: admin,
    });
    expect(version.statusCode).toBe(404);

    // The next import takes version 2 beside the unpublished draft.
    const next = await importRequest(ctx, admin, await bankFile(rows(2, 'Waves')));
    expect(next.statusCode).toBe(200);
    expect(next.json().categories[0]).toMatchObject({ version: 2, items: 2, changed: true });
    expect(
      listOf(await getBank(ctx, admin), 'primary1', 'social').items.map((i) => i.question),
    ).toEqual(['Waves 1', 'Waves 2']);
  });

  it('a version, once published, cannot be changed or withdrawn; a draft only published', async () => {
    const [published] = await execute<{ id: number }>(
      sql`select id from question_bank_versions where published order by id limit 1`,
    );
    await expect(
      ctx.database.db.execute(
        sql`update question_bank_versions set published = false where id = ${published!.id}`,
      ),
    ).rejects.toThrow();
    const [draft] = await execute<{ id: number }>(
      sql`select id from question_bank_versions where not published limit 1`,
    );
    await expect(
      ctx.database.db.execute(
        sql`update question_bank_versions set published = true, note = 'x' where id = ${draft!.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.execute(sql`delete from question_bank_versions where id = ${draft!.id}`),
    ).rejects.toThrow();
  });
});

describe('while a 750 kB bank is written', () => {
  it('/api/health answers between its statements, not only after its commit', async () => {
    const file = await bigQuestionSheet();
    let finished = false;
    const importing = importRequest(ctx, admin, file).finally(() => {
      finished = true;
    });
    // Answers counted after the sheet worker is done, i.e. while the lists are written.
    let sawReading = false;
    let whileWriting = 0;
    while (!finished) {
      const reading = sheetPool.state.running > 0;
      sawReading ||= reading;
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      if (sawReading && !reading && !finished) {
        expect(health.statusCode).toBe(200);
        whileWriting += 1;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await importing).statusCode).toBe(200);
    // 4,900 rows at 100 per statement: dozens of turns; one transaction allowed at most one.
    expect(whileWriting).toBeGreaterThanOrEqual(10);
  }, 300_000);
});
