/**
 * DATA_DIR is private (decisions §12): folders 0700, files 0600, whatever the umask. New files get
 * that from the process umask; what an earlier version created with wider modes is narrowed here.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Owner-only for everything this process creates from now on (not available in workers). */
export function restrictUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; files there are narrowed at the next start.
  }
}

/**
 * Removes every group and other permission under `root` (the folder included); symbolic links are
 * left alone. Returns how many entries were narrowed. A missing folder is not an error.
 */
export function narrowModes(root: string): number {
  let narrowed = 0;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(entry, stat.mode & 0o700);
      narrowed++;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(root);
  return narrowed;
}
