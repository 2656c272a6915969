import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@pragati/server';

/**
 * The server package's folder and version, found by walking up from this module to its
 * package.json: the same whether the sources run through tsx or the compiled build runs from
 * dist/ (where this code may sit in a chunk at another depth). Paths to the migrations and the
 * web app's build start here.
 */
function findPackage(): { root: string; version: string } {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === PACKAGE_NAME && typeof pkg.version === 'string') {
        return { root: dir, version: pkg.version };
      }
    } catch {
      // No package.json here; keep walking up.
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`${PACKAGE_NAME}: package.json not found above this module`);
    dir = parent;
  }
}

const found = findPackage();
export const SERVER_ROOT = found.root;
export const SERVER_VERSION = found.version;
