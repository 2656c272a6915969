import { defineConfig } from 'vitest/config';

// The root `npm test` runs every package's unit and API tests as one Vitest run.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
  },
});
