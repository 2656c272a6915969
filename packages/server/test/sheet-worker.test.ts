import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_CODES } from '@pragati/domain';
import { bigQuestionSheet } from '../src/bench/big-sheet.js';
import { createSheetPool, sheetPool } from '../src/lib/sheet-pool.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { importRequest } from './helpers/question-bank.js';

// Issue 26 item 2: a 752 kB sheet read as a question bank held /api/health for 18.7 s. Sheets
// are now opened and built in a worker thread (lib/sheet-pool.ts); the request thread keeps
// answering. (How fast it answers is measured by `npm run bench:sheets`, docs/benchmarks.md.)
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the sheet worker', () => {
  it('while a 750 kB sheet is read for an import, /api/health answers again and again', async () => {
    const file = await bigQuestionSheet();
    expect(file.length).toBeGreaterThan(700 * 1024);
    let finished = false;
    const importing = importRequest(ctx, admin.headers, file).finally(() => {
      finished = true;
    });
    // Health answers counted while the worker holds the sheet, i.e. before the import's answer.
    let whileReading = 0;
    let sawReading = false;
    while (!finished) {
      const reading = sheetPool.state.running > 0;
      sawReading ||= reading;
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      if (reading && sheetPool.state.running > 0) {
        expect(health.statusCode).toBe(200);
        whileReading += 1;
      }
      await turn();
    }
    const response = await importing;
    expect(response.statusCode).toBe(200);
    expect(response.json().categories.length).toBeGreaterThan(0);
    expect(sawReading).toBe(true);
    expect(whileReading).toBeGreaterThanOrEqual(5);
  }, 300_000);

  it('builds a download there too, and a refusal crosses as the same 400', async () => {
    const template = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/download',
      headers: admin.headers,
    });
    expect(template.statusCode).toBe(200);
    expect(template.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const damaged = await sheetPool.run('teacherRows', new Uint8Array([1, 2, 3])).catch((e) => e);
    expect(damaged).toMatchObject({
      statusCode: 400,
      message: 'The file is not a readable .xlsx spreadsheet.',
    });
  });

  it('a worker that stops fails its job only; the next job gets a new worker', async () => {
    const pool = createSheetPool(1);
    try {
      const first = pool.run('teacherTemplate', CLASS_CODES);
      // Wait until the job is in the worker, then stop that worker as a crash would.
      while (pool.state.running === 0) await turn();
      const running = pool.state;
      expect(running).toEqual({ workers: 1, running: 1, waiting: 0 });
      await pool.close();
      await expect(first).rejects.toThrow('The sheet worker stopped before it finished.');
      const next = await pool.run('teacherTemplate', CLASS_CODES);
      expect(next.subarray(0, 2).toString()).toBe('PK');
    } finally {
      await pool.close();
    }
  });
});
