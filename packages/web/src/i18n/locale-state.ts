// The app's language outside React: which locale, its loaded catalog, and translators for code
// that is not a component (toasts, the API client, prints). Components use use-intl's hooks
// through I18nProvider, which follows this state.
import {
  type Catalog,
  createMessageTranslator,
  DEFAULT_LOCALE,
  isLocale,
  loadCatalog,
  type Locale,
  type MessageTranslator,
} from '@pragati/domain';
import { createTranslator } from 'use-intl/core';
import { offeredLocales } from '../lib/branding';

const DEVICE_KEY = 'pragati.locale';

export type LocaleState = {
  locale: Locale;
  catalog: Catalog;
  /** A domain message (the server's and the schemas' English) in this locale. */
  msg: MessageTranslator;
};

let english: Catalog | null = null;
let state: LocaleState | null = null;
const listeners = new Set<() => void>();

function readDeviceChoice(): Locale | null {
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

// Mirrored in a cookie so the server can start the page in this language (lang, preloads).
const COOKIE = 'pragati_locale';

function writeCookie(locale: Locale): void {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=strict`;
}

function writeDeviceChoice(locale: Locale): void {
  writeCookie(locale);
  try {
    localStorage.setItem(DEVICE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

async function build(locale: Locale): Promise<LocaleState> {
  const catalog = await loadCatalog(locale);
  if (locale === DEFAULT_LOCALE) return { locale, catalog, msg: (text) => text };
  english ??= await loadCatalog(DEFAULT_LOCALE);
  return { locale, catalog, msg: createMessageTranslator(english.msg, catalog.msg) };
}

function apply(next: LocaleState): void {
  state = next;
  document.documentElement.lang = next.locale;
  for (const listener of listeners) listener();
}

/**
 * Before the first render: the device's remembered language, else English; one the institute
 * does not offer (its settings) gives way to the first it does.
 */
export async function initLocale(): Promise<void> {
  const offered = offeredLocales();
  const remembered = readDeviceChoice();
  const chosen =
    remembered && offered.includes(remembered)
      ? remembered
      : offered.includes(DEFAULT_LOCALE)
        ? null
        : (offered[0] ?? null);
  if (chosen && !document.cookie.includes(`${COOKIE}=${chosen}`)) writeCookie(chosen);
  try {
    apply(await build(chosen ?? DEFAULT_LOCALE));
  } catch {
    // The language's file did not load (a dropped connection): English rather than no page.
    apply(await build(DEFAULT_LOCALE));
  }
}

let latest = 0;

/**
 * Switches the language and remembers it on this device, once its messages are here (a failed
 * load keeps the current language and is not remembered; of two quick switches the last wins).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  const request = ++latest;
  if (state?.locale === locale) return writeDeviceChoice(locale);
  const next = await build(locale);
  if (request !== latest) return;
  writeDeviceChoice(locale);
  apply(next);
}

export function getLocaleState(): LocaleState {
  if (!state) throw new Error('initLocale() has not run');
  return state;
}

export const currentLocale = (): Locale => state?.locale ?? DEFAULT_LOCALE;

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A domain message in the current language (unknown texts pass through unchanged). */
export const msg = (text: string): string => (state ? state.msg(text) : text);

/** A catalog message outside React, e.g. in a toast from a mutation's callback. */
export function translate() {
  const { locale, catalog } = getLocaleState();
  return createTranslator({ locale, messages: catalog });
}

/** For tests: the state as if initLocale had run with this catalog. */
export function setLocaleStateForTests(next: LocaleState): void {
  apply(next);
}
