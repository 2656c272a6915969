import { afterEach, describe, expect, it } from 'vitest';
import {
  appStylesLoaded,
  removeStaticShell,
  shellValue,
  showStartFailure,
  takeShellSubmit,
} from './static-shell';

/** The login painted from HTML (server modules/system/login-shell.ts) handing over to the app. */
function paintShell(attributes = '') {
  document.head.insertAdjacentHTML('beforeend', '<style id="static-shell-style"></style>');
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="static-shell" ${attributes}><form><input name="id"><input name="password" type="password"></form></div>` +
      '<div id="root"><form><input name="id"><input name="password"></form></div>',
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  takeShellSubmit();
});

describe('static shell', () => {
  it('gives what was typed, and nothing without a shell', () => {
    expect(shellValue('id')).toBe('');
    paintShell();
    document.querySelector<HTMLInputElement>('#static-shell input[name="id"]')!.value = 'T-01';
    expect(shellValue('id')).toBe('T-01');
    expect(shellValue('password')).toBe('');
  });

  it('goes with its CSS, and the app field of the same name takes the focus', () => {
    paintShell();
    document.querySelector<HTMLInputElement>('#static-shell input[name="password"]')!.focus();
    expect(removeStaticShell()).toEqual({ language: null });
    expect(document.getElementById('static-shell')).toBeNull();
    expect(document.getElementById('static-shell-style')).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('#root input[name="password"]'));
    expect(takeShellSubmit()).toBe(false);
    // Once: a second call finds nothing to remove.
    expect(removeStaticShell()).toEqual({ language: null });
  });

  it('gives the focus on Login or a language button to the app control', () => {
    document.body.innerHTML =
      '<div id="static-shell"><button class="ps-submit">Login</button><button lang="hi">हिन्दी</button></div>' +
      '<div id="root"><button lang="hi">हिन्दी</button><button type="submit">Login</button></div>';
    document.querySelector<HTMLButtonElement>('#static-shell .ps-submit')!.focus();
    removeStaticShell();
    expect(document.activeElement).toBe(document.querySelector('#root button[type="submit"]'));
  });

  it('passes on a Login pressed (once) and a language chosen on the shell', () => {
    paintShell('data-submit data-language="hi"');
    expect(removeStaticShell()).toEqual({ language: 'hi' });
    expect(takeShellSubmit()).toBe(true);
    expect(takeShellSubmit()).toBe(false);
  });

  it('says so on the shell when the app cannot start', () => {
    paintShell();
    showStartFailure('Could not reach the server.');
    expect(document.querySelector('#static-shell [role="alert"]')!.textContent).toBe(
      'Could not reach the server.',
    );
  });

  it('waits for the stylesheets the start script linked, loaded or failed', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" data-app-style data-loaded href="/a.css">' +
        '<link rel="stylesheet" data-app-style href="/b.css">' +
        '<link rel="stylesheet" data-app-style href="/c.css">',
    );
    let done = false;
    const loaded = appStylesLoaded().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    const [, b, c] = document.querySelectorAll('link');
    b!.dispatchEvent(new Event('load'));
    c!.dispatchEvent(new Event('error'));
    await loaded;
    expect(done).toBe(true);
  });
});
