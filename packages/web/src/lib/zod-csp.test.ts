import { describe, expect, it } from 'vitest';

describe('zod-csp', () => {
  it('makes zod jitless without importing it first', async () => {
    await import('./zod-csp');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
