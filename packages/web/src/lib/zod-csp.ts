/*
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it with a
 * caught `new Function("")`. Our CSP has no 'unsafe-eval', so the probe was reported as a
 * violation in Chrome's Issues panel (Lighthouse best practices 0.96, issue 18). Imported first
 * by main.tsx: `jitless` must be set before any schema is defined. The server keeps the JIT.
 *
 * Zod keeps its settings on globalThis.__zod_globalConfig and adopts an object already there
 * (zod/v4/core/core.js), so the setting is made without importing zod: `config()` would pull
 * zod's core (about 4 kB gzip) into the login's JavaScript, which defines no schema
 * (issue 33 part 2).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// In place: a zod already loaded (the tests' setup) keeps a reference to its object.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
