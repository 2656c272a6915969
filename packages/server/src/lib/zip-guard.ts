import { createInflateRaw } from 'node:zlib';

/**
 * Bounds what an uploaded .xlsx (a zip) may unpack to, before the spreadsheet reader sees it
 * (issue 12: a 1.9 MB file inflating to 1.4 GB took the server from 1 GB to 2.8 GB; six at once
 * killed it). exceljs hands the buffer to JSZip, which reads the central directory and inflates
 * each entry whole, without a limit, checking the size only at the end. So, first, the
 * directory itself (`checkZipDirectory`, cheap, no inflating): its declared sizes must stay
 * under a total cap and no entry may be compressed absurdly well; then, because the directory
 * may lie, every entry is inflated here as a stream whose output is counted and thrown away
 * (`verifyZipSizes`), stopping at the first byte past the declared size. After both, JSZip
 * inflates no more than what was declared, and that is at most MAX_UNPACKED_BYTES.
 */

export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Real sheets compress 5–20:1, very repetitive ones up to ~100:1; zeros reach 1,000:1. */
export const MAX_RATIO = 200;
/** The ratio is only judged for entries this large: tiny parts compress oddly but cost nothing. */
export const RATIO_FROM_BYTES = 1024 * 1024;
/** An .xlsx has a dozen or two parts; a few hundred with images. */
export const MAX_ENTRIES = 2000;

export const ZIP_MESSAGES = {
  tooLarge: `The spreadsheet unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB. Split it into smaller files and upload them one at a time.`,
  ratio:
    'The file is not a normal .xlsx spreadsheet: a part of it unpacks to far more than its size. Open it in your spreadsheet program, save it again as .xlsx and upload that.',
  zip64:
    'The file uses the zip format for very large archives, which a spreadsheet of this size never needs. Open it in your spreadsheet program, save it again as .xlsx and upload that.',
  damaged:
    'The file is not a readable .xlsx spreadsheet: its list of contents is damaged. Open it in your spreadsheet program, save it again as .xlsx and upload that.',
} as const;

export class ZipRefused extends Error {
  constructor(
    message: string,
    /** What was wrong, for tests and debugging (never logged with values: there are none). */
    public readonly reason: 'tooLarge' | 'ratio' | 'zip64' | 'damaged' | 'unreadable',
  ) {
    super(message);
    this.name = 'ZipRefused';
  }
}

export type ZipEntry = {
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  /** Where the entry's data starts (after its local header). */
  dataStart: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

const damaged = () => new ZipRefused(ZIP_MESSAGES.damaged, 'damaged');
const zip64 = () => new ZipRefused(ZIP_MESSAGES.zip64, 'zip64');

/** The end-of-central-directory record: the last one, as JSZip finds it (searching backwards). */
function findEndRecord(buffer: Buffer): number {
  const lowest = Math.max(0, buffer.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = buffer.length - EOCD_SIZE; at >= lowest; at--) {
    if (buffer.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/**
 * Reads the zip's central directory and refuses (ZipRefused) a zip64 archive, a directory that
 * does not add up (bounds, counts, signatures, overlapping entries, encryption, unknown
 * compression), a declared total over MAX_UNPACKED_BYTES, or an entry over RATIO_FROM_BYTES
 * whose declared ratio passes MAX_RATIO. Nothing is inflated.
 */
export function checkZipDirectory(buffer: Buffer): ZipEntry[] {
  if (buffer.length < EOCD_SIZE) throw new ZipRefused(ZIP_MESSAGES.damaged, 'unreadable');
  const end = findEndRecord(buffer);
  if (end < 0) throw new ZipRefused(ZIP_MESSAGES.damaged, 'unreadable');
  if (end >= 20 && buffer.readUInt32LE(end - 20) === ZIP64_LOCATOR_SIGNATURE) throw zip64();
  const disk = buffer.readUInt16LE(end + 4);
  const directoryDisk = buffer.readUInt16LE(end + 6);
  const entriesHere = buffer.readUInt16LE(end + 8);
  const entriesTotal = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  const commentLength = buffer.readUInt16LE(end + 20);
  if (
    entriesTotal === 0xffff ||
    entriesHere === 0xffff ||
    directorySize === 0xffffffff ||
    directoryOffset === 0xffffffff
  ) {
    throw zip64();
  }
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entriesTotal) throw damaged();
  if (end + EOCD_SIZE + commentLength !== buffer.length) throw damaged();
  if (directoryOffset + directorySize !== end) throw damaged();
  if (entriesTotal === 0 || entriesTotal > MAX_ENTRIES) throw damaged();

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < entriesTotal; i++) {
    if (at + CENTRAL_SIZE > end || buffer.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw damaged();
    const flags = buffer.readUInt16LE(at + 8);
    const method = buffer.readUInt16LE(at + 10);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const uncompressedSize = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLen = buffer.readUInt16LE(at + 32);
    const localOffset = buffer.readUInt32LE(at + 42);
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localOffset === 0xffffffff
    ) {
      throw zip64();
    }
    at += CENTRAL_SIZE + nameLength + extraLength + commentLen;
    if (at > end) throw damaged();
    // Encrypted entries cannot be read; other methods are not what spreadsheet programs write.
    if (flags & 0x1 || (method !== STORED && method !== DEFLATED)) throw damaged();
    if (method === STORED && compressedSize !== uncompressedSize) throw damaged();

    if (localOffset + LOCAL_SIZE > directoryOffset) throw damaged();
    if (buffer.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw damaged();
    const dataStart =
      localOffset +
      LOCAL_SIZE +
      buffer.readUInt16LE(localOffset + 26) +
      buffer.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > directoryOffset) throw damaged();

    total += uncompressedSize;
    if (total > MAX_UNPACKED_BYTES) throw new ZipRefused(ZIP_MESSAGES.tooLarge, 'tooLarge');
    if (
      uncompressedSize > RATIO_FROM_BYTES &&
      uncompressedSize > MAX_RATIO * Math.max(compressedSize, 1)
    ) {
      throw new ZipRefused(ZIP_MESSAGES.ratio, 'ratio');
    }
    entries.push({ method, flags, compressedSize, uncompressedSize, localOffset, dataStart });
  }
  if (at !== end) throw damaged();

  // Entries sharing bytes are how the worst zip bombs pass honest-looking sizes.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const previous = byOffset[i - 1]!;
    if (previous.dataStart + previous.compressedSize > byOffset[i]!.localOffset) throw damaged();
  }
  return entries;
}

/** Inflates one entry as a stream, counting and discarding, stopping past the declared size. */
function inflatedSize(buffer: Buffer, entry: ZipEntry): Promise<number> {
  const data = buffer.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === STORED) return Promise.resolve(data.length);
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(size);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > entry.uncompressedSize) {
        inflate.destroy();
        finish(new ZipRefused(ZIP_MESSAGES.ratio, 'ratio'));
      }
    });
    inflate.on('error', () => finish(damaged()));
    inflate.on('end', () => finish(null));
    inflate.end(data);
  });
}

/**
 * Proves the directory's sizes: every entry inflates to exactly what it declares. Output is
 * never kept, so memory stays at zlib's window whatever the file holds; work stops at the first
 * byte past a declared size, so the total inflated is at most MAX_UNPACKED_BYTES plus one chunk.
 */
export async function verifyZipSizes(buffer: Buffer, entries: readonly ZipEntry[]) {
  for (const entry of entries) {
    // One entry at a time: each one is small work, and the event loop keeps turning between chunks.
    const size = await inflatedSize(buffer, entry);
    if (size !== entry.uncompressedSize) throw damaged();
  }
}
