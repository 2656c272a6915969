import { groupDisplayName, type Locale } from '@pragati/domain';
import type { Executor } from '../../db/client.js';
import { readStructure } from './repository.js';

/**
 * Issue 29 part 5: a class's or group's name as the institute's table words it, in a sheet's
 * language ("Secondary-2", "सेकेंडरी-2"), for exports and sheets the server builds.
 */
export async function classNamer(db: Executor, locale?: Locale): Promise<(code: string) => string> {
  const structure = await readStructure(db);
  const language = locale === 'hi' ? 'hi' : 'en';
  return (code) => groupDisplayName(structure, code, language);
}
