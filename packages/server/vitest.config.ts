import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each file builds its own app on its own database; PGlite start-up and argon2 take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
