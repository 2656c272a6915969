import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * The student list is the heaviest response of the app (decisions §10: 2,000 students, about
 * 270 kB of JSON). It changes rarely, so each process keeps the last copy it built, with the
 * database's change counter it belongs to, and compresses it once per encoding instead of once
 * per request. Every call still reads the counter, so a copy is never served after a change.
 */

export type ListEncoding = 'br' | 'gzip' | 'identity';

const compressors = {
  br: (body: string) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
      },
    }),
  gzip: (body: string) => promisify(gzip)(body, { level: 9 }),
};

/** The best of br and gzip that the client accepts (q > 0), else identity. */
export function pickEncoding(acceptEncoding: string | undefined): ListEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

export type ListSnapshot = { version: number; body: string };

export function createListCache(source: {
  version: () => Promise<number>;
  snapshot: () => Promise<ListSnapshot>;
}) {
  let current: (ListSnapshot & { encoded: Map<ListEncoding, Promise<Buffer>> }) | null = null;
  return {
    /** The current list in the encoding asked for, built and compressed only after a change. */
    async get(encoding: ListEncoding): Promise<{ body: string | Buffer; encoding: ListEncoding }> {
      if (!current || current.version !== (await source.version())) {
        current = { ...(await source.snapshot()), encoded: new Map() };
      }
      if (encoding === 'identity') return { body: current.body, encoding };
      let encoded = current.encoded.get(encoding);
      if (!encoded) {
        encoded = compressors[encoding](current.body);
        current.encoded.set(encoding, encoded);
      }
      return { body: await encoded, encoding };
    },
  };
}
