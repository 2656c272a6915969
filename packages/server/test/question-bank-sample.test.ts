import { CATEGORIES, SAMPLE_BANK_NOTE, SECTIONS } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleBankIfEmpty } from '../src/modules/question-bank/sample-bank.js';
import { itemsForNewTermReport } from '../src/modules/question-bank/service.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { bankFile, getBank, importRequest, listOf } from './helpers/question-bank.js';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
});
afterAll(async () => {
  await ctx.close();
});

describe('the sample bank', () => {
  it('is loaded on an empty bank: every list, a handful of items, marked as a sample', async () => {
    expect(await loadSampleBankIfEmpty(ctx.database.db)).toBe(true);
    const bank = await getBank(ctx, admin);
    for (const section of SECTIONS) {
      for (const category of CATEGORIES) {
        const list = listOf(bank, section, category);
        expect(list).toMatchObject({
          version: 1,
          source: 'sample',
          note: SAMPLE_BANK_NOTE,
          createdBy: 'system',
        });
        expect(list.items.length).toBeGreaterThanOrEqual(4);
        expect(list.items.length).toBeLessThanOrEqual(6);
        expect(new Set(list.items.map((i) => i.question)).size).toBe(list.items.length);
      }
    }
    expect(SAMPLE_BANK_NOTE).toBe("Sample bank — replace with the institute's FACP items");
    const audited = await ctx.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'questionBank.sample'`,
    );
    expect((audited as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('gives a first term report something to ask in every category', async () => {
    const sets = await itemsForNewTermReport(ctx.database.db, 'primary2');
    for (const category of CATEGORIES) expect(sets[category].questions.length).toBeGreaterThan(0);
  });

  it('is never loaded again once the bank has versions', async () => {
    const before = await getBank(ctx, admin);
    expect(await loadSampleBankIfEmpty(ctx.database.db)).toBe(false);
    expect(await getBank(ctx, admin)).toEqual(before);
  });

  it('is replaced, list by list, by an import', async () => {
    const file = await bankFile([['preprimary', 'personal', 1, 'Chews and swallows solid food']]);
    expect((await importRequest(ctx, admin, file)).statusCode).toBe(200);
    const bank = await getBank(ctx, admin);
    const personal = listOf(bank, 'preprimary', 'personal');
    expect(personal).toMatchObject({ version: 2, source: 'import', note: null });
    expect(personal.retired).toHaveLength(5);
    expect(listOf(bank, 'preprimary', 'social').source).toBe('sample');
  });
});
