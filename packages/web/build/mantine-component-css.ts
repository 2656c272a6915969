import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * Mantine's per-component stylesheets instead of the whole 209 kB @mantine/core/styles.css
 * (issue 33 part 2): each module that imports a component from '@mantine/core' also imports that
 * component's stylesheet and those of the components it is built from, so a screen's CSS travels
 * in the same chunk as its code (the login's with the login, a portal's with the portal).
 * The layered files (`@layer mantine`) keep the cascade independent of the order in which the
 * chunks arrive: the app's own rules win over Mantine's whichever loaded last.
 */

const STYLES = '@mantine/core/styles';

/** Which Mantine module (esm/…/X.mjs) each public name comes from, read from the package index. */
function exportSources(esm: string): Map<string, string> {
  const index = fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const sources = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]+)\} from '(\.\/[^']+\.mjs)'/g)) {
    for (const name of names!.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop()!;
      sources.set(exported, path.join(esm, file!));
    }
  }
  return sources;
}

/**
 * The stylesheets a module needs: every `X.module.css.mjs` (the class names of the component X)
 * among its relative imports, followed through the package, dependencies first.
 */
function stylesheetsOf(file: string, seen: Set<string>, out: string[]): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(/import\s+(?:[^'"]*?from\s*)?'(\.{1,2}\/[^']+\.mjs)'/g)) {
    stylesheetsOf(path.resolve(path.dirname(file), spec!), seen, out);
  }
  const own = /([A-Za-z]+)\.module\.css\.mjs$/.exec(file)?.[1];
  if (own && !out.includes(own)) out.push(own);
}

/** The import lines of @mantine/core components in a source file (type-only imports skipped). */
function importedNames(code: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of code.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
  )) {
    if (typeOnly) continue;
    for (const item of list!.split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/** The stylesheets (names under @mantine/core/styles/) a component needs, dependencies first. */
export function mantineStylesheets(root: string): (name: string) => string[] {
  const require = createRequire(path.join(root, 'package.json'));
  // The package's CommonJS entry (cjs/index.cjs) sits beside its ES modules (esm/).
  const esm = path.join(path.dirname(require.resolve('@mantine/core')), '..', 'esm');
  let sources: Map<string, string> | undefined;
  const cache = new Map<string, string[]>();
  return (name) => {
    sources ??= exportSources(esm);
    const file = sources.get(name);
    if (!file) return [];
    if (!cache.has(name)) {
      const out: string[] = [];
      stylesheetsOf(file, new Set(), out);
      cache.set(name, out);
    }
    return cache.get(name)!;
  };
}

export function mantineComponentCssPlugin(root: string): Plugin {
  const sheetsFor = mantineStylesheets(root);
  return {
    name: 'pragati:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('@mantine/core'))
        return undefined;
      const sheets: string[] = [];
      for (const name of importedNames(code)) {
        for (const sheet of sheetsFor(name)) if (!sheets.includes(sheet)) sheets.push(sheet);
      }
      if (!sheets.length) return undefined;
      const imports = sheets.map((sheet) => `import '${STYLES}/${sheet}.layer.css';`).join('');
      // On the first line, so the source map's lines stay where they were.
      return { code: imports + code, map: null };
    },
  };
}
