/**
 * Adds an admin or principal account from the command line (decisions §2):
 *   npm run user:add -w @pragati/server -- --id principal1 --role principal [--password …]
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With no --password, a
 * temporary password is generated, printed once, and must be changed at first login.
 * With the embedded database it refuses at once while a server holds DATA_DIR (one process per
 * folder, decisions §12): staff accounts are then added in the app, Admin home → Staff Accounts.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { STAFF_ROLES } from '@pragati/domain';
import { ConfigError, loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open-configured.js';
import { HttpError } from '../lib/errors.js';
import { reportStartupFailure } from '../lib/startup-error.js';
import { createAccount, isStaffRole } from '../modules/users/service.js';

const USAGE = `Usage: pragati-admin --id <userId> --role <${STAFF_ROLES.join('|')}> [--password <password>]`;

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: { id?: string; role?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        id: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
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
  if (!values.id || !values.role || !isStaffRole(values.role)) {
    console.error(USAGE);
    return 2;
  }
  if (values.password !== undefined && values.password.length < 6) {
    console.error('The password must be at least 6 characters.');
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  let opened;
  try {
    opened = await openConfiguredDatabase(config, {
      purpose: 'npm run user:add',
      busyAdvice:
        'While the server runs, add the account in the app (Admin home → Staff Accounts), or ' +
        'stop the server and run this command again.',
    });
  } catch (error) {
    reportStartupFailure(error, config.logLevel);
    return 1;
  }
  const { database } = opened;
  try {
    const result = await createAccount(database.db, {
      userId: values.id,
      role: values.role,
      ...(values.password ? { password: values.password } : {}),
      actor: { userId: 'cli', role: 'system' },
    });
    console.log(`Created ${result.role} account ${result.userId}.`);
    if (result.temporaryPassword) {
      console.log(
        `Temporary password: ${result.temporaryPassword} (shown once; change it at first login)`,
      );
    }
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
