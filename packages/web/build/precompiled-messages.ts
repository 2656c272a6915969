import compile from 'icu-minify/compile';
import type { Plugin } from 'vite';

/*
 * The message files compiled at build time (issue 33 part 2): use-intl then formats them with its
 * small "format-only" formatter instead of carrying the ICU parser (intl-messageformat and
 * @formatjs, about 9 kB gzip) in the login's JavaScript. icu-minify is use-intl's own compiler
 * (a dependency of use-intl, the pair next-intl's `precompile` option uses).
 *
 * The `msg` section stays text: it is not formatted by use-intl but matched against the server's
 * English by the domain's message translator (domain i18n/translate-message.ts).
 */

const LOCALE_FILE = /[\\/]domain[\\/]src[\\/]locales[\\/]\w+\.json$/;
const RAW_SECTIONS = new Set(['msg']);

type Tree = { [key: string]: unknown };

function compileTree(tree: Tree, path: string): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    const where = path ? `${path}.${key}` : key;
    if (typeof value === 'string') {
      try {
        out[key] = compile(value);
      } catch (error) {
        throw new Error(`Message ${where} is not valid ICU: ${(error as Error).message}`);
      }
    } else if (value && typeof value === 'object') {
      out[key] = compileTree(value as Tree, where);
    } else {
      out[key] = value;
    }
  }
  return out;
}

export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'pragati:precompiled-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^use-intl\/format-message$/,
            replacement: 'use-intl/format-message/format-only',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!LOCALE_FILE.test(id.split('?')[0]!)) return undefined;
      const catalog = JSON.parse(code) as Tree;
      const compiled: Tree = {};
      for (const [section, value] of Object.entries(catalog)) {
        compiled[section] =
          RAW_SECTIONS.has(section) || typeof value !== 'object' || value === null
            ? value
            : compileTree(value as Tree, section);
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
