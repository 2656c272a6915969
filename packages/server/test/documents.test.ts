import { DOCUMENT_MESSAGES, ROLE_GUARD_MESSAGES } from '@pragati/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, studentDocuments } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import {
  EXIF_SECRET,
  jpegWithExif,
  pngWithText,
  samplePdf,
  uploadDocument,
} from './helpers/documents.js';
import { type Headers, type RecordReader, recordReaders } from './helpers/record-readers.js';

/*
 * Issue 30 part 3 (decisions §17): documents on the record. The admin uploads and deletes; the
 * principal and the class teacher list and download; the student (with the guardian) only what is
 * shared with guardians. The type is the bytes'; image metadata is gone; 10 MB at most.
 */

let ctx: TestContext;
let h: Record<RecordReader, Headers>;
let alice: string;
let bob: string;
let pdfId: string;
let photoId: string;

const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const enc = (regNo: string) => encodeURIComponent(regNo);

beforeAll(async () => {
  ctx = await createTestApp();
  ({ h, alice, bob } = await recordReaders(ctx));
});
afterAll(async () => {
  await ctx.close();
});

describe('documents on the record', () => {
  it('the admin uploads a PDF (staff only) and a photo (shared); the bytes come back', async () => {
    const pdf = await uploadDocument(ctx, alice, h.admin, samplePdf(), 'certificate.pdf', {
      kind: 'certificate',
      visibleToGuardian: 'false',
      expiresOn: '2028-01-10',
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().msg).toBe(DOCUMENT_MESSAGES.uploaded('certificate.pdf'));
    expect(pdf.json().document).toMatchObject({
      kind: 'certificate',
      mediaType: 'application/pdf',
      size: samplePdf().length,
      visibleToGuardian: false,
      expiresOn: '2028-01-10',
    });
    pdfId = pdf.json().document.id;
    const photo = await uploadDocument(ctx, alice, h.admin, jpegWithExif(), 'फोटो.jpg', {
      kind: 'photo',
      visibleToGuardian: 'true',
    });
    expect(photo.statusCode, photo.body).toBe(200);
    photoId = photo.json().document.id;

    const file = await get(`/admin/students/${enc(alice)}/documents/${pdfId}`, h.admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samplePdf())).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="certificate.pdf"; filename*=UTF-8\'\'certificate.pdf',
    );
    expect(file.headers['cache-control']).toBe('no-store');
  });

  it('a photo loses its EXIF and comment; a PNG its text and eXIf chunks', async () => {
    const photo = await get(`/admin/students/${enc(alice)}/documents/${photoId}`, h.admin);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-disposition']).toContain("filename*=UTF-8''%E0%A4%AB");
    const bytes = photo.rawPayload;
    expect(bytes.includes(Buffer.from(EXIF_SECRET))).toBe(false);
    expect(bytes.includes(Buffer.from('camera owner'))).toBe(false);
    expect(bytes.includes(Buffer.from('JFIF'))).toBe(true);
    expect(bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    // The scan's data, RST marker and stuffed zero included, is kept as it was.
    expect(bytes.includes(Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]))).toBe(
      true,
    );

    const png = await uploadDocument(ctx, alice, h.admin, pngWithText(), 'scan.PNG', {
      kind: 'medical-report',
      visibleToGuardian: 'false',
    });
    expect(png.statusCode, png.body).toBe(200);
    const back = await get(
      `/admin/students/${enc(alice)}/documents/${png.json().document.id}`,
      h.admin,
    );
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.includes(Buffer.from(EXIF_SECRET))).toBe(false);
    expect(back.rawPayload.includes(Buffer.from('IDAT'))).toBe(true);
  });

  it('is stored encrypted: no plain byte of the file is in the table', async () => {
    const rows = await ctx.database.db.select().from(studentDocuments);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.contentCipher.includes(Buffer.from('%PDF'))).toBe(false);
      expect(row.contentCipher.includes(Buffer.from('JFIF'))).toBe(false);
    }
  });

  it('the principal and the class teacher list and download; the student only what is shared', async () => {
    for (const [role, headers] of [
      ['admin', h.admin],
      ['principal', h.principal],
      ['teacher', h.classTeacher],
    ] as const) {
      const list = await get(`/${role}/students/${enc(alice)}/documents`, headers);
      expect(list.statusCode, role).toBe(200);
      expect(list.json().documents).toHaveLength(3);
      const file = await get(`/${role}/students/${enc(alice)}/documents/${pdfId}`, headers);
      expect(file.statusCode, role).toBe(200);
    }
    const own = await get('/student/documents', h.alice);
    expect(own.statusCode).toBe(200);
    expect(own.json().documents.map((d: { id: string }) => d.id)).toEqual([photoId]);
    expect((await get(`/student/documents/${photoId}`, h.alice)).statusCode).toBe(200);
    // A staff-only document is not there for the guardian, nor another student's for bob.
    const hidden = await get(`/student/documents/${pdfId}`, h.alice);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().msg).toBe(DOCUMENT_MESSAGES.notFound);
    expect((await get(`/student/documents/${photoId}`, h.bob)).statusCode).toBe(404);
    expect((await get('/student/documents', h.bob)).json().documents).toEqual([]);
  });

  it('refuses the signed out (401), other roles (403) and another class teacher (403)', async () => {
    const urls = [
      `/admin/students/${enc(alice)}/documents`,
      `/admin/students/${enc(alice)}/documents/${pdfId}`,
      '/student/documents',
      `/student/documents/${photoId}`,
    ];
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(401);
    const post = await uploadDocument(ctx, alice, {}, samplePdf(), 'a.pdf');
    expect(post.statusCode).toBe(401);
    for (const headers of [h.principal, h.classTeacher, h.alice]) {
      const refused = await uploadDocument(ctx, alice, headers, samplePdf(), 'a.pdf');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
      const list = await get(`/admin/students/${enc(alice)}/documents`, headers);
      expect(list.statusCode).toBe(403);
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/students/${enc(alice)}/documents/${pdfId}`,
        headers,
      });
      expect(del.statusCode).toBe(403);
    }
    for (const url of [
      `/teacher/students/${enc(alice)}/documents`,
      `/teacher/students/${enc(alice)}/documents/${pdfId}`,
    ]) {
      expect((await get(url, h.otherTeacher)).statusCode, url).toBe(403);
    }
    const denied = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, alice), eq(auditLog.outcome, 'denied')));
    expect(denied.map((e) => e.action)).toContain('student.document.download');
  });

  it('refuses a file that is not what its name or kind says, with the exact message', async () => {
    const cases: [Buffer, string, Record<string, string>, string][] = [
      [samplePdf(), 'card.jpg', {}, DOCUMENT_MESSAGES.mismatch],
      [jpegWithExif(), 'card.pdf', {}, DOCUMENT_MESSAGES.mismatch],
      [Buffer.from('MZ\x90\0 an executable'), 'report.pdf', {}, DOCUMENT_MESSAGES.mismatch],
      [Buffer.from('plain words'), 'notes.txt', {}, DOCUMENT_MESSAGES.notAllowed],
      [samplePdf(), 'report', {}, DOCUMENT_MESSAGES.mismatch],
      [samplePdf(), 'photo.pdf', { kind: 'photo' }, DOCUMENT_MESSAGES.photoNotImage],
      [jpegWithExif().subarray(0, 30), 'cut.jpg', {}, DOCUMENT_MESSAGES.damagedImage],
      [samplePdf(), 'a.pdf', { kind: 'passport' }, DOCUMENT_MESSAGES.kind],
      [samplePdf(), 'a.pdf', { visibleToGuardian: 'yes' }, DOCUMENT_MESSAGES.visibleToGuardian],
      [samplePdf(), 'a.pdf', { expiresOn: '2027-02-30' }, DOCUMENT_MESSAGES.expiresOn],
      [Buffer.alloc(0), 'a.pdf', {}, DOCUMENT_MESSAGES.noFile],
    ];
    for (const [file, name, over, message] of cases) {
      const fields = { kind: 'certificate', visibleToGuardian: 'false', ...over };
      const res = await uploadDocument(ctx, alice, h.admin, file, name, fields);
      expect(res.statusCode, `${name} ${JSON.stringify(over)}`).toBe(400);
      expect(res.json().msg, name).toBe(message);
    }
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/students/${enc(alice)}/documents`,
      headers: h.admin,
      payload: { kind: 'certificate' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(DOCUMENT_MESSAGES.noFile);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadDocument(ctx, alice, h.admin, big, 'big.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(DOCUMENT_MESSAGES.tooLarge);
  });

  it('answers 404 for an unknown student or document', async () => {
    const res = await uploadDocument(ctx, 'NOBODY-1', h.admin, samplePdf(), 'a.pdf');
    expect(res.statusCode).toBe(404);
    const missing = await get(`/admin/students/${enc(bob)}/documents/${pdfId}`, h.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(DOCUMENT_MESSAGES.notFound);
    const bad = await get(`/admin/students/${enc(alice)}/documents/not-a-uuid`, h.admin);
    expect(bad.statusCode).toBe(400);
  });

  it('audits every list, download, upload and deletion, naming no file', async () => {
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/students/${enc(alice)}/documents/${pdfId}`,
      headers: h.admin,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().msg).toBe(DOCUMENT_MESSAGES.deleted('certificate.pdf'));
    const again = await get(`/admin/students/${enc(alice)}/documents/${pdfId}`, h.admin);
    expect(again.statusCode).toBe(404);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, alice), like(auditLog.action, 'student.document%')));
    const actions = new Set(entries.map((e) => `${e.action} ${e.actorRole} ${e.outcome}`));
    for (const expected of [
      'student.document.upload admin success',
      'student.document.download admin success',
      'student.document.download principal success',
      'student.document.download teacher success',
      'student.document.download student success',
      'student.documents.list student success',
      'student.document.delete admin success',
    ]) {
      expect(actions, expected).toContain(expected);
    }
    expect(JSON.stringify(entries)).not.toContain('certificate.pdf');
  });
});
