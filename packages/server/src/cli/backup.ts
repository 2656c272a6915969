/**
 * Writes one encrypted archive of the whole database (decisions §12):
 *   npm run backup -- --out FILE [--passphrase-file FILE]
 * Passphrase: BACKUP_PASSPHRASE, the first line of --passphrase-file, or asked twice.
 * Embedded database held by a running server: through that server, as an admin (BACKUP_ADMIN_ID
 * and BACKUP_ADMIN_PASSWORD, or asked). Otherwise the command opens the database itself (the
 * embedded folder is locked meanwhile); on PostgreSQL it runs pg_dump (PG_DUMP names it).
 * With --institute CODE: one institute's rows only (issue 28 part 5, ./institute-commands.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { liveServerOn, openForCommand } from '../modules/backup/data-dir-owner.js';
import { AADHAAR_KEY_FILE, readKeyFile } from '../modules/backup/restore.js';
import { writeBackup } from '../modules/backup/service.js';
import { backupThroughServer } from './backup-through-server.js';
import { configOrExit, USAGE_EXIT } from './config-or-exit.js';
import { backupInstitute } from './institute-commands.js';
import { readPassphrase, userPath } from './passphrase.js';

const USAGE = 'Usage: npm run backup -- --out FILE [--institute CODE] [--passphrase-file FILE]';

const OPTIONS = {
  out: { type: 'string', short: 'o' },
  'passphrase-file': { type: 'string' },
  institute: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: { out?: string; 'passphrase-file'?: string; institute?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: OPTIONS,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.out) {
    console.error(USAGE);
    return 2;
  }
  const out = userPath(values.out, env);
  if (fs.existsSync(out)) {
    console.error(`${out} already exists. Choose a new file name; nothing was written.`);
    return 2;
  }
  const config = configOrExit(env);
  if (config === USAGE_EXIT) return USAGE_EXIT;
  const partial = path.join(path.dirname(out), `.${path.basename(out)}.partial`);
  try {
    const passphrase = await readPassphrase({
      env,
      file: values['passphrase-file'],
      confirm: true,
    });
    const server = config.databaseUrl ? undefined : liveServerOn(config.dataDir);
    if (values.institute !== undefined) {
      await backupInstitute(config, values.institute, passphrase, partial);
    } else if (server) {
      if (!server.port) {
        console.error(
          `A Pragati server (PID ${server.pid}) holds ${config.dataDir} but is not listening yet. Try again in a moment.`,
        );
        return 1;
      }
      const host =
        !server.host || ['0.0.0.0', '::'].includes(server.host) ? '127.0.0.1' : server.host;
      const base = config.apiBase === '/' ? '' : config.apiBase;
      console.log(`The server (PID ${server.pid}) holds the database: backing up through it.`);
      await backupThroughServer({
        baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${server.port}${base}`,
        passphrase,
        partialFile: partial,
        env,
      });
    } else {
      const keyFile = path.join(config.dataDir, AADHAAR_KEY_FILE);
      const aadhaarKey =
        config.aadhaarKey ?? (fs.existsSync(keyFile) ? readKeyFile(keyFile) : undefined);
      const opened = await openForCommand(config, 'npm run backup');
      try {
        const backup = await writeBackup(opened.database, {
          aadhaarKey,
          passphrase,
          actor: { userId: 'cli', role: 'system' },
        });
        await pipeline(
          Readable.from(backup.chunks),
          fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
        );
      } finally {
        await opened.release();
      }
    }
    fs.renameSync(partial, out);
    const size = fs.statSync(out).size;
    const shown =
      size < 1024 * 1024 ? `${Math.ceil(size / 1024)} kB` : `${(size / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      [
        `Backup written to ${out} (${shown}).`,
        'Keep it, its passphrase and the Aadhaar key (aadhaar.key or AADHAAR_KEY) in separate places:',
        'a restore needs all three.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    if (env.LOG_LEVEL === 'debug') console.error(error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  run(process.argv.slice(2)).then((code) => process.exit(code));
}
