/**
 * The per-institute halves of the backup and restore commands (issue 28 part 5, decisions §20):
 *   npm run backup -- --institute CODE --out FILE [--passphrase-file FILE]
 *   npm run restore -- --as-new-institute CODE --name NAME [--host HOST ...]
 *       [--source-key-file FILE] [--passphrase-file FILE] FILE
 * Both open the configured database themselves. A restore as a new institute needs PostgreSQL
 * (DATABASE_URL): the embedded database is one institute.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { institutes } from '../db/schema/index.js';
import { liveServerOn, openForCommand } from '../modules/backup/data-dir-owner.js';
import { writeInstituteBackup } from '../modules/backup/institute-backup.js';
import {
  InstituteRestoreError,
  restoreAsNewInstitute,
} from '../modules/backup/institute-restore.js';
import { AADHAAR_KEY_FILE, readKeyFile } from '../modules/backup/restore.js';
import { settleAadhaarKey } from '../modules/keys/service.js';

const CLI_ACTOR = { userId: 'cli', role: 'system' } as const;

/** Writes the institute's archive to `partial` (renamed by the caller once complete). */
export async function backupInstitute(
  config: Config,
  code: string,
  passphrase: string,
  partial: string,
): Promise<void> {
  const server = config.databaseUrl ? undefined : liveServerOn(config.dataDir);
  if (server) {
    throw new Error(
      `A Pragati server (PID ${server.pid}) holds ${config.dataDir}. An embedded installation is one institute: take a whole backup (npm run backup -- --out FILE), which can also be restored as a new institute.`,
    );
  }
  const keyFile = path.join(config.dataDir, AADHAAR_KEY_FILE);
  const aadhaarKey =
    config.aadhaarKey ?? (fs.existsSync(keyFile) ? readKeyFile(keyFile) : undefined);
  const opened = await openForCommand(config, 'npm run backup');
  try {
    const db = opened.database.db;
    const [institute] = await db
      .select({ id: institutes.id, code: institutes.code, name: institutes.name })
      .from(institutes)
      .where(eq(sql`lower(${institutes.code})`, code.toLowerCase()));
    if (!institute) throw new Error(`No institute has the code ${code}. Nothing was written.`);
    const { chunks } = await writeInstituteBackup(opened.database, {
      institute,
      aadhaarKey,
      passphrase,
      actor: CLI_ACTOR,
    });
    await pipeline(
      Readable.from(chunks),
      fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
  } finally {
    await opened.release();
  }
}

export type NewInstitute = { code: string; name: string; hosts: string[]; sourceKeyFile?: string };

/** Restores the archive as a new institute of the PostgreSQL deployment of DATABASE_URL. */
export async function restoreInstitute(
  config: Config,
  archive: Buffer,
  passphrase: string,
  wanted: NewInstitute,
): Promise<string> {
  if (!config.databaseUrl) {
    throw new InstituteRestoreError(
      'A restore as a new institute needs a network deployment: set DATABASE_URL to its PostgreSQL database. (An embedded installation is one institute; restore a whole backup there with npm run restore -- FILE.)',
    );
  }
  const sourceKey = wanted.sourceKeyFile
    ? { key: readKeyFile(wanted.sourceKeyFile), from: wanted.sourceKeyFile }
    : undefined;
  const opened = await openForCommand(config, 'npm run restore');
  try {
    // The deployment's own key, checked against the database's record as a server start does.
    const deploymentKey = await settleAadhaarKey(opened.database.db, {
      dataDir: config.dataDir,
      envKey: config.aadhaarKey,
      log: (_level, message) => console.log(message),
      sharedDatabase: true,
    });
    const result = await restoreAsNewInstitute({
      archive,
      passphrase,
      database: opened.database,
      code: wanted.code,
      name: wanted.name,
      hosts: wanted.hosts,
      deploymentKey,
      ...(sourceKey ? { sourceKey } : {}),
      actor: CLI_ACTOR,
    });
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    return [
      `Restored the backup made ${result.header.createdAt} (Pragati ${result.header.appVersion}) as the new institute ${wanted.code} (id ${result.institute}): ${total} rows, ${result.rows.students ?? 0} students.`,
      sourceKey
        ? "Its Aadhaar numbers are re-encrypted with this deployment's key; the source key was not stored."
        : "Its Aadhaar numbers were already encrypted with this deployment's key.",
      wanted.hosts.length
        ? `It answers on ${wanted.hosts.join(', ')}; running servers see it within 30 seconds.`
        : `Sign in with the institute code ${wanted.code}; running servers see it within 30 seconds. Everyone signs in again (sessions are not restored).`,
    ].join('\n');
  } finally {
    await opened.release();
  }
}
