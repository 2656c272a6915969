/**
 * The login screen the server paints from index.html before the app has started (issue 18
 * part 3; server modules/system/login-shell.ts). The app waits for its stylesheets, renders,
 * and removes the shell in the frame of its first render, so the screen changes hands without a
 * flash or a shift; what was typed into the shell is kept.
 */
const SHELL_ID = 'static-shell';

const shell = () => document.getElementById(SHELL_ID);

/** What was typed into one of the shell's fields before the app started. */
export function shellValue(name: 'id' | 'password'): string {
  return shell()?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
}

let submitPending = false;

/**
 * Removes the shell; the app's control of the same role takes the focus the shell's had. Returns
 * the language chosen on the shell, if any (its start script notes clicks on its controls).
 */
export function removeStaticShell(): { language: string | null } {
  const element = shell();
  if (!element) return { language: null };
  submitPending = element.hasAttribute('data-submit');
  // Its CSS goes too: the app's own styles are in place by now.
  document.getElementById(`${SHELL_ID}-style`)?.remove();
  const active = element.contains(document.activeElement) ? document.activeElement : null;
  element.remove();
  // The app's control of the same role takes the focus: a field by its name, Login, a language.
  const name = active?.getAttribute('name');
  const lang = active?.getAttribute('lang');
  const counterpart = name
    ? `#root input[name="${name}"]`
    : active?.classList.contains('ps-submit')
      ? '#root button[type="submit"]'
      : lang
        ? `#root button[lang="${lang}"]`
        : null;
  if (counterpart) document.querySelector<HTMLElement>(counterpart)?.focus();
  return { language: element.getAttribute('data-language') };
}

/** Whether Login was pressed on the shell before the app started (once: it is then cleared). */
export function takeShellSubmit(): boolean {
  const pending = submitPending;
  submitPending = false;
  return pending;
}

/**
 * Resolves once the stylesheets that the shell's start script linked (`data-app-style`, web
 * public/shell/start.js) have loaded or failed: the app renders only with its styles.
 */
export function appStylesLoaded(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-app-style]');
  return Promise.all(
    [...links].map((link) =>
      link.hasAttribute('data-loaded')
        ? null
        : new Promise((resolve) => {
            link.addEventListener('load', resolve);
            link.addEventListener('error', resolve);
          }),
    ),
  );
}

/**
 * The app could not start (its messages or scripts did not load): the shell, which cannot sign
 * anyone in by itself, says so instead of waiting for ever.
 */
export function showStartFailure(message: string) {
  const form = shell()?.querySelector('form');
  if (!form) return;
  form.removeAttribute('aria-busy');
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = message;
  form.append(alert);
}
