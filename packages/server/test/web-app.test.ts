import fs from 'node:fs';
import os from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.js';
import { loadCatalog } from '@pragati/domain';
import { loadLoginShell, renderLoginShell } from '../src/modules/system/login-shell.js';

const WEB_PUBLIC = fileURLToPath(new URL('../../web/public', import.meta.url));
let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--pragati-config--><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  // The web app's own shell files, as its build copies them.
  fs.cpSync(path.join(WEB_PUBLIC, 'shell'), path.join(webDist, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js' },
      '../domain/src/locales/en.json': { file: 'assets/en-111.js' },
      '../domain/src/locales/hi.json': { file: 'assets/hi-222.js' },
    }),
  );
  fs.writeFileSync(path.join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({
    env: {
      WEB_DIST: webDist,
      INSTITUTE_NAME: 'Test </script> Institute',
      INSTITUTE_HELPLINE: '1800-000-000',
      INSTITUTE_GRIEVANCE_OFFICER: 'Meena Rao; grievance@pragati.example; +91 20 1234 5678',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it.each([
    '/',
    '/admin',
    '/admin/viewstudents/details/R-1',
    '/student/history',
    '/teacher/term/termEntry/eval/academic',
  ])('%s serves index.html with the configuration inlined, not cached', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const match = /<script type="application\/json" id="pragati-config">(.*?)<\/script>/.exec(
      response.body,
    );
    expect(match).not.toBeNull();
    const config = JSON.parse(match![1]!);
    expect(config).toMatchObject({
      name: 'Test </script> Institute',
      helpline: '1800-000-000',
      grievanceName: 'Meena Rao',
      grievanceEmail: 'grievance@pragati.example',
      grievancePhone: '+91 20 1234 5678',
      apiBase: '/api',
    });
    expect(response.body).not.toContain('Test </script> Institute');
  });

  it.each([
    [undefined, 'en', ['/assets/en-111.js']],
    ['en', 'en', ['/assets/en-111.js']],
    ['hi', 'hi', ['/assets/hi-222.js', '/assets/en-111.js']],
    ['fr', 'en', ['/assets/en-111.js']],
    ['<script>', 'en', ['/assets/en-111.js']],
  ])(
    'starts the page in the device language (cookie %s): lang %s, its messages preloaded',
    async (cookie, lang, preloads) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/teacher',
        ...(cookie ? { cookies: { pragati_locale: cookie } } : {}),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<html lang="${lang}">`);
      const found = [...response.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)];
      expect(found.map((m) => m[1])).toEqual(preloads);
    },
  );

  it('hashed assets are cached for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other files are served with a short cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    '/assets/missing-file.js',
    '/favicon.ico',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd.txt',
  ])('%s is 404 and never escapes the web folder', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect([404, 200]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });

  it.each([
    '/index.html%00.js',
    '/%00',
    '/assets/index-abc123.js%00',
    '/%E0%A4%A',
    '/admin/%E0%A4%A',
    '/%',
    '/..%2f..%2fetc/passwd',
    '/..%5c..%5cetc%5cpasswd',
    '/assets/..%2f..%2f..%2fetc/passwd',
    '/a%01b',
    '/a%C2%85b',
    `/${'%E0%A4%A'.repeat(50)}`,
    `/${'a'.repeat(5000)}.js`,
    '/index.html/x.js',
    '/logo.svg/x.png',
  ])('GET %s → 404, never a 500 or the app page', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Not found', message: 'Not found' });
  });

  it('API paths are never answered with the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('GET /api/branding gives the same configuration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/branding' });
    expect(response.json()).toMatchObject({
      name: 'Test </script> Institute',
      logoUrl: '/logo.svg',
    });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses large responses', async () => {
    const big = 'x'.repeat(5000);
    fs.writeFileSync(path.join(webDist, 'assets', 'big-1.js'), big);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('the login screen painted from HTML (issue 18 part 3)', () => {
  const shellOf = (body: string) =>
    /<div id="static-shell"[\s\S]*?<\/footer>\s*<\/div>/.exec(body)?.[0];

  it('comes with `/` in the device language, with the institute, and no script of its own', async () => {
    const english = await ctx.app.inject({ method: 'GET', url: '/' });
    const shell = shellOf(english.body);
    expect(shell).toBeDefined();
    for (const text of ['User ID', 'Password', 'Login', 'Skip to main content', 'Helpline'])
      expect(shell).toContain(text);
    expect(shell).toContain('Test &lt;/script&gt; Institute');
    expect(shell).toContain('href="tel:1800000000"');
    expect(shell).toContain('Meena Rao<br><a href="mailto:grievance@pragati.example">');
    expect(shell).toContain('© 2023 Test &lt;/script&gt; Institute. All rights reserved.');
    expect(shell).not.toMatch(/\{\{|<script|\son\w+=|style="/);
    expect(shell).toContain('<input id="ps-id" class="ps-input" name="id"');
    // The shell's form cannot submit itself (a GET would put the password in the address).
    expect(shell).not.toMatch(/type="submit"|action=/);

    const hindi = await ctx.app.inject({
      method: 'GET',
      url: '/',
      cookies: { pragati_locale: 'hi' },
    });
    expect(shellOf(hindi.body)).toContain('यूज़र आईडी');
    expect(shellOf(hindi.body)).toContain('lang="hi" aria-pressed="true"');
  });

  it('inlines its CSS and start script under hashes the CSP names; the app loads after', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
    const css = /<style id="static-shell-style">([\s\S]*?)<\/style>/.exec(response.body)?.[1];
    expect(css!.length).toBeLessThan(5000);
    expect(csp).toContain(`style-src 'self' 'sha256-${hash(css!)}'`);
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(csp).toContain(`script-src 'self' 'sha256-${hash(script!)}'`);
    // Nothing in the head for the first paint to wait for: the start script asks for these.
    expect(response.body).not.toMatch(/rel="stylesheet"|rel="modulepreload"|<script type="module"/);
    const assets = /<script type="application\/json" id="pragati-assets">(.*?)<\/script>/.exec(
      response.body,
    );
    expect(JSON.parse(assets![1]!)).toEqual({
      styles: ['/assets/index-1.css'],
      modules: ['/assets/en-111.js'],
      entry: '/assets/index-abc123.js',
    });
  });

  it.each([
    ['another path', '/admin', {}],
    ['a signed-in browser', '/', { jwt: 'a-session' }],
  ])('is left out for %s, whose page keeps its stylesheets', async (_case, url, cookies) => {
    const response = await ctx.app.inject({ method: 'GET', url, cookies });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('static-shell');
    expect(response.body).not.toMatch(/<style|pragati-assets/);
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    );
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    );
  });
});

describe('web app not built', () => {
  it('answers a helpful page instead of failing', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/admin' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('the login shell files', () => {
  it('hash as a browser does, whatever the checkout made of the line ends', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-shell-'));
    try {
      fs.mkdirSync(path.join(dir, 'shell'));
      for (const name of ['login.html', 'login.css', 'start.js']) {
        const text = fs.readFileSync(path.join(WEB_PUBLIC, 'shell', name), 'utf8');
        fs.writeFileSync(path.join(dir, 'shell', name), text.replace(/\n/g, '\r\n'));
      }
      const shell = loadLoginShell(dir)!;
      expect(shell.script).not.toContain('\r');
      const hash = createHash('sha256').update(shell.script, 'utf8').digest('base64');
      expect(shell.scriptSource).toBe(`'sha256-${hash}'`);
      expect(loadLoginShell(WEB_PUBLIC)!.scriptSource).toBe(shell.scriptSource);
      expect(loadLoginShell(WEB_PUBLIC)!.styleSource).toBe(shell.styleSource);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the login shell with no institute details (issue 26 item 15)', () => {
  const empty = {
    name: 'Pragati Institute',
    tagline: '',
    address: '',
    phone: '',
    email: '',
    helpline: '',
    grievanceName: '',
    grievanceEmail: '',
    grievancePhone: '',
    logoUrl: '/logo.svg',
    apiBase: '/api',
    languages: ['en', 'hi'] as ('en' | 'hi')[],
  };

  it("offers only the institute's languages (its settings); one language: no menu", async () => {
    const shell = loadLoginShell(WEB_PUBLIC)!;
    const catalog = await loadCatalog('en');
    const both = renderLoginShell(shell, empty, 'en', catalog);
    expect(both).not.toMatch(/<div class="ps-language"[^>]*hidden/);
    expect(both).not.toMatch(/<button[^>]*lang="hi"[^>]*hidden/);
    const english = renderLoginShell(shell, { ...empty, languages: ['en'] }, 'en', catalog);
    expect(english).toMatch(/<div class="ps-language"[^>]*hidden/);
    expect(english).toMatch(/<button[^>]*lang="hi"[^>]*hidden/);
    expect(english).not.toMatch(/<button[^>]*lang="en"[^>]*hidden/);
  });

  it('says to ask the office, in the page language, instead of an empty corner', async () => {
    const shell = loadLoginShell(WEB_PUBLIC)!;
    const english = renderLoginShell(shell, empty, 'en', await loadCatalog('en'));
    expect(english).toContain(
      '<p class="ps-contacts">Contact details have not been set up yet. For help, ask the institute&#39;s office.</p>',
    );
    const hindi = renderLoginShell(shell, empty, 'hi', await loadCatalog('hi'));
    expect(hindi).toContain('मदद के लिए संस्थान के कार्यालय से पूछें।');
    // One detail set: it is shown, and the fallback is not.
    const helpline = renderLoginShell(
      shell,
      { ...empty, helpline: '1800-000-000' },
      'en',
      await loadCatalog('en'),
    );
    expect(helpline).toContain('href="tel:1800000000"');
    expect(helpline).not.toContain('have not been set up');
  });
});
