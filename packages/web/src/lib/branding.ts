import { type Branding, isLocale, LOCALE_CODES, type Locale, PRODUCT_TITLE } from '@pragati/domain';

/** What the app shows when the server provides nothing (e.g. the API is down in development). */
export const DEFAULT_BRANDING: Branding = {
  name: PRODUCT_TITLE,
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
  languages: [...LOCALE_CODES],
};

/** The institute's languages (its settings); a list naming none this app speaks: every one. */
function languagesOf(value: unknown): Locale[] {
  const offered = Array.isArray(value) ? value.filter(isLocale) : [];
  return offered.length > 0 ? [...new Set(offered)] : [...LOCALE_CODES];
}

/** The languages the language menus offer (decisions §13; the institute's settings, issue 28). */
export const offeredLocales = (): readonly Locale[] => getBranding().languages;

export const CONFIG_ELEMENT_ID = 'pragati-config';

let current: Branding = DEFAULT_BRANDING;

/** Institute details and API base. Fixed once the app has started. */
export function getBranding(): Branding {
  return current;
}

export function setBranding(branding: Branding): void {
  current = branding;
}

/**
 * The server writes this block from its configuration, already checked against brandingSchema
 * (server app.ts); here it is only checked for shape, field by field against the defaults,
 * because zod is not part of the login screen's first load (decisions §10 budget).
 */
function parse(value: unknown): Branding | null {
  const fields = (Object.keys(DEFAULT_BRANDING) as (keyof Branding)[]).filter(
    (field) => field !== 'languages',
  );
  const record = value as Record<string, unknown> | null;
  const wrong =
    typeof record !== 'object' || record === null
      ? ['(not an object)']
      : fields.filter((field) => typeof record[field] !== 'string');
  if (wrong.length > 0) {
    console.error('Ignoring invalid branding configuration', wrong);
    return null;
  }
  const texts = Object.fromEntries(fields.map((field) => [field, record![field]]));
  return { ...texts, languages: languagesOf(record!.languages) } as Branding;
}

/**
 * The server writes the branding into index.html as a JSON data block (not a script, so the CSP
 * allows it) and the app reads it synchronously, without a request before the first paint.
 */
export function readInlineBranding(doc: Document = document): Branding | null {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parse(JSON.parse(text));
  } catch {
    console.error('Ignoring unreadable branding configuration');
    return null;
  }
}

/** The Vite dev server has no inline block; the API answers the same JSON. */
export async function fetchBranding(): Promise<Branding | null> {
  try {
    const response = await fetch(`${DEFAULT_BRANDING.apiBase}/branding`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    return response.ok ? parse(await response.json()) : null;
  } catch {
    return null;
  }
}

export async function loadBranding(): Promise<Branding> {
  const branding = readInlineBranding() ?? (await fetchBranding()) ?? DEFAULT_BRANDING;
  setBranding(branding);
  return branding;
}
