import '@testing-library/jest-dom/vitest';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import en from '@pragati/domain/locales/en.json';
import { setLocaleStateForTests } from '../i18n/locale-state';
import { DEFAULT_BRANDING, setBranding } from '../lib/branding';

// findBy…/waitFor give up after 1 s by default, which a loaded 2-core CI machine overruns (a
// screen that renders in 50 ms alone took over 1 s beside a second test run, and a lazy screen's
// first render 16 s with eight test runs sharing the two cores): wait for the state up to 20 s
// instead. A passing test is no slower; only a failing one waits longer.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks browser APIs that Mantine and the scroll button use.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom implements neither; without these it logs "Not implemented" errors.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  cleanNotifications();
  cleanNotificationsQueue();
  window.localStorage.clear();
  setBranding(DEFAULT_BRANDING);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Screens render in English, as the app does before anyone chooses a language (decisions §13).
setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text });
