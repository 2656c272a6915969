/**
 * PGlite's file system on disk, keeping DATA_DIR private (decisions §12). Emscripten creates a
 * file and then chmods it to the mode the C code asked for (0666 for the files initdb writes,
 * 0644 for a few at run time), which the process umask cannot narrow; so every chmod under
 * pgdata drops the group and other bits. Folders come from mkdir and follow the umask.
 */
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type ChmodFs = {
  doChmod?: (stream: unknown, node: unknown, mode: number, dontFollow?: boolean) => void;
};

export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        const fs = mod.FS as unknown as ChmodFs;
        const doChmod = fs.doChmod;
        if (!doChmod) return;
        fs.doChmod = (stream, node, mode, dontFollow) =>
          doChmod.call(fs, stream, node, mode & ~0o077, dontFollow);
      },
    ];
    return result;
  }
}
