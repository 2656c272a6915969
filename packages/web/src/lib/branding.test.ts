import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { DEFAULT_BRANDING, getBranding, loadBranding, readInlineBranding } from './branding';

const branding = {
  name: 'Pragati Test Institute',
  tagline: '',
  address: '12 Example Road',
  phone: '',
  email: 'office@pragati.example',
  helpline: '',
  grievanceName: '',
  grievanceEmail: '',
  grievancePhone: '',
  logoUrl: '/logo.svg',
  apiBase: '/api',
  languages: ['en', 'hi'] as ('en' | 'hi')[],
};

function documentWith(configText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (configText !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'pragati-config';
    script.textContent = configText;
    doc.head.append(script);
  }
  return doc;
}

describe('branding', () => {
  it('reads the block the server writes into index.html', () => {
    expect(readInlineBranding(documentWith(JSON.stringify(branding)))).toEqual(branding);
  });

  it("reads the institute's languages; a block without any (an older server) offers every one", () => {
    const english = { ...branding, languages: ['en', 'fr'] };
    expect(readInlineBranding(documentWith(JSON.stringify(english)))?.languages).toEqual(['en']);
    const { languages: _l, ...older } = branding;
    expect(readInlineBranding(documentWith(JSON.stringify(older)))?.languages).toEqual([
      'en',
      'hi',
    ]);
  });

  it('ignores a missing, unreadable or invalid block', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readInlineBranding(documentWith(null))).toBeNull();
    expect(readInlineBranding(documentWith('{not json'))).toBeNull();
    expect(readInlineBranding(documentWith(JSON.stringify({ name: 'x' })))).toBeNull();
  });

  it('asks the API when the page has no block (the Vite dev server)', async () => {
    const { calls } = mockApi({ 'GET /api/branding': { body: branding } });

    await expect(loadBranding()).resolves.toEqual(branding);

    expect(getBranding()).toEqual(branding);
    expect(calls.map((call) => call.path)).toEqual(['/api/branding']);
  });

  it('falls back to the defaults when the API is unreachable', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(loadBranding()).resolves.toEqual(DEFAULT_BRANDING);
  });
});
