import { defineConfig } from '@playwright/test';
import { INSTITUTE } from './support/users.js';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// Separate folders let two runs (different E2E_PORT) work side by side.
const OUTPUT = process.env.E2E_OUTPUT ?? 'test-results';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: OUTPUT,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? '../test-results/e2e.json' }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // Toasts and modals appear without their fade (the theme respects reduced motion), so an axe
    // scan never measures contrast through a half-transparent element.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      INSTITUTE_NAME: INSTITUTE.name,
      INSTITUTE_ADDRESS: INSTITUTE.address,
      INSTITUTE_PHONE: INSTITUTE.phone,
      INSTITUTE_EMAIL: INSTITUTE.email,
      INSTITUTE_HELPLINE: INSTITUTE.helpline,
      INSTITUTE_GRIEVANCE_OFFICER: INSTITUTE.grievanceOfficer,
    },
  },
});
