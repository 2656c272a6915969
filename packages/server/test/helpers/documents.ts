import { randomBytes } from 'node:crypto';
import type { TestContext } from './app.js';

/** A small PDF (the magic number and a body; the server checks the type, not the layout). */
export const samplePdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const segment = (marker: number, data: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(data.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, data]);
};

/** The GPS text an EXIF segment carries in the photos below: gone on download. */
export const EXIF_SECRET = 'GPS 26.8467N 80.9462E';

/** A JPEG's structure: JFIF, an EXIF segment with a position, a comment, a frame, a scan. */
export const jpegWithExif = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from(`Exif\0\0${EXIF_SECRET}`, 'latin1')),
    segment(0xfe, Buffer.from('camera owner: a comment', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]),
    Buffer.from([0xff, 0xd9]),
  ]);

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};

/** A PNG's structure with a tEXt chunk naming a place and an eXIf chunk. */
export const pngWithText = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('tEXt', Buffer.from(`Location\0${EXIF_SECRET}`, 'latin1')),
    chunk('eXIf', Buffer.from(`MM\0*${EXIF_SECRET}`, 'latin1')),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);

export type DocumentFields = { kind?: string; visibleToGuardian?: string; expiresOn?: string };

/** A multipart body: the text fields, then the file. */
export function documentBody(file: Buffer, filename: string, fields: DocumentFields) {
  const boundary = `----pragati${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([...parts, head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const uploadDocument = (
  ctx: TestContext,
  regNo: string,
  headers: Record<string, string>,
  file: Buffer,
  filename: string,
  fields: DocumentFields = { kind: 'certificate', visibleToGuardian: 'false' },
) => {
  const body = documentBody(file, filename, fields);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/documents`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
