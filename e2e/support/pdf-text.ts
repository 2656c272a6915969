import zlib from 'node:zlib';

/*
 * The text of a PDF that Chromium printed (page.pdf()), so a journey can check what reached the
 * paper. Chromium writes plain objects (no object streams), Flate-compressed content streams and
 * Type0 fonts whose ToUnicode maps turn glyph codes back into text; that is all this reads. Not
 * a general PDF reader: enough to assert on a printout without a PDF library in the tree.
 */

type PdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const src = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(src))) {
    const start = match.index + match[0].length;
    const end = src.indexOf('endobj', start);
    const streamAt = src.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: src.slice(start, end), stream: null });
      continue;
    }
    const dict = src.slice(start, streamAt);
    let dataStart = streamAt + 'stream'.length;
    if (src[dataStart] === '\r') dataStart += 1;
    if (src[dataStart] === '\n') dataStart += 1;
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
    const dataEnd = length ? dataStart + Number(length[1]) : src.indexOf('endstream', dataStart);
    let data = pdf.subarray(dataStart, dataEnd);
    if (dict.includes('/FlateDecode')) data = zlib.inflateSync(data);
    objects.set(Number(match[1]), { dict, stream: data });
    // Skip the stream's bytes: they may hold anything, "obj" included.
    header.lastIndex = src.indexOf('endobj', dataEnd);
  }
  return objects;
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap: glyph code (hex) → text. */
function readCMap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code!.toLowerCase(), utf16(uni!));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g,
    );
    for (const [, lo, hi, target] of ranges) {
      const first = parseInt(lo!, 16);
      const width = lo!.length;
      const list = target!.startsWith('[') ? [...target!.matchAll(/<([0-9a-fA-F]+)>/g)] : null;
      for (let code = first; code <= parseInt(hi!, 16); code++) {
        const key = code.toString(16).padStart(width, '0');
        if (list) map.set(key, utf16(list[code - first]?.[1] ?? ''));
        else {
          const base = target!.slice(1, -1);
          const last = parseInt(base.slice(-4), 16) + code - first;
          map.set(key, utf16(base.slice(0, -4) + last.toString(16).padStart(4, '0')));
        }
      }
    }
  }
  return map;
}

function decode(hex: string, cmap: Map<string, string> | undefined): string {
  if (!cmap) return '';
  let out = '';
  for (const code of hex.match(/.{4}/g) ?? []) out += cmap.get(code.toLowerCase()) ?? '';
  return out;
}

/** The text of every page, in order, one string per page (runs separated by spaces). */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<string, string>>();
  const cmapOfFont = (fontId: number) => {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId)?.dict ?? '');
    if (!ref) return undefined;
    const id = Number(ref[1]);
    if (!cmaps.has(id)) cmaps.set(id, readCMap(objects.get(id)?.stream?.toString('latin1') ?? ''));
    return cmaps.get(id);
  };
  const pages = [...objects.values()].filter((o) => /\/Type \/Page(?!s)/.test(o.dict));
  return pages.map((page) => {
    const fonts = new Map<string, number>();
    const fontDict = /\/Font <<([\s\S]*?)>>/.exec(page.dict)?.[1] ?? '';
    for (const [, name, id] of fontDict.matchAll(/\/(\S+?) (\d+) 0 R/g)) {
      fonts.set(name!, Number(id));
    }
    const contentIds = [
      ...(/\/Contents (\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g),
    ].map((m) => Number(m[1]));
    let text = '';
    for (const id of contentIds) {
      const content = objects.get(id)?.stream?.toString('latin1') ?? '';
      let cmap: Map<string, string> | undefined;
      const ops = /\/(\S+) [\d.]+ Tf|<([0-9a-fA-F]*)>|\bET\b|\bT[dDm*]\b|'|"/g;
      for (const [op, font, hex] of content.matchAll(ops)) {
        if (font !== undefined) cmap = cmapOfFont(fonts.get(font) ?? -1);
        else if (hex !== undefined) text += decode(hex, cmap);
        else if (op) text += ' ';
      }
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}
