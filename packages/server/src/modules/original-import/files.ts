import fs from 'node:fs';
import path from 'node:path';
import {
  ORIGINAL_COLLECTIONS,
  ORIGINAL_IMPORT_MESSAGES,
  type OriginalExport,
  parseExportFile,
} from '@pragati/domain';

export class ExportFolderError extends Error {
  override name = 'ExportFolderError';
}

/**
 * The six `<collection>.json` files of a `mongoexport` folder (issue 32 part 1), each one
 * document a line or one array. Every missing or unreadable file is named at once.
 */
export function readExportFolder(dir: string): OriginalExport {
  const problems: string[] = [];
  const out = {} as OriginalExport;
  for (const name of ORIGINAL_COLLECTIONS) {
    const file = path.join(dir, `${name}.json`);
    out[name] = [];
    if (!fs.existsSync(file)) {
      problems.push(ORIGINAL_IMPORT_MESSAGES.missingFile(`${name}.json`));
      continue;
    }
    const parsed = parseExportFile(fs.readFileSync(file, 'utf8'));
    if ('error' in parsed)
      problems.push(ORIGINAL_IMPORT_MESSAGES.badFile(`${name}.json`, parsed.error));
    else out[name] = parsed.docs;
  }
  if (problems.length) throw new ExportFolderError(problems.join('\n'));
  return out;
}
