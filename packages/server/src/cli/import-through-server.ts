import type { OriginalExport } from '@pragati/domain';
import type { Config } from '../config.js';
import type { LiveServer } from '../modules/backup/data-dir-owner.js';
import type { ImportResult } from '../modules/original-import/service.js';
import { askHidden, askLine } from './prompt.js';

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { msg?: string };
    return body.msg ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

/** The server's address as the backup command reaches it (a wildcard host is this machine). */
export function serverBaseUrl(config: Pick<Config, 'apiBase'>, server: LiveServer): string {
  const host = !server.host || ['0.0.0.0', '::'].includes(server.host) ? '127.0.0.1' : server.host;
  const base = config.apiBase === '/' ? '' : config.apiBase;
  return `http://${host.includes(':') ? `[${host}]` : host}:${server.port}${base}`;
}

/**
 * The import while a server holds the embedded database (issue 32 part 1): only that process may
 * write it, so the command signs in as an admin (IMPORT_ADMIN_ID and IMPORT_ADMIN_PASSWORD in
 * scripts, else asked) and sends the collections to POST /admin/import-original.
 */
export async function importThroughServer(
  config: Config,
  server: LiveServer,
  exp: OriginalExport,
  options: { dryRun: boolean; skipExisting: boolean },
  env: NodeJS.ProcessEnv,
): Promise<ImportResult> {
  if (!server.port)
    throw new Error(
      `A Pragati server (PID ${server.pid}) holds the database but is not listening yet. Try again in a moment.`,
    );
  const baseUrl = serverBaseUrl(config, server);
  console.log(`The server (PID ${server.pid}) holds ${config.dataDir}: importing through it.`);
  const id = env.IMPORT_ADMIN_ID || (await askLine('Admin user ID: '));
  const password = env.IMPORT_ADMIN_PASSWORD || (await askHidden(`Password of ${id}: `));
  const post = (path: string, body: object, token?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const login = await post('/login', { id, password });
  if (!login.ok) throw new Error(`Sign-in refused: ${await messageOf(login)}`);
  const session = (await login.json()) as { token: string; mustChangePassword?: boolean };
  if (session.mustChangePassword)
    throw new Error(
      `${id} still has a temporary password: sign in on the web app and set one, then try again.`,
    );
  const response = await post(
    '/admin/import-original',
    { ...options, collections: exp },
    session.token,
  );
  if (!response.ok) throw new Error(await messageOf(response));
  return (await response.json()) as ImportResult;
}
