import type { QuestionList } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Item = { itemId?: number; question: string };

const save = (
  section: string,
  category: string,
  body: { baseVersion: number | null; items: Item[]; note?: string },
  headers = admin,
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/questions/${section}/${category}`,
    headers,
    payload: body,
  });

const get = (url: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/questions${url}`, headers });

const keep = (list: QuestionList): Item[] =>
  list.items.map(({ itemId, question }) => ({ itemId, question }));

async function rows(query: ReturnType<typeof sql>) {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('only admins use the question bank', () => {
  const routes = [
    ['GET', '/api/admin/questions'],
    ['GET', '/api/admin/questions/export'],
    ['POST', '/api/admin/questions/import'],
    ['GET', '/api/admin/questions/versions/1'],
    ['GET', '/api/admin/questions/preprimary/personal/versions'],
    ['PUT', '/api/admin/questions/preprimary/personal'],
  ] as const;

  it.each(routes)('%s %s: 401 signed out', async (method, url) => {
    const response = await ctx.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  for (const role of ['principal', 'teacher', 'student'] as const) {
    it.each(routes)(`%s %s: 403 for a ${role}`, async (method, url) => {
      const { headers } = await signedIn(ctx, role);
      const response = await ctx.app.inject({
        method,
        url,
        headers,
        payload: { baseVersion: null, items: [{ question: 'Sneaks in' }] },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe('Not a Admin');
    });
  }

  it('declares the admin policy on every route', () => {
    for (const [method, url] of routes) {
      const pattern = url
        .replace('/versions/1', '/versions/:versionId')
        .replace('/preprimary/personal', '/:section/:category');
      const entry = ctx.app.routeTable.find((r) => r.method === method && r.url === pattern);
      expect(entry?.policy, `${method} ${pattern}`).toEqual({ kind: 'roles', roles: ['admin'] });
    }
  });

  it('nothing was written by the refused calls', async () => {
    const bank = await getBank(ctx, admin);
    expect(bank.data.every((l) => l.version === null)).toBe(true);
  });
});

describe('the bank, list by list', () => {
  it('starts empty: fifteen lists in section and category order, without versions', async () => {
    const bank = await getBank(ctx, admin);
    expect(bank.data.map((l) => `${l.section}/${l.category}`)).toEqual(
      ['preprimary', 'primary1', 'primary2'].flatMap((s) =>
        ['personal', 'social', 'academic', 'occupational', 'recreational'].map((c) => `${s}/${c}`),
      ),
    );
    expect(listOf(bank, 'primary1', 'social')).toMatchObject({
      versionId: null,
      version: null,
      items: [],
      retired: [],
    });
  });

  it('adds, edits, reorders and retires items; each save is a new version, ids stay', async () => {
    const first = await save('primary1', 'personal', {
      baseVersion: null,
      note: 'First list',
      items: [{ question: 'Eats by self' }, { question: 'Combs hair' }, { question: 'Ties laces' }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe('Saved as a new version.');
    const v1: QuestionList = first.json().list;
    expect(v1).toMatchObject({ version: 1, source: 'edit', note: 'First list' });
    expect(v1.createdBy).toMatch(/^admin/);
    const [eats, combs, ties] = v1.items;

    // Edit "Combs hair", move it first, retire "Ties laces", add one.
    const second = await save('primary1', 'personal', {
      baseVersion: 1,
      items: [
        { itemId: combs!.itemId, question: 'Combs own hair' },
        { itemId: eats!.itemId, question: 'Eats by self' },
        { question: ' Brushes teeth ' },
      ],
    });
    expect(second.statusCode).toBe(200);
    const v2: QuestionList = second.json().list;
    expect(v2.version).toBe(2);
    expect(v2.note).toBeNull();
    expect(v2.items).toEqual([
      { itemId: combs!.itemId, no: 1, question: 'Combs own hair', questionHi: null },
      { itemId: eats!.itemId, no: 2, question: 'Eats by self', questionHi: null },
      { itemId: expect.any(Number), no: 3, question: 'Brushes teeth', questionHi: null },
    ]);
    expect(v2.retired).toEqual([
      { itemId: ties!.itemId, question: 'Ties laces', questionHi: null, lastVersion: 1 },
    ]);

    // The first version is still readable as it was.
    const old = await get(`/versions/${v1.versionId}`);
    expect(old.statusCode).toBe(200);
    expect(old.json().items).toEqual(v1.items);

    const history = await get('/primary1/personal/versions');
    expect(
      history
        .json()
        .data.map((v: { version: number; itemCount: number }) => [v.version, v.itemCount]),
    ).toEqual([
      [2, 3],
      [1, 3],
    ]);

    // A retired item can come back with its id.
    const third = await save('primary1', 'personal', {
      baseVersion: 2,
      items: [...keep(v2), { itemId: ties!.itemId, question: 'Ties laces' }],
    });
    expect(third.json().list.items[3]).toEqual({
      itemId: ties!.itemId,
      no: 4,
      question: 'Ties laces',
      questionHi: null,
    });
    expect(third.json().list.retired).toEqual([]);
  });

  it('a save without changes makes no version', async () => {
    const list = listOf(await getBank(ctx, admin), 'primary1', 'personal');
    const response = await save('primary1', 'personal', {
      baseVersion: list.version,
      items: keep(list),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ msg: 'No changes to save.', changed: false });
    expect(response.json().list.version).toBe(list.version);
  });

  it('refuses a save from a stale screen (409), nothing changed', async () => {
    const list = listOf(await getBank(ctx, admin), 'primary1', 'personal');
    const response = await save('primary1', 'personal', {
      baseVersion: list.version! - 1,
      items: [{ question: 'Overwrites everything' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      'Someone else changed this list since you opened it. Reload the page and make your change again.',
    );
    expect(listOf(await getBank(ctx, admin), 'primary1', 'personal')).toEqual(list);
  });

  it('refuses an item of another list', async () => {
    const personal = listOf(await getBank(ctx, admin), 'primary1', 'personal');
    const response = await save('primary1', 'social', {
      baseVersion: null,
      items: [{ itemId: personal.items[0]!.itemId, question: 'Borrowed' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('An item in the list belongs to another section or category.');
    expect(
      (
        await save('primary1', 'social', {
          baseVersion: null,
          items: [{ itemId: 99999, question: 'x' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(listOf(await getBank(ctx, admin), 'primary1', 'social').version).toBeNull();
  });

  it.each([
    [
      '/primary3/personal',
      { baseVersion: null, items: [{ question: 'a' }] },
      "Section must be one of the institute's enabled groups: preprimary, primary1, primary2.",
    ],
    [
      '/primary1/vocational',
      { baseVersion: null, items: [{ question: 'a' }] },
      'Category must be personal, social, academic, occupational or recreational.',
    ],
    [
      '/primary1/social',
      { baseVersion: null, items: [{ question: ' ' }] },
      'A question cannot be empty.',
    ],
    [
      '/primary1/social',
      { baseVersion: null, items: [] },
      'Keep at least one question in the list.',
    ],
  ])('PUT %s with bad input → 400 %j', async (url, body, message) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/questions${url}`,
      headers: admin,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('GET a version that does not exist → 404; a bad id → 400', async () => {
    expect((await get('/versions/424242')).statusCode).toBe(404);
    const bad = await get('/versions/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Version id must be a positive whole number.');
  });

  it('audits every save', async () => {
    const entries = await rows(
      sql`select actor_id, target, detail from audit_log where action = 'questionBank.save' order by id`,
    );
    expect(entries.map((e) => e.target)).toEqual([
      'primary1/personal',
      'primary1/personal',
      'primary1/personal',
    ]);
    expect(entries[1]!.detail).toEqual({ version: 2, items: 3, added: 1, retired: 1 });
  });

  it('versions cannot be changed or deleted, even directly in the database', async () => {
    await expect(
      ctx.database.db.execute(sql`update question_bank_entries set question = 'x'`),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.execute(sql`delete from question_bank_versions`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from question_items`)).rejects.toThrow();
  });
});

describe('term reports and the bank', () => {
  it('editing never changes a term report created before the edit', async () => {
    const file = await bankFile([
      ['preprimary', 'personal', 1, 'Drinks from a cup'],
      ['preprimary', 'personal', 2, 'Eats by self with fingers'],
      ['preprimary', 'personal', 3, 'Wears slippers'],
      ['preprimary', 'social', 1, 'Smiles back'],
    ]);
    expect((await importRequest(ctx, admin, file)).statusCode).toBe(200);

    // A term report is created: it copies what the bank asks now.
    const report = await itemsForNewTermReport(ctx.database.db, 'preprimary');
    const asCreated = JSON.parse(JSON.stringify(report));
    expect(report.personal.questions.map((q) => q.question)).toEqual([
      'Drinks from a cup',
      'Eats by self with fingers',
      'Wears slippers',
    ]);
    expect(report.academic).toEqual({ versionId: null, version: null, questions: [] });

    // The admin then rewords one item and retires another.
    const [cup, eats] = report.personal.questions;
    const edited = await save('preprimary', 'personal', {
      baseVersion: report.personal.version,
      items: [
        { itemId: cup!.itemId, question: 'Drinks from an open cup' },
        { itemId: eats!.itemId, question: 'Eats by self with fingers' },
      ],
    });
    expect(edited.statusCode).toBe(200);

    // The report is as it was, and the version it came from still reads the same.
    expect(report).toEqual(asCreated);
    const version = await get(`/versions/${report.personal.versionId}`);
    expect(version.json().items).toEqual(asCreated.personal.questions);
    expect(version.json().items[2]).toMatchObject({ question: 'Wears slippers' });

    // A report created after the edit asks the new wording, same ids, without the retired item.
    const later = await itemsForNewTermReport(ctx.database.db, 'preprimary');
    expect(later.personal.versionId).not.toBe(report.personal.versionId);
    expect(later.personal.questions).toEqual([
      { itemId: cup!.itemId, no: 1, question: 'Drinks from an open cup', questionHi: null },
      { itemId: eats!.itemId, no: 2, question: 'Eats by self with fingers', questionHi: null },
    ]);
    expect(later.social).toEqual(report.social);
  });
});
