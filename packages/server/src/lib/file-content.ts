/**
 * What an uploaded document's bytes are (issue 30 part 3), never what its name or the browser
 * says, and images without their metadata: a JPEG loses its EXIF (GPS position, camera, time),
 * XMP, IPTC and comments; a PNG its text, eXIf and time chunks. Pure code over the bytes: the
 * pixels are not decoded or re-encoded, so nothing is lost but the metadata.
 */
import type { DocumentMediaType } from '@pragati/domain';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export class DamagedImage extends Error {
  override name = 'DamagedImage';
}

/** The type the bytes are, by their magic numbers, or null for anything else. */
export function sniffMediaType(bytes: Buffer): DocumentMediaType | null {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'application/pdf';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  return null;
}

/** The file's bytes with the image metadata removed (a PDF as it is). */
export function withoutMetadata(bytes: Buffer, type: DocumentMediaType): Buffer {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return bytes;
}

const startsWith = (segment: Buffer, text: string) =>
  segment.subarray(0, text.length).toString('latin1') === text;

/** APPn and COM segments kept: JFIF's header, the colour profile and Adobe's colour transform. */
function keepJpegSegment(marker: number, data: Buffer): boolean {
  if (marker === 0xe0) return startsWith(data, 'JFIF\0');
  if (marker === 0xe2) return startsWith(data, 'ICC_PROFILE\0');
  if (marker === 0xee) return startsWith(data, 'Adobe');
  return !(marker >= 0xe0 && marker <= 0xef) && marker !== 0xfe;
}

/** After a scan's header: the entropy-coded data runs to the next marker that is not RSTn or a stuffed 0. */
function scanEnd(bytes: Buffer, from: number): number {
  let i = from;
  while (i < bytes.length - 1) {
    if (bytes[i] === 0xff) {
      const next = bytes[i + 1]!;
      if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return i;
    }
    i += 1;
  }
  throw new DamagedImage('scan without end');
}

export function stripJpeg(bytes: Buffer): Buffer {
  const out: Buffer[] = [bytes.subarray(0, 2)];
  let i = 2;
  for (;;) {
    if (i >= bytes.length || bytes[i] !== 0xff) throw new DamagedImage('marker expected');
    while (bytes[i] === 0xff && i < bytes.length) i += 1; // fill bytes
    const marker = bytes[i];
    if (marker === undefined) throw new DamagedImage('truncated');
    i += 1;
    if (marker === 0xd9) {
      out.push(Buffer.from([0xff, 0xd9]));
      return Buffer.concat(out);
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(Buffer.from([0xff, marker]));
      continue;
    }
    if (i + 2 > bytes.length) throw new DamagedImage('truncated');
    const length = bytes.readUInt16BE(i);
    if (length < 2 || i + length > bytes.length) throw new DamagedImage('bad length');
    const data = bytes.subarray(i + 2, i + length);
    const end = i + length;
    if (marker === 0xda) {
      const stop = scanEnd(bytes, end);
      out.push(Buffer.from([0xff, marker]), bytes.subarray(i, stop));
      i = stop;
      continue;
    }
    if (keepJpegSegment(marker, data))
      out.push(Buffer.from([0xff, marker]), bytes.subarray(i, end));
    i = end;
  }
}

/** Ancillary chunks that carry words, places or times rather than the picture. */
const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

export function stripPng(bytes: Buffer): Buffer {
  const out: Buffer[] = [PNG_MAGIC];
  let i = PNG_MAGIC.length;
  for (;;) {
    if (i + 12 > bytes.length) throw new DamagedImage('truncated');
    const length = bytes.readUInt32BE(i);
    const type = bytes.subarray(i + 4, i + 8).toString('latin1');
    const end = i + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) throw new DamagedImage('bad chunk');
    if (!PNG_DROPPED.has(type)) out.push(bytes.subarray(i, end));
    i = end;
    // Whatever follows IEND is not part of the picture, and is not kept.
    if (type === 'IEND') return Buffer.concat(out);
  }
}

/** The name as the download offers it: no folders, no control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(-200);
}

/** The file name's extension, lower case, or ''. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
