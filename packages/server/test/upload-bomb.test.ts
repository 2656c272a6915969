import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter, PARSE_BUSY_MESSAGE } from '../src/lib/parse-limiter.js';
import {
  checkZipDirectory,
  MAX_UNPACKED_BYTES,
  verifyZipSizes,
  ZIP_MESSAGES,
  ZipRefused,
} from '../src/lib/zip-guard.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { xlsxFile } from './helpers/multipart.js';
import { importRequest } from './helpers/question-bank.js';
import { teacherRow, teacherSheet, upload } from './helpers/teachers.js';
import { buildZip, deflated, deflatedZeros, type RawEntry } from './helpers/zip.js';

// Issue 12 part 6: a 1.9 MB .xlsx inflating to ~1.4 GB must be refused before it is unpacked.
const BOMB_BYTES = 1400 * 1024 * 1024;
const CONTENT_TYPES = deflated(
  '[Content_Types].xml',
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let zeros: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
  zeros = await deflatedZeros(BOMB_BYTES);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

/** Declares the 1.4 GB it unpacks to: refused from the directory alone. */
const honestBomb = () =>
  buildZip([
    CONTENT_TYPES,
    { name: 'xl/worksheets/sheet1.xml', data: zeros, uncompressedSize: BOMB_BYTES },
  ]);
/** Declares 1 MB (a believable ratio) and unpacks to 1.4 GB: refused while inflating. */
const lyingBomb = () =>
  buildZip([
    CONTENT_TYPES,
    { name: 'xl/worksheets/sheet1.xml', data: zeros, uncompressedSize: 1024 * 1024 },
  ]);

function refusal(fn: () => unknown): ZipRefused {
  try {
    fn();
  } catch (error) {
    if (error instanceof ZipRefused) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('uploads that unpack to far more than they weigh', () => {
  it('six bombs at once are all refused, the server stays up, memory grows little', async () => {
    expect(zeros.length).toBeGreaterThan(1024 * 1024);
    expect(zeros.length).toBeLessThan(2 * 1024 * 1024);
    // The embedded database alone holds ~700 MB here; upload-bomb-memory.test.ts bounds the
    // whole process without it. Here: what the six uploads add.
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      const responses = await Promise.all([
        upload(ctx, admin.headers, honestBomb()),
        upload(ctx, admin.headers, lyingBomb()),
        importRequest(ctx, admin.headers, honestBomb()),
        importRequest(ctx, admin.headers, lyingBomb()),
        upload(ctx, admin.headers, lyingBomb()),
        importRequest(ctx, admin.headers, lyingBomb()),
      ]);
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(responses.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
      expect(responses.map((r) => r.json().msg)).toEqual([
        ZIP_MESSAGES.tooLarge,
        ZIP_MESSAGES.ratio,
        ZIP_MESSAGES.tooLarge,
        ZIP_MESSAGES.ratio,
        ZIP_MESSAGES.ratio,
        ZIP_MESSAGES.ratio,
      ]);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(500 * 1024 * 1024);

    // Still serving: a real sheet uploads.
    const after = await upload(ctx, admin.headers, await teacherSheet([teacherRow()]));
    expect(after.statusCode).toBe(200);
    expect(after.json().registered).toBe(1);
  }, 120_000);
});

describe('checkZipDirectory', () => {
  it('accepts what exceljs writes', async () => {
    const file = await xlsxFile([['TeacherId'], ['T1']]);
    const entries = checkZipDirectory(file);
    expect(entries.length).toBeGreaterThan(3);
    await verifyZipSizes(file, entries);
  });

  it('refuses a declared total over 50 MB without unpacking anything', () => {
    // Each part at a believable 50:1, together past the cap.
    const part = (i: number): RawEntry => ({
      name: `xl/part${i}.xml`,
      data: Buffer.alloc(300 * 1024, 1),
      uncompressedSize: 300 * 1024 * 50,
    });
    const file = buildZip([part(1), part(2), part(3), part(4)]);
    expect(300 * 1024 * 50 * 4).toBeGreaterThan(MAX_UNPACKED_BYTES);
    expect(refusal(() => checkZipDirectory(file)).reason).toBe('tooLarge');
  });

  it('refuses an entry over 1 MB compressed more than 200:1, and not a small one', () => {
    const data = Buffer.alloc(10 * 1024, 1);
    const big = buildZip([{ name: 'a.xml', data, uncompressedSize: 201 * data.length }]);
    expect(refusal(() => checkZipDirectory(big)).reason).toBe('ratio');
    const tiny = Buffer.alloc(100, 1);
    const small = buildZip([{ name: 'a.xml', data: tiny, uncompressedSize: 900 * 1024 }]);
    expect(checkZipDirectory(small)).toHaveLength(1);
  });

  it('refuses zip64 markers', () => {
    const file = buildZip([CONTENT_TYPES], { zip64: true });
    expect(refusal(() => checkZipDirectory(file)).reason).toBe('zip64');
    const huge = buildZip([{ name: 'a', data: Buffer.alloc(4), uncompressedSize: 0xffffffff }]);
    expect(refusal(() => checkZipDirectory(huge)).reason).toBe('zip64');
  });

  it.each([
    ['a wrong entry count', { entryCount: 2 }],
    ['a directory offset that points elsewhere', { directoryOffsetShift: 3 }],
  ])('refuses %s', (_, tweak) => {
    const file = buildZip([CONTENT_TYPES], tweak);
    expect(refusal(() => checkZipDirectory(file)).reason).toBe('damaged');
  });

  it('refuses a stored entry whose sizes disagree, and data that does not inflate as declared', async () => {
    const stored = buildZip([
      { name: 'a', data: Buffer.from('abc'), method: 0, uncompressedSize: 10 },
    ]);
    expect(refusal(() => checkZipDirectory(stored)).reason).toBe('damaged');
    const short = buildZip([{ ...CONTENT_TYPES, uncompressedSize: 10_000 }]);
    await expect(verifyZipSizes(short, checkZipDirectory(short))).rejects.toMatchObject({
      reason: 'damaged',
    });
  });
});

describe('createLimiter', () => {
  it('runs two at a time, queues the next, refuses beyond the queue with 429', async () => {
    const limiter = createLimiter({ active: 2, queue: 1, waitMs: 60_000 });
    const gates: (() => void)[] = [];
    const task = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const first = limiter.run(task);
    const second = limiter.run(task);
    const third = limiter.run(task);
    await Promise.resolve();
    expect(limiter.state).toEqual({ running: 2, waiting: 1 });
    await expect(limiter.run(task)).rejects.toMatchObject({
      statusCode: 429,
      message: PARSE_BUSY_MESSAGE,
    });
    gates[0]!();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(limiter.state).toEqual({ running: 2, waiting: 0 });
    gates[1]!();
    gates[2]!();
    await Promise.all([second, third]);
    expect(limiter.state).toEqual({ running: 0, waiting: 0 });
  });

  it('a task waiting too long is refused with 429 and frees its place', async () => {
    const limiter = createLimiter({ active: 1, queue: 1, waitMs: 5 });
    let open!: () => void;
    const running = limiter.run(() => new Promise<void>((resolve) => (open = resolve)));
    await expect(limiter.run(async () => undefined)).rejects.toMatchObject({ statusCode: 429 });
    expect(limiter.state).toEqual({ running: 1, waiting: 0 });
    open();
    await running;
    expect(limiter.state).toEqual({ running: 0, waiting: 0 });
  });
});
