import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import type { TestContext } from './app.js';
import { emptyRestoreTarget } from './restore-target.js';

/* The set-up of the command tests (backup, restore, institute commands, import-original): a place
 * of the kind the tests run on, arranged through the app and closed again, for a command to open
 * as an operator's would. */

export type Place = Awaited<ReturnType<typeof emptyRestoreTarget>>;

/**
 * Runs a command's `run` as an operator would and returns its exit code and everything it
 * printed (console.log and console.error, in order), without letting it reach the test output.
 */
export async function capture(command: () => Promise<number>) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((m) => void lines.push(String(m)));
  const error = vi.spyOn(console, 'error').mockImplementation((m) => void lines.push(String(m)));
  try {
    return { code: await command(), output: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** The configuration of a command run on a place (DATA_DIR, and DATABASE_URL on PostgreSQL). */
export const placeEnv = (place: Place, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  DATA_DIR: place.target.dataDir,
  ...(place.target.kind === 'postgres' ? { DATABASE_URL: place.target.url } : {}),
  LOG_LEVEL: 'warn',
  ...extra,
});

/**
 * A new place with an installation in it: `arrange` runs on its app, the app is closed (a command
 * opens the database itself) and the embedded database's key file is written as the server keeps
 * it.
 */
export async function installedPlace(
  aadhaarKey: Buffer,
  arrange: (ctx: TestContext) => Promise<void>,
): Promise<Place> {
  const place = await emptyRestoreTarget();
  const opened = await place.open(aadhaarKey);
  try {
    await arrange({ ...opened, config: undefined as never } as unknown as TestContext);
  } finally {
    await opened.close();
  }
  fs.writeFileSync(
    path.join(place.target.dataDir, 'aadhaar.key'),
    `${aadhaarKey.toString('base64')}\n`,
    { mode: 0o600 },
  );
  return place;
}
