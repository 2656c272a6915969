import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * libpq settings of a postgres:// URL as environment variables, so the password never appears
 * on a command line (other local users can read those).
 */
export function pgEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  const host = url.searchParams.get('host') ?? decodeURIComponent(url.hostname);
  if (host) env.PGHOST = host;
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

export type PgTool = 'pg_dump' | 'pg_restore';

/** PG_DUMP / PG_RESTORE name the programs when they are not on the PATH. */
function programOf(tool: PgTool, env: NodeJS.ProcessEnv): string {
  return (tool === 'pg_dump' ? env.PG_DUMP : env.PG_RESTORE) || tool;
}

export class PgToolError extends Error {
  override name = 'PgToolError';
}

/**
 * Runs pg_dump or pg_restore on the database of the URL. `input` is written to its standard input;
 * the returned stream is its output; `done` settles when it exits (rejects with its first error
 * line, which names no data, or with a message saying how to install the tool).
 */
export function runPgTool(
  tool: PgTool,
  databaseUrl: string,
  args: string[],
  input?: Uint8Array,
  env: NodeJS.ProcessEnv = process.env,
): { output: Readable; done: Promise<void> } {
  const child = spawn(programOf(tool, env), args, {
    env: { ...env, ...pgEnvironment(databaseUrl) },
    stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (text: string) => {
    if (stderr.length < 4000) stderr += text;
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new PgToolError(
          error.code === 'ENOENT'
            ? `${tool} was not found. Install the PostgreSQL client tools (the server's version or newer) or set ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'} to the program's path.`
            : `${tool} could not be started: ${error.message}`,
        ),
      );
    });
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const versions = /server version: (\S+); \S+ version: (\S+)/.exec(stderr);
      if (versions) {
        // pg_dump refuses a server newer than itself; say which client tools to install.
        return reject(
          new PgToolError(
            `${tool} ${versions[2]} is older than the PostgreSQL server (${versions[1]}). Install the PostgreSQL client tools of version ${versions[1]!.split('.')[0]} or newer, or set ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'} to such a program.`,
          ),
        );
      }
      const line = stderr.split('\n').find((l) => l.trim()) ?? `exit code ${code}`;
      reject(new PgToolError(`${tool} failed: ${line.trim()}`));
    });
  });
  if (input && child.stdin) {
    // The tool may stop reading when it fails; `done` then carries its message.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  }
  return { output: child.stdout!, done };
}
