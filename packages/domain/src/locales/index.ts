// The languages Pragati speaks. A language is its message file (en.json is the reference; every
// other file has the same keys, checked by the type below and by a test) and one line here.
import type en from './en.json';

export type Catalog = typeof en;

export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code);

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);

// Lazy: the web app loads only the chosen language's file (decisions §10 login budget).
const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  return (await loaders[locale]()).default;
}
