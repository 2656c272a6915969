/**
 * The one way an institute comes to be on a deployment (issue 27): the network office's create
 * (modules/network), a restore as a new institute (modules/backup/institute-import.ts) and the
 * tests' second institute (test/helpers/institutes.ts) all take these steps.
 *
 * Its details (institute_settings) are not written here: until its admin first saves them the
 * environment's are shown (issue 28 part 3), so a new institute needs no settings row.
 */
import type { Executor } from '../../db/client.js';
import { enterInstitute } from '../../db/every-institute.js';
import { insertInstitute, seedProgrammeGroups } from './repository.js';

export type NewInstitute = { code: string; name: string; hosts: readonly string[] };

/**
 * Inside the caller's transaction: the institute's row and hosts, then, as work of the new
 * institute, the FACP's groups. The transaction stays in the new institute's scope afterwards
 * (row policies included), so whatever the caller writes next is the new institute's: write
 * anything of the caller's own institute (an audit entry) before. `groups: 'carried'` when the
 * caller brings the institute's own groups (a restore carries them in its rows).
 */
export async function createInstitute(
  tx: Executor,
  values: NewInstitute,
  options: { groups: 'seed' | 'carried' } = { groups: 'seed' },
): Promise<number> {
  const id = await insertInstitute(tx, values);
  await enterInstitute(tx, id);
  if (options.groups === 'seed') await seedProgrammeGroups(tx, id);
  return id;
}
