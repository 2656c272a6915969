import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/lib/error-handler.js';
import {
  cellText,
  MAX_UPLOAD_BYTES,
  readXlsxUpload,
  UPLOAD_MESSAGES,
} from '../src/lib/xlsx-upload.js';
import { multipartFile, xlsxFile } from './helpers/multipart.js';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandler(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  app.post('/upload', async (request) => {
    // Read in the sheet worker, as the question import reads it.
    const read = await readXlsxUpload(request, 'questionRows');
    return { rows: read?.rows.length, first: read?.rows[0]?.question };
  });
  await app.ready();
});
afterAll(() => app.close());

const upload = (file: Buffer, options?: Parameters<typeof multipartFile>[1]) =>
  app.inject({ method: 'POST', url: '/upload', ...multipartFile(file, options) });

describe('readXlsxUpload', () => {
  it('opens a real .xlsx', async () => {
    const response = await upload(
      await xlsxFile([
        ['Section', 'Category', 'No', 'Question'],
        ['preprimary', 'personal', 1, 'Asha'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rows: 1, first: 'Asha' });
  });

  it.each([
    [
      'a .csv name',
      Buffer.from('a,b\n1,2'),
      'teachers.csv',
      'Only .xlsx spreadsheets can be uploaded.',
    ],
    [
      'text renamed .xlsx',
      Buffer.from('hello there'),
      'teachers.xlsx',
      'Only .xlsx spreadsheets can be uploaded.',
    ],
    [
      'a corrupt zip',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
      'x.xlsx',
      'The file is not a readable .xlsx spreadsheet.',
    ],
    ['an empty file', Buffer.alloc(0), 'x.xlsx', 'No file selected'],
  ])('%s → 400', async (_, file, filename, message) => {
    const response = await upload(file, { filename });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('a file over 2 MB → 413', async () => {
    const big = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(MAX_UPLOAD_BYTES + 10),
    ]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().msg).toBe('The file is larger than 2 MB.');
  });

  it('no multipart body → 400 No file selected', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('No file selected');
  });

  it('the wrong field name → 400 No file selected', async () => {
    const response = await upload(await xlsxFile([['a']]), { fieldname: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('No file selected');
  });

  it('more than 5,000 rows → 400', async () => {
    const rows = Array.from({ length: 5010 }, (_, i) => [`T${i}`]);
    const response = await upload(await xlsxFile(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(UPLOAD_MESSAGES.tooManyRows);
    expect(response.json().msg).toContain('at most 5,000');
  });
});

describe('cellText', () => {
  it.each([
    [null, ''],
    [' a ', 'a'],
    [9876543210, '9876543210'],
    [{ richText: [{ text: 'Ab' }, { text: 'c ' }] }, 'Abc'],
    [{ text: 'mail@x.org', hyperlink: 'mailto:mail@x.org' }, 'mail@x.org'],
    [{ formula: 'A1', result: 42 }, '42'],
    [{ error: '#N/A' }, ''],
  ] as [unknown, string][])('%j → %j', (value, text) => {
    expect(cellText(value as never)).toBe(text);
  });
});
