import type { Plugin } from 'vite';

/**
 * @pragati/domain is pure (no I/O, no globals touched) but its package.json does not say so, and
 * its top-level zod schema calls look like side effects to the bundler. Without this, every
 * schema the domain ever defines would ship in the login bundle.
 */
export function domainSideEffectFree(): Plugin {
  return {
    name: 'pragati:domain-side-effect-free',
    transform(code, id) {
      if (!/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id)) return undefined;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
