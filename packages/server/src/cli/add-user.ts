/**
 * Adds an admin or principal account from the command line (decisions §2):
 *   npm run user:add -w @pragati/server -- --id principal1 --role principal [--password …]
 *     [--institute CODE]
 * The account belongs to the institute of that code (default `main`, the installation's own):
 * the command works in that institute's scope only (db/institute-scope.ts).
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With no --password, a
 * temporary password is generated, printed once, and must be changed at first login.
 * With the embedded database it refuses at once while a server holds DATA_DIR (one process per
 * folder, decisions §12): staff accounts are then added in the app, Admin home → Staff Accounts.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@pragati/domain';
import type { Db } from '../db/client.js';
import { withInstitute } from '../db/institute-scope.js';
import { openConfiguredDatabase } from '../db/open-configured.js';
import { HttpError } from '../lib/errors.js';
import { reportStartupFailure } from '../lib/startup-error.js';
import { instituteIdByCode } from '../modules/institutes/repository.js';
import { createAccount, isStaffRole } from '../modules/users/service.js';
import { configOrExit, USAGE_EXIT } from './config-or-exit.js';

const USAGE = `Usage: pragati-admin --id <userId> --role <${STAFF_ROLES.join('|')}> [--password <password>] [--institute <code>]`;
const DEFAULT_INSTITUTE = 'main';

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: {
    id?: string;
    role?: string;
    password?: string;
    institute?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        id: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        institute: { type: 'string' },
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
  const config = configOrExit(env);
  if (config === USAGE_EXIT) return USAGE_EXIT;
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
  try {
    return await addAccount(opened.database.db, {
      id: values.id,
      role: values.role,
      password: values.password,
      code: values.institute ?? DEFAULT_INSTITUTE,
    });
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

/** Makes the account in the institute of `code`, working in that institute's scope only. */
async function addAccount(
  db: Db,
  args: { id: string; role: StaffRole; password: string | undefined; code: string },
): Promise<number> {
  const institute = await instituteIdByCode(db, args.code);
  if (institute === null) {
    console.error(`No institute has the code ${args.code}. Nothing was changed.`);
    return 2;
  }
  const result = await withInstitute(institute, () =>
    createAccount(db, {
      userId: args.id,
      role: args.role,
      ...(args.password ? { password: args.password } : {}),
      actor: { userId: 'cli', role: 'system' },
    }),
  );
  console.log(`Created ${result.role} account ${result.userId}. Institute: ${args.code}.`);
  if (result.temporaryPassword) {
    console.log(
      `Temporary password: ${result.temporaryPassword} (shown once; change it at first login)`,
    );
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  run(process.argv.slice(2)).then((code) => process.exit(code));
}
