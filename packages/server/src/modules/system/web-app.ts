import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type Branding,
  DEFAULT_LOCALE,
  isAllowedText,
  isLocale,
  loadCatalog,
  type Locale,
  LOCALE_CODES,
} from '@pragati/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { policy } from '../../lib/policy.js';
import { SESSION_COOKIE } from '../../lib/session-cookie.js';
import { type LoginShell, loadLoginShell, renderLoginShell } from './login-shell.js';

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

/** index.html in each language, with and without the login screen painted in (login-shell.ts). */
export type WebPages = {
  page(locale: Locale, withLoginShell: boolean): string | null;
  /** CSP sources for what the pages inline (the shell's <style> and <script>). */
  styleSources: string[];
  scriptSources: string[];
};

const ASSET_TAGS = {
  styles: /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
  modules: /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
  entry: /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
};

/**
 * The login page: the shell painted from HTML, and the app's stylesheets and scripts taken out
 * of the head and listed for the shell's start script, which requests them after the first
 * paint (web public/shell/start.js).
 */
function withLoginShell(page: string, shell: LoginShell, markup: string): string {
  const found = (pattern: RegExp) => [...page.matchAll(pattern)].map((m) => m[1]!);
  const [entry] = found(ASSET_TAGS.entry);
  if (!entry || !page.includes('<div id="root"></div>')) return page;
  const assets = { styles: found(ASSET_TAGS.styles), modules: found(ASSET_TAGS.modules), entry };
  let html = page;
  for (const pattern of Object.values(ASSET_TAGS)) html = html.replace(pattern, '');
  return html
    .replace('<head>', () => `<head><style id="static-shell-style">${shell.css}</style>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `${markup}<div id="root"></div>` +
        `<script type="application/json" id="pragati-assets">${inlineJson(assets)}</script>` +
        `<script>${shell.script}</script>`,
    );
}

/**
 * index.html per language: `lang` set, and the language's messages preloaded beside the entry
 * (English too for another language: its messages translate the server's), so the first screen
 * does not wait for a second round trip (issue 18 part 3). The login variant carries the shell
 * (withLoginShell), so nothing blocks its first paint.
 */
export async function loadWebPages(webDist: string, branding: Branding): Promise<WebPages> {
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return { page: () => null, styleSources: [], scriptSources: [] };
  }
  const block = `<script type="application/json" id="pragati-config">${inlineJson(branding)}</script>`;
  const withConfig = html.includes(CONFIG_PLACEHOLDER)
    ? html.replace(CONFIG_PLACEHOLDER, block)
    : html.replace('</head>', `${block}</head>`);
  const chunks = localeChunks(webDist);
  const shell = loadLoginShell(webDist);
  const pages = new Map<string, string>();
  for (const locale of LOCALE_CODES) {
    const preloads = [...new Set([locale, DEFAULT_LOCALE])]
      .map((code) => chunks.get(code))
      .filter((file): file is string => Boolean(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const page = withConfig
      .replace(
        /<html\b([^>]*)>/,
        (_tag, attributes: string) =>
          `<html lang="${locale}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`,
      )
      .replace('</head>', `${preloads}</head>`);
    pages.set(`${locale}`, page);
    if (shell) {
      const markup = renderLoginShell(shell, branding, locale, await loadCatalog(locale));
      pages.set(`${locale}+shell`, withLoginShell(page, shell, markup));
    }
  }
  return {
    page: (locale, login) =>
      pages.get(login ? `${locale}+shell` : locale) ?? pages.get(locale) ?? null,
    styleSources: shell ? [shell.styleSource] : [],
    scriptSources: shell ? [shell.scriptSource] : [],
  };
}

/**
 * index.html per institute's details (issue 28 part 3): the installation's own made at start, an
 * institute's other details made on first use and kept (a few dozen at most).
 */
export function pagesPerBranding(webDist: string, defaults: Branding, defaultPages: WebPages) {
  const kept = new Map<string, Promise<WebPages>>();
  const defaultKey = JSON.stringify(defaults);
  return (branding: Branding): Promise<WebPages> => {
    const key = JSON.stringify(branding);
    if (key === defaultKey) return Promise.resolve(defaultPages);
    let pages = kept.get(key);
    if (!pages) {
      if (kept.size >= 64) kept.clear();
      pages = loadWebPages(webDist, branding);
      kept.set(key, pages);
    }
    return pages;
  };
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
  /** pagesNow: the pages of the request's institute (its details inlined). */
  options: { webDist: string; apiBase: string; pagesNow: () => Promise<WebPages> },
) {
  const { webDist, apiBase, pagesNow } = options;
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
    // The login screen is the app's `/`; a session cookie means the app will open a portal.
    const login = urlPath === '/' && !request.cookies[SESSION_COOKIE];
    const pages = await pagesNow();
    return pages.page(isLocale(chosen) ? chosen : DEFAULT_LOCALE, login) ?? NOT_BUILT_PAGE;
  });
}
