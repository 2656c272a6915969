import { defineConfig } from 'vitest/config';

// The root `npm test` runs every package's unit and API tests as one Vitest run; the JSON report
// feeds the one-line summary that CI prints.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
