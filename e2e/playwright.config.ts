import { defineConfig } from '@playwright/test';
import { NETWORK_PORT } from './support/network-server.js';
import { INSTITUTE } from './support/users.js';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// Issue 28: the network journey's server, on PostgreSQL (E2E_DATABASE_URL), beside the embedded
// one every other journey uses (support/network-server.ts).
const DATABASE_URL = process.env.E2E_DATABASE_URL;
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
  webServer: [
    server(PORT),
    // Its database and role are dropped when it stops (SIGTERM, support/start-server.mjs).
    ...(DATABASE_URL ? [server(NETWORK_PORT, { E2E_SERVER_DATABASE_URL: DATABASE_URL })] : []),
  ],
});

function server(port: number, env: Record<string, string> = {}) {
  return {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // Seeding PostgreSQL on a loaded two-core machine takes a while.
    timeout: 240_000,
    // SIGTERM, not the default SIGKILL: the start script then drops what it made.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: {
      PORT: String(port),
      INSTITUTE_NAME: INSTITUTE.name,
      INSTITUTE_ADDRESS: INSTITUTE.address,
      INSTITUTE_PHONE: INSTITUTE.phone,
      INSTITUTE_EMAIL: INSTITUTE.email,
      INSTITUTE_HELPLINE: INSTITUTE.helpline,
      INSTITUTE_GRIEVANCE_OFFICER: INSTITUTE.grievanceOfficer,
      ...env,
    },
  };
}
