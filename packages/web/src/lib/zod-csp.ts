import { config } from 'zod/v4/core';

/*
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it with a
 * caught `new Function("")`. Our CSP has no 'unsafe-eval', so the probe was reported as a
 * violation in Chrome's Issues panel (Lighthouse best practices 0.96, issue 18). Imported first
 * by main.tsx: `jitless` must be set before any schema is defined. The server keeps the JIT.
 */
config({ jitless: true });
