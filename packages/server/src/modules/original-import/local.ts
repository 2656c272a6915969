import type { OriginalExport } from '@pragati/domain';
import type { Config } from '../../config.js';
import { createAadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { openForCommand } from '../backup/data-dir-owner.js';
import { settleAadhaarKey } from '../keys/service.js';
import { importOriginal, type ImportResult } from './service.js';

/** Where the import writes, named without a password (issue 32 part 1: it says where). */
export function targetOf(config: Pick<Config, 'dataDir' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
  } catch {
    return 'the PostgreSQL database of DATABASE_URL';
  }
}

/**
 * The import on a database this command opens itself: a PostgreSQL server, or a stopped embedded
 * folder (locked meanwhile, like the backup command). The Aadhaar key is settled as at start.
 */
export async function importLocally(
  config: Config,
  exp: OriginalExport,
  options: { dryRun: boolean; skipExisting: boolean },
): Promise<ImportResult> {
  const target = targetOf(config);
  console.log(`${options.dryRun ? 'Dry run on' : 'Importing into'} ${target}.`);
  const opened = await openForCommand(config, 'npm run import-original');
  try {
    const key = await settleAadhaarKey(opened.database.db, {
      dataDir: config.dataDir,
      envKey: config.aadhaarKey,
      log: (level, message) => (level === 'warn' ? console.warn(message) : console.log(message)),
      sharedDatabase: Boolean(config.databaseUrl),
    });
    return await importOriginal(opened.database.db, createAadhaarCipher(key), exp, {
      ...options,
      actor: { userId: 'cli', role: 'system' },
      target,
    });
  } finally {
    await opened.release();
  }
}
