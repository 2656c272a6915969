import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One migrated database per run, copied for each file (test/helpers/database.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Each file builds its own app on its own database; PGlite start-up and argon2 take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
