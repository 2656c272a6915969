/**
 * Restores a backup archive into an EMPTY target (decisions §12):
 *   npm run restore -- FILE [--key-file FILE] [--passphrase-file FILE]
 * Target: DATA_DIR (embedded), or the PostgreSQL database of DATABASE_URL (PG_RESTORE names
 * pg_restore). The Aadhaar key: AADHAAR_KEY, else DATA_DIR/aadhaar.key, else --key-file (then
 * copied into DATA_DIR as aadhaar.key). Everything is checked before anything is written.
 * With --as-new-institute CODE --name NAME: into a network deployment as a new institute instead
 * (issue 28 part 5, ./institute-commands.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { keyFingerprint } from '../lib/key-fingerprint.js';
import { holdRestoreTarget, liveServerOn } from '../modules/backup/data-dir-owner.js';
import {
  AADHAAR_KEY_FILE,
  type OfferedKey,
  readKeyFile,
  RestoreError,
  restoreArchive,
} from '../modules/backup/restore.js';
import { configOrExit, USAGE_EXIT } from './config-or-exit.js';
import { restoreInstitute } from './institute-commands.js';
import { readPassphrase, userPath } from './passphrase.js';

const USAGE = [
  'Usage: npm run restore -- FILE [--key-file FILE] [--passphrase-file FILE]',
  '   or: npm run restore -- --as-new-institute CODE --name NAME [--host HOST ...]',
  '         [--source-key-file FILE] [--passphrase-file FILE] FILE',
].join('\n');

const OPTIONS = {
  'key-file': { type: 'string' },
  'passphrase-file': { type: 'string' },
  'as-new-institute': { type: 'string' },
  name: { type: 'string' },
  host: { type: 'string', multiple: true },
  'source-key-file': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = {
  'key-file'?: string;
  'passphrase-file'?: string;
  'as-new-institute'?: string;
  name?: string;
  host?: string[];
  'source-key-file'?: string;
  help?: boolean;
};

/** The key the restored server will use, checked against --key-file when both are given. */
function offeredKey(
  aadhaarKey: Buffer | undefined,
  dataDir: string,
  keyFileArg: string | undefined,
): OfferedKey | undefined {
  const given = keyFileArg ? { key: readKeyFile(keyFileArg), from: keyFileArg } : undefined;
  const dataDirFile = path.join(dataDir, AADHAAR_KEY_FILE);
  const inUse: OfferedKey | undefined = aadhaarKey
    ? { key: aadhaarKey, from: 'AADHAAR_KEY' }
    : fs.existsSync(dataDirFile)
      ? { key: readKeyFile(dataDirFile), from: dataDirFile }
      : undefined;
  if (!inUse) return given && { ...given, copyToDataDir: true };
  if (given && !given.key.equals(inUse.key)) {
    throw new RestoreError(
      `--key-file ${given.from} (fingerprint ${keyFingerprint(given.key)}) differs from ${inUse.from} (fingerprint ${keyFingerprint(inUse.key)}), which the server would use. Remove one of them. Nothing was restored.`,
    );
  }
  return inUse;
}

function readArchiveFile(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new RestoreError(
      `${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
}

/** --as-new-institute: into a network deployment as a new institute (./institute-commands.ts). */
async function runAsInstitute(
  config: Config,
  file: string,
  code: string,
  values: Values,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const archive = readArchiveFile(file);
  const passphrase = await readPassphrase({ env, file: values['passphrase-file'], confirm: false });
  const sourceKeyFile = values['source-key-file'];
  console.log(
    await restoreInstitute(config, archive, passphrase, {
      code,
      name: values.name!,
      hosts: values.host ?? [],
      ...(sourceKeyFile ? { sourceKeyFile: userPath(sourceKeyFile, env) } : {}),
    }),
  );
  return 0;
}

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: OPTIONS,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const asInstitute = values['as-new-institute'];
  if (positionals.length !== 1 || (asInstitute !== undefined) !== (values.name !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  const config = configOrExit(env);
  if (config === USAGE_EXIT) return USAGE_EXIT;
  try {
    const file = userPath(positionals[0]!, env);
    if (asInstitute !== undefined) {
      return await runAsInstitute(config, file, asInstitute, values, env);
    }
    const server = config.databaseUrl ? undefined : liveServerOn(config.dataDir);
    if (server) {
      throw new RestoreError(
        `A Pragati server (PID ${server.pid}) is using ${config.dataDir}. Restore only into an empty folder: set DATA_DIR to a new one.`,
      );
    }
    const archive = readArchiveFile(file);
    const key = offeredKey(
      config.aadhaarKey,
      config.dataDir,
      values['key-file'] && userPath(values['key-file'], env),
    );
    const passphrase = await readPassphrase({
      env,
      file: values['passphrase-file'],
      confirm: false,
    });
    const target = config.databaseUrl
      ? { kind: 'postgres' as const, url: config.databaseUrl, dataDir: config.dataDir }
      : { kind: 'pglite' as const, dataDir: config.dataDir };
    // The embedded target is locked while it is filled, so no server starts on it half-way.
    const existed = fs.existsSync(config.dataDir);
    const lock = target.kind === 'pglite' ? holdRestoreTarget(config.dataDir) : undefined;
    let header;
    try {
      header = await restoreArchive({ archive, passphrase, target, key });
    } catch (error) {
      lock?.release();
      // Nothing was restored: the folder the lock made goes too.
      if (lock && !existed) fs.rmSync(config.dataDir, { recursive: true, force: true });
      throw error;
    }
    lock?.release();
    console.log(
      [
        `Restored the backup made ${header.createdAt} (Pragati ${header.appVersion}) into ${
          target.kind === 'postgres' ? 'the database of DATABASE_URL' : target.dataDir
        }; the database is migrated to this version's schema.`,
        'Start Pragati on it and sign in: everyone signs in again (sessions are not restored).',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    if (env.LOG_LEVEL === 'debug') console.error(error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  run(process.argv.slice(2)).then((code) => process.exit(code));
}
