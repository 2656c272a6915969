/**
 * Key files in DATA_DIR (decisions §12): read without ever repairing them, and created only where
 * none exists. A key file that holds encrypted data's key is never overwritten or regenerated.
 */
import fs from 'node:fs';

export type KeyFileState =
  { state: 'missing' } | { state: 'damaged'; problem: string } | { state: 'ok'; key: Buffer };

/** `parse` returns the key, or a sentence saying what is wrong with the text. */
export function inspectKeyFile(
  file: string,
  parse: (text: string) => Buffer | string,
): KeyFileState {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ENOENT') return { state: 'missing' };
    return { state: 'damaged', problem: `it cannot be read (${code})` };
  }
  const parsed = parse(text);
  return typeof parsed === 'string'
    ? { state: 'damaged', problem: parsed }
    : { state: 'ok', key: parsed };
}

/**
 * Writes a new key file, owner-only, and makes it durable before anything is encrypted with the
 * key. Fails (EEXIST) rather than replace a file that appeared meanwhile.
 */
export function createKeyFile(file: string, key: Buffer): void {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    fs.writeSync(fd, key.toString('base64') + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export const AADHAAR_KEY_FILE = 'aadhaar.key';
export const JWT_KEY_FILE = 'jwt-secret.key';
