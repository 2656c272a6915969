import type { InstituteSettings } from '@pragati/domain';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { instituteSettings } from '../../db/schema/index.js';

/** The running work's institute's saved details, if its admin ever saved them. */
export async function readSettings(db: Executor): Promise<InstituteSettings | undefined> {
  const [row] = await db
    .select()
    .from(instituteSettings)
    .where(inInstitute(instituteSettings.instituteId))
    .limit(1);
  if (!row) return undefined;
  const { instituteId: _id, updatedBy: _by, updatedAt: _at, ...settings } = row;
  return settings as InstituteSettings;
}

/** Saves the running work's institute's details (its row, made on the first save). */
export async function writeSettings(
  tx: Executor,
  settings: InstituteSettings,
  updatedBy: string,
): Promise<void> {
  const values = { ...settings, updatedBy };
  await tx
    .insert(instituteSettings)
    .values(values)
    .onConflictDoUpdate({
      target: instituteSettings.instituteId,
      set: { ...values, updatedAt: new Date() },
    });
}
