import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/** One entry of a hand-made zip: the bytes as stored, and what the directory says of them. */
export type RawEntry = {
  name: string;
  /** Bytes as stored (deflated for method 8). */
  data: Buffer;
  method?: 0 | 8;
  /** What the directory declares; defaults to the truth for stored entries. */
  uncompressedSize: number;
};

/** A deflated entry of `text`, declared honestly. */
export function deflated(name: string, text: string): RawEntry {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), method: 8, uncompressedSize: bytes.length };
}

/**
 * Builds a zip from raw entries (local headers, data, central directory, end record), so a test
 * can make directories that lie or do not add up. CRCs are zero: nothing here checks them.
 */
export function buildZip(
  entries: readonly RawEntry[],
  tweak: { entryCount?: number; directoryOffsetShift?: number; zip64?: boolean } = {},
): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.method ?? 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, entry.data);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.uncompressedSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = tweak.entryCount ?? entries.length;
  end.writeUInt16LE(tweak.zip64 ? 0xffff : count, 8);
  end.writeUInt16LE(tweak.zip64 ? 0xffff : count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset + (tweak.directoryOffsetShift ?? 0), 16);
  return Buffer.concat([...parts, directory, end]);
}

/** `size` bytes of zeros, deflated as tightly as zlib can (about 1,000:1), without holding them. */
export async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = size; left > 0; left -= chunk.length) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}
