import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/lib/error-handler.js';
import { MAX_UPLOAD_BYTES, readXlsxUpload } from '../src/lib/xlsx-upload.js';
import { ZIP_MESSAGES } from '../src/lib/zip-guard.js';
import { multipartFile, xlsxFile } from './helpers/multipart.js';
import { buildZip, deflated, deflatedZeros } from './helpers/zip.js';

// Issue 12 part 6, "resident memory under 500 MB": measured on the upload path alone, in a
// process without the embedded database (which by itself holds ~700 MB; upload-bomb.test.ts
// runs the same bombs through the real routes).
const BOMB_BYTES = 1400 * 1024 * 1024;
const app = Fastify();
let zeros: Buffer;
beforeAll(async () => {
  registerErrorHandler(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  app.post('/upload', async (request) => {
    const read = await readXlsxUpload(request, 'questionRows');
    return { rows: read?.rows.length };
  });
  await app.ready();
  zeros = await deflatedZeros(BOMB_BYTES);
}, 120_000);
afterAll(() => app.close());

const CONTENT_TYPES = deflated('[Content_Types].xml', '<Types/>');
const bomb = (declared: number) =>
  buildZip([
    CONTENT_TYPES,
    { name: 'xl/worksheets/sheet1.xml', data: zeros, uncompressedSize: declared },
  ]);
const send = (file: Buffer) =>
  app.inject({ method: 'POST', url: '/upload', ...multipartFile(file, { filename: 'b.xlsx' }) });

it('six concurrent bombs: all refused, resident memory under 500 MB, still serving', async () => {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const responses = await Promise.all([
      send(bomb(BOMB_BYTES)),
      send(bomb(BOMB_BYTES)),
      send(bomb(BOMB_BYTES)),
      send(bomb(1024 * 1024)),
      send(bomb(1024 * 1024)),
      send(bomb(1024 * 1024)),
    ]);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(responses.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(responses.map((r) => r.json().msg)).toEqual([
      ...Array(3).fill(ZIP_MESSAGES.tooLarge),
      ...Array(3).fill(ZIP_MESSAGES.ratio),
    ]);
  } finally {
    clearInterval(sampler);
  }
  expect(peak).toBeLessThan(500 * 1024 * 1024);
  const ok = await send(
    await xlsxFile([
      ['Section', 'Category', 'No', 'Question'],
      ['preprimary', 'personal', 1, 'Asha'],
    ]),
  );
  expect(ok.json()).toEqual({ rows: 1 });
}, 120_000);
