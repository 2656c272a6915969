import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The shell's start script (public/shell/start.js, inlined by the server): what it notes before
 * the app starts, and what it does for a browser that remembers a session.
 */
const script = fs.readFileSync(path.join(__dirname, '../../public/shell/start.js'), 'utf8');

function paint() {
  document.head.innerHTML = '<style id="static-shell-style"></style>';
  document.body.innerHTML =
    '<div id="static-shell"><div class="ps-language">' +
    '<button type="button" class="ps-button ps-filled" lang="en" aria-pressed="true">English</button>' +
    '<button type="button" class="ps-button" lang="hi" aria-pressed="false">हिन्दी</button></div>' +
    '<form><input name="id"><button type="button" class="ps-submit">Login</button></form></div>' +
    '<script type="application/json" id="pragati-assets">' +
    JSON.stringify({
      styles: ['/assets/a.css'],
      modules: ['/assets/m.js'],
      entry: '/assets/e.js',
    }) +
    '</script>';
  // A plain script in the page, as the server inlines it.
  new Function(script)();
}
const shell = () => document.getElementById('static-shell');

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the shell start script', () => {
  it('notes Login (button or Enter, not an input method confirming a word) and says it is busy', () => {
    paint();
    const input = document.querySelector('input')!;
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }),
    );
    expect(shell()!.hasAttribute('data-submit')).toBe(false);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(shell()!.hasAttribute('data-submit')).toBe(true);
    expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');

    paint();
    document.querySelector<HTMLButtonElement>('.ps-submit')!.click();
    expect(shell()!.hasAttribute('data-submit')).toBe(true);
  });

  it('notes the language chosen and shows it pressed', () => {
    paint();
    document.querySelector<HTMLButtonElement>('button[lang="hi"]')!.click();
    expect(shell()!.getAttribute('data-language')).toBe('hi');
    expect(document.querySelector('button[lang="hi"]')!.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('button[lang="en"]')!.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('button[lang="hi"]')!.classList.contains('ps-filled')).toBe(true);
  });

  it('takes the shell away at once for a browser that remembers a session', () => {
    localStorage.setItem('userId', 'T-01');
    localStorage.setItem('role', 'teacher');
    paint();
    expect(shell()).toBeNull();
    expect(document.getElementById('static-shell-style')).toBeNull();
  });

  it('asks for the app after the first paint: its stylesheets, preloads and entry', () => {
    vi.useFakeTimers();
    paint();
    expect(document.head.querySelector('script')).toBeNull();
    vi.advanceTimersByTime(600);
    const style = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect(style.getAttribute('href')).toBe('/assets/a.css');
    expect(style.hasAttribute('data-app-style')).toBe(true);
    expect(document.head.querySelector('link[rel="modulepreload"]')!.getAttribute('href')).toBe(
      '/assets/m.js',
    );
    const entry = document.head.querySelector('script')!;
    expect([entry.type, entry.getAttribute('src')]).toEqual(['module', '/assets/e.js']);
    style.dispatchEvent(new Event('load'));
    expect(style.hasAttribute('data-loaded')).toBe(true);
  });
});
