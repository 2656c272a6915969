/**
 * Re-encrypts every stored Aadhaar number with a new key, in one transaction (decisions §12):
 *   npm run rotate-aadhaar-key -w @pragati/server -- [--new-key-file FILE] [--servers-stopped]
 * Embedded database: refuses while a server holds DATA_DIR (stop it first). The old key file is
 * kept as aadhaar.key.retired-<date>-<fingerprint>: backups made before today still need it.
 * With AADHAAR_KEY set, the new key is written to --new-key-file for the operator to configure.
 * On PostgreSQL every server must be stopped (they hold the old key): --servers-stopped says so.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../db/open-configured.js';
import { reportStartupFailure, StartupError } from '../lib/startup-error.js';
import { RotationError, rotateAadhaarKey } from '../modules/keys/rotate.js';
import { configOrExit, USAGE_EXIT } from './config-or-exit.js';
import { userPath } from './passphrase.js';

const USAGE =
  'Usage: npm run rotate-aadhaar-key -w @pragati/server -- [--new-key-file FILE] [--servers-stopped]';

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: { 'new-key-file'?: string; 'servers-stopped'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'new-key-file': { type: 'string' },
        'servers-stopped': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = configOrExit(env);
  if (config === USAGE_EXIT) return USAGE_EXIT;
  if (config.databaseUrl && !values['servers-stopped']) {
    console.error(
      'Stop every Pragati server that uses this database first (they hold the old key), then run ' +
        'this command again with --servers-stopped. Nothing was changed.',
    );
    return 2;
  }
  let opened;
  try {
    opened = await openConfiguredDatabase(config, {
      purpose: 'npm run rotate-aadhaar-key',
      busyAdvice: 'Stop the server, then run this command again.',
    });
  } catch (error) {
    reportStartupFailure(error, config.logLevel);
    return 1;
  }
  try {
    const newKeyFile = values['new-key-file'];
    const result = await rotateAadhaarKey(opened.database.db, {
      dataDir: config.dataDir,
      envKey: config.aadhaarKey,
      log: (level, message) => (level === 'warn' ? console.warn(message) : console.log(message)),
      sharedDatabase: Boolean(config.databaseUrl),
      actor: { userId: 'cli', role: 'system' },
      ...(newKeyFile ? { newKeyFile: userPath(newKeyFile, env) } : {}),
    });
    console.log(
      [
        `Re-encrypted ${result.numbers} Aadhaar numbers: key ${result.from} → ${result.to}.`,
        `The new key is in ${result.keyFile}.`,
        ...(config.aadhaarKey
          ? [`Set AADHAAR_KEY to the content of ${result.keyFile} before the next start.`]
          : []),
        result.retiredFile
          ? `The old key was kept as ${result.retiredFile}: backups made before now need it.`
          : 'Keep the old AADHAAR_KEY with the backups made before now: they need it.',
        'Make a new backup, and keep the new key apart from it.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof RotationError || error instanceof StartupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await opened.release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  run(process.argv.slice(2)).then((code) => process.exit(code));
}
