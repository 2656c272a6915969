import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_PASSPHRASE_MIN_LENGTH } from '@pragati/domain';
import { askHidden, PromptError } from './prompt.js';

/** A path the user typed, relative to where they ran `npm run` (npm moves into the workspace). */
export const userPath = (file: string, env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(env.INIT_CWD ?? process.cwd(), file);

/**
 * The backup passphrase: BACKUP_PASSPHRASE, else the first line of --passphrase-file, else asked
 * on the terminal (twice when it is a new one).
 */
export async function readPassphrase(options: {
  env: NodeJS.ProcessEnv;
  file: string | undefined;
  confirm: boolean;
}): Promise<string> {
  let passphrase = options.env.BACKUP_PASSPHRASE;
  if (!passphrase && options.file) {
    passphrase = fs.readFileSync(userPath(options.file, options.env), 'utf8').split(/\r?\n/)[0];
  }
  if (!passphrase) {
    if (!process.stdin.isTTY) {
      throw new PromptError(
        'No passphrase: set BACKUP_PASSPHRASE or pass --passphrase-file FILE (no terminal to ask on).',
      );
    }
    passphrase = await askHidden('Backup passphrase: ');
    if (options.confirm && (await askHidden('The same passphrase again: ')) !== passphrase) {
      throw new PromptError('The two passphrases do not match. Nothing was done.');
    }
  }
  if (options.confirm && passphrase.length < BACKUP_PASSPHRASE_MIN_LENGTH) {
    throw new PromptError(
      `The passphrase must be at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters. Nothing was done.`,
    );
  }
  return passphrase;
}
