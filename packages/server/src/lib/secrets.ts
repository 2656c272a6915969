import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads a secret key from a file in DATA_DIR, creating it (owner-only) on first use, so an
 * installation without configuration still keeps its sessions across restarts.
 */
export function loadOrCreateKeyFile(dataDir: string, name: string, bytes = 32): Buffer {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const existing = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (existing.length >= bytes) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(bytes);
  fs.writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'w' });
  return key;
}
