import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type Branding,
  DEFAULT_LOCALE,
  isAllowedText,
  isLocale,
  type Locale,
  LOCALE_CODES,
} from '@pragati/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { policy } from '../../lib/policy.js';

const CONFIG_PLACEHOLDER = '<!--pragati-config-->';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** JSON for an inert <script type="application/json"> block; `<` escaped so it cannot close the tag. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The device's language, mirrored by the web app into a cookie so the page can start in it. */
export const LOCALE_COOKIE = 'pragati_locale';

/** The built chunk of each language's message file (Vite's manifest), by locale. */
function localeChunks(webDist: string): Map<string, string> {
  const chunks = new Map<string, string>();
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file?: string }>;
    for (const [source, chunk] of Object.entries(manifest)) {
      const match = /locales\/(\w+)\.json$/.exec(source);
      if (match?.[1] && chunk.file) chunks.set(match[1], `/${chunk.file}`);
    }
  } catch {
    // No manifest (a dev build): the app fetches its language when it starts.
  }
  return chunks;
}

/**
 * index.html per language: `lang` set, and the language's messages preloaded beside the entry
 * (English too for another language: its messages translate the server's), so the first screen
 * does not wait for a second round trip (issue 18 part 3).
 */
function renderIndex(webDist: string, branding: Branding): Map<Locale, string> | null {
  try {
    const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const block = `<script type="application/json" id="pragati-config">${inlineJson(branding)}</script>`;
    const withConfig = html.includes(CONFIG_PLACEHOLDER)
      ? html.replace(CONFIG_PLACEHOLDER, block)
      : html.replace('</head>', `${block}</head>`);
    const chunks = localeChunks(webDist);
    const pages = new Map<Locale, string>();
    for (const locale of LOCALE_CODES) {
      const preloads = [...new Set([locale, DEFAULT_LOCALE])]
        .map((code) => chunks.get(code))
        .filter((file): file is string => Boolean(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      pages.set(
        locale,
        withConfig
          .replace(
            /<html\b([^>]*)>/,
            (_tag, attributes: string) =>
              `<html lang="${locale}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`,
          )
          .replace('</head>', `${preloads}</head>`),
      );
    }
    return pages;
  } catch {
    return null;
  }
}

/** False for anything that is not a readable file, including a name too long or under a file. */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // ENAMETOOLONG, ENOTDIR (`/index.html/`), EACCES: no file to serve (issue 12: never a 500).
    return false;
  }
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pragati</title></head>
<body><main><h1>Pragati</h1><p>The web app has not been built. Run <code>npm run build</code>, or use <code>npm start</code>.</p></main></body></html>`;

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, any other file for a
 * short while, and index.html (with the institute's configuration inlined) for every other path
 * so deep links and reloads work. Paths under the API base stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; apiBase: string; branding: Branding },
) {
  const { webDist, apiBase } = options;
  const index = renderIndex(webDist, options.branding);
  await app.register(fastifyStatic, { root: webDist, serve: false, decorateReply: true });

  app.get('/*', { config: { policy: policy.public } }, async (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      // An undecodable path names no file (issue 12: never a 500, and no page either).
      throw notFound();
    }
    // A NUL byte makes the file system calls throw; no file has one, nor any control character.
    if (!isAllowedText(urlPath)) throw notFound();
    // `..` never names a file of the app; answering the page would hide a probe as a success.
    if (urlPath.split(/[/\\]/).includes('..')) throw notFound();
    if (apiBase !== '/' && (urlPath === apiBase || urlPath.startsWith(`${apiBase}/`)))
      throw notFound();

    const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
    if (relative && relative !== 'index.html' && !relative.startsWith('..')) {
      const file = path.join(webDist, relative);
      if (file.startsWith(webDist + path.sep) && isFile(file)) {
        const immutable = relative.startsWith(`assets${path.sep}`);
        return reply.sendFile(relative, {
          maxAge: immutable ? ONE_YEAR_SECONDS * 1000 : 60 * 60 * 1000,
          immutable,
        });
      }
      // A missing file with an extension is a real 404, not a page of the app.
      if (/\.[a-z0-9]+$/i.test(relative)) throw notFound();
    }
    reply.header('cache-control', 'no-cache');
    reply.type('text/html; charset=utf-8');
    const chosen = request.cookies[LOCALE_COOKIE];
    return index?.get(isLocale(chosen) ? chosen : DEFAULT_LOCALE) ?? NOT_BUILT_PAGE;
  });
}
