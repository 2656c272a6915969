/**
 * Adds a network office account (issue 28 part 4, decisions §20):
 *   npm run network:add-user -- --id ID
 * PostgreSQL only (DATABASE_URL): the embedded database serves one institute and has no network.
 * The account is a user of the deployment's home institute (1) with the role `network`; its
 * temporary password is printed once and must be changed at first sign-in.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../db/open-configured.js';
import { HttpError } from '../lib/errors.js';
import { reportStartupFailure } from '../lib/startup-error.js';
import { createAccount } from '../modules/users/service.js';
import { configOrExit, USAGE_EXIT } from './config-or-exit.js';

const USAGE = 'Usage: npm run network:add-user -- --id <userId>';
export const POSTGRES_ONLY =
  'Network accounts exist on a PostgreSQL deployment only: set DATABASE_URL and run this again.';

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: { id?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { id: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.id) {
    console.error(USAGE);
    return 2;
  }
  const config = configOrExit(env);
  if (config === USAGE_EXIT) return USAGE_EXIT;
  if (!config.databaseUrl) {
    console.error(POSTGRES_ONLY);
    return 2;
  }
  let opened;
  try {
    opened = await openConfiguredDatabase(config, { purpose: 'npm run network:add-user' });
  } catch (error) {
    reportStartupFailure(error, config.logLevel);
    return 1;
  }
  try {
    // Outside any request the work is the home institute's (db/institute-scope.ts).
    const result = await createAccount(opened.database.db, {
      userId: values.id,
      role: 'network',
      actor: { userId: 'cli', role: 'system' },
    });
    console.log(`Created network account ${result.userId}.`);
    console.log(
      `Temporary password: ${result.temporaryPassword} (shown once; change it at first login)`,
    );
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
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
