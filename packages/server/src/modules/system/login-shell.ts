import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Branding, type Catalog, type Locale, PRODUCT_TITLE } from '@pragati/domain';

/**
 * The login screen painted from index.html (issue 18 part 3): the web app ships its markup and
 * CSS (packages/web/public/shell/), the server fills in the institute and the language's texts,
 * inlines the CSS under a CSP hash, and the app replaces the shell in the frame it first renders
 * (web lib/static-shell.ts). The first paint then needs no script and no stylesheet.
 */
export type LoginShell = {
  template: string;
  css: string;
  /** Starts the app once the shell is painted (web public/shell/start.js). */
  script: string;
  /** The CSP sources that let the inlined <style> and <script> run ('sha256-…'). */
  styleSource: string;
  scriptSource: string;
};

const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function loadLoginShell(webDist: string): LoginShell | null {
  // Line ends as a browser hashes them: a checkout with CRLF must not break the CSP hashes.
  const read = (name: string) =>
    fs.readFileSync(path.join(webDist, 'shell', name), 'utf8').replace(/\r\n?/g, '\n');
  try {
    // The template's layout off too, before any value goes in (an address keeps its lines).
    const template = read('login.html').replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
    // Comments and layout off: they would only cost bytes in every login page.
    const css = read('login.css')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      .trim();
    const script = read('start.js')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .trim();
    return {
      template,
      css,
      script,
      styleSource: cspHash(css),
      scriptSource: cspHash(script),
    };
  } catch {
    // A build without the shell (or no build): the app paints the login itself.
    return null;
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const telHref = (value: string) => `tel:${value.replace(/[^\d+]/g, '')}`;

/** The institute's contacts and grievance officer, as the React login screen lists them. */
function contacts(branding: Branding, catalog: Catalog): string {
  const t = (key: string) => escapeHtml(lookup(catalog, key) ?? '');
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const rows = [
    { term: t('auth.address'), value: branding.address, html: escapeHtml(branding.address) },
    {
      term: t('auth.phone'),
      value: branding.phone,
      html: link(telHref(branding.phone), branding.phone),
    },
    {
      term: t('auth.email'),
      value: branding.email,
      html: link(`mailto:${branding.email}`, branding.email),
    },
    {
      term: t('auth.helpline'),
      value: branding.helpline,
      html: link(telHref(branding.helpline), branding.helpline),
    },
  ].filter((row) => row.value.trim() !== '');
  const list = rows.length
    ? `<dl class="ps-contacts">${rows.map((r) => `<div><dt>${r.term}</dt><dd>${r.html}</dd></div>`).join('')}</dl>`
    : '';
  const { grievanceName: name, grievanceEmail: email, grievancePhone: phone } = branding;
  // Nothing configured (INSTITUTE_* unset): say where help is, as the React screen does.
  if (!name && !email && !phone) {
    return list || `<p class="ps-contacts">${t('auth.noContacts')}</p>`;
  }
  const lines = [
    name ? escapeHtml(name) : '',
    email ? link(`mailto:${email}`, email) : '',
    phone ? link(telHref(phone), phone) : '',
  ].filter(Boolean);
  return (
    `${list}<div role="group" aria-labelledby="ps-grievance" class="ps-contacts">` +
    `<p id="ps-grievance"><strong>${t('app.grievanceOfficer')}</strong></p>` +
    `<p>${lines.join('<br>')}</p></div>`
  );
}

/** The shell's markup in one language, for the institute. */
export function renderLoginShell(
  shell: LoginShell,
  branding: Branding,
  locale: Locale,
  catalog: Catalog,
): string {
  const name = escapeHtml(branding.name);
  const offers = (code: Locale) => branding.languages.includes(code) || code === locale;
  const special: Record<string, string> = {
    logoUrl: escapeHtml(branding.logoUrl),
    product: escapeHtml(PRODUCT_TITLE),
    instituteLine:
      branding.name && branding.name !== PRODUCT_TITLE
        ? `<p class="ps-institute-line">${name}</p>`
        : '',
    name,
    tagline: branding.tagline ? `<p class="ps-tagline">${escapeHtml(branding.tagline)}</p>` : '',
    contacts: contacts(branding, catalog),
    footer: escapeHtml(
      (lookup(catalog, 'app.footer') ?? '').replace('{name}', () => branding.name),
    ),
    enClass: locale === 'en' ? 'ps-filled' : '',
    hiClass: locale === 'hi' ? 'ps-filled' : '',
    enPressed: String(locale === 'en'),
    hiPressed: String(locale === 'hi'),
    // Only the institute's languages (its settings, issue 28); one language: no menu at all.
    enHidden: offers('en') ? '' : 'hidden',
    hiHidden: offers('hi') ? '' : 'hidden',
    languageHidden: (['en', 'hi'] as const).filter(offers).length < 2 ? 'hidden' : '',
  };
  return shell.template.replace(
    /\{\{([\w.]+)\}\}/g,
    (_all, key: string) => special[key] ?? escapeHtml(lookup(catalog, key) ?? ''),
  );
}
