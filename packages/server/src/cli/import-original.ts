/**
 * Imports the original system's MongoDB records (issue 32, decisions §19):
 *   npm run import-original -- --from DIR [--dry-run] [--report FILE] [--skip-existing]
 *                              [--credentials FILE]
 * DIR holds the six `<collection>.json` files that mongoexport wrote. All or nothing; a dry run
 * writes nothing. The console shows counts and document ids only, never a person's data. The new
 * accounts' temporary passwords go to the credentials sheet (never to the console).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Credential, type ImportReport, reportLines } from '@pragati/domain';
import { liveServerOn } from '../modules/backup/data-dir-owner.js';
import { readExportFolder } from '../modules/original-import/files.js';
import { importLocally } from '../modules/original-import/local.js';
import { credentialsSheet } from '../modules/teacher-accounts/sheets.js';
import { configOrExit, USAGE_EXIT } from './config-or-exit.js';
import { importThroughServer } from './import-through-server.js';
import { userPath } from './passphrase.js';

const USAGE =
  'Usage: npm run import-original -- --from DIR [--dry-run] [--report FILE] [--skip-existing] [--credentials FILE]';
const DEFAULT_CREDENTIALS = 'original-import-credentials.xlsx';

type Args = {
  from?: string;
  'dry-run'?: boolean;
  report?: string;
  'skip-existing'?: boolean;
  credentials?: string;
  help?: boolean;
};

function parse(argv: string[]): Args | string {
  try {
    return parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        'dry-run': { type: 'boolean' },
        report: { type: 'string' },
        'skip-existing': { type: 'boolean' },
        credentials: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return (error as Error).message;
  }
}

function writeReport(file: string, report: ImportReport) {
  const text = file.endsWith('.json')
    ? `${JSON.stringify(report, null, 2)}\n`
    : `${reportLines(report).join('\n')}\n`;
  fs.writeFileSync(file, text, { mode: 0o600 });
}

async function writeCredentials(file: string, credentials: Credential[]) {
  fs.writeFileSync(file, await credentialsSheet(credentials), { mode: 0o600, flag: 'wx' });
}

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = parse(argv);
  if (typeof args === 'string' || (!args.help && !args.from)) {
    console.error(typeof args === 'string' ? `${args}\n${USAGE}` : USAGE);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const dryRun = Boolean(args['dry-run']);
  const credentialsFile = userPath(args.credentials ?? DEFAULT_CREDENTIALS, env);
  if (!dryRun && fs.existsSync(credentialsFile)) {
    console.error(
      `${credentialsFile} already exists. Move it away or name another with --credentials; nothing was written.`,
    );
    return 2;
  }
  const config = configOrExit(env);
  if (config === USAGE_EXIT) return USAGE_EXIT;
  try {
    const exp = readExportFolder(userPath(args.from!, env));
    const options = { dryRun, skipExisting: Boolean(args['skip-existing']) };
    const server = config.databaseUrl ? undefined : liveServerOn(config.dataDir);
    const result = server
      ? await importThroughServer(config, server, exp, options, env)
      : await importLocally(config, exp, options);
    const lines = reportLines(result.report);
    if (args.report) {
      writeReport(userPath(args.report, env), result.report);
      console.log(
        [...lines.slice(0, 5), `Every note is in ${userPath(args.report, env)}.`].join('\n'),
      );
    } else console.log(lines.join('\n'));
    if (!dryRun) {
      await writeCredentials(credentialsFile, result.credentials);
      console.log(
        `${result.credentials.length} temporary passwords are in ${credentialsFile}: hand them out, then delete the file.`,
      );
    }
    return 0;
  } catch (error) {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    if (env.LOG_LEVEL === 'debug') console.error(error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  run(process.argv.slice(2)).then((code) => process.exit(code));
}
