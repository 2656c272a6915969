import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { askHidden, askLine } from './prompt.js';

export class ServerBackupError extends Error {
  override name = 'ServerBackupError';
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { msg?: string };
    return body.msg ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

/**
 * The backup of an embedded database that a running server holds: only that process may read
 * it, so the command signs in as an admin and asks the server (POST /admin/backup), like the
 * admin screen. The admin's id and password: BACKUP_ADMIN_ID and BACKUP_ADMIN_PASSWORD in
 * scripts, else asked on the terminal.
 */
export async function backupThroughServer(options: {
  baseUrl: string;
  passphrase: string;
  partialFile: string;
  env: NodeJS.ProcessEnv;
}): Promise<void> {
  const { env, baseUrl } = options;
  const id = env.BACKUP_ADMIN_ID || (await askLine('Admin user ID: '));
  const password = env.BACKUP_ADMIN_PASSWORD || (await askHidden(`Password of ${id}: `));
  const post = (path: string, body: object, token?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  let login: Response;
  try {
    login = await post('/login', { id, password });
  } catch (error) {
    throw new ServerBackupError(
      `The server holding DATA_DIR does not answer at ${baseUrl} (${(error as Error).message}). Is it still starting? Try again in a moment.`,
    );
  }
  if (!login.ok) throw new ServerBackupError(`Sign-in refused: ${await messageOf(login)}`);
  const session = (await login.json()) as { token: string; mustChangePassword?: boolean };
  if (session.mustChangePassword) {
    throw new ServerBackupError(
      `${id} still has a temporary password: sign in on the web app and set one, then try again.`,
    );
  }
  try {
    const response = await post(
      '/admin/backup',
      { password, passphrase: options.passphrase },
      session.token,
    );
    if (!response.ok || !response.body) {
      throw new ServerBackupError(`The server refused the backup: ${await messageOf(response)}`);
    }
    await pipeline(
      Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>),
      fs.createWriteStream(options.partialFile, { flags: 'wx', mode: 0o600 }),
    );
  } finally {
    await post('/logout', {}, session.token).catch(() => undefined);
  }
}
