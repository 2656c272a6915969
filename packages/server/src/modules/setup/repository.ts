import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currentInstitute } from '../../db/institute-scope.js';
import { BACKUP_ACTION } from '../backup/service.js';
import { BOOTSTRAP_ADMIN_ID } from '../users/service.js';

export type SetupFacts = {
  /** The bootstrap account's password changed or reset since it was created (or no such account). */
  adminPasswordChanged: boolean;
  /** How many checklists exist, and how many of them are still the sample's version. */
  bankLists: number;
  sampleLists: number;
  backupMade: boolean;
  teachers: number;
};

/**
 * The facts behind the first-run checklist, in one statement. A password change or reset bumps
 * the account's session version, so a version above 1 means the first password is gone.
 */
export async function setupFacts(db: Executor): Promise<SetupFacts> {
  const institute = currentInstitute();
  const result = await db.execute(sql`
    with current_lists as (
      select distinct on (section, category) source
      from question_bank_versions where published and institute_id = ${institute}
      order by section, category, version desc
    )
    select
      coalesce((select session_version > 1 from users
                where lower(user_id) = lower(${BOOTSTRAP_ADMIN_ID})
                  and institute_id = ${institute}), true) as "adminPasswordChanged",
      (select count(*)::int from current_lists) as "bankLists",
      (select count(*)::int from current_lists where source = 'sample') as "sampleLists",
      exists (select 1 from audit_log
              where action = ${BACKUP_ACTION} and outcome = 'success'
                and institute_id = ${institute}) as "backupMade",
      (select count(*)::int from teachers where institute_id = ${institute}) as "teachers"
  `);
  const [row] = (result as unknown as { rows: SetupFacts[] }).rows;
  if (!row) throw new Error('the setup facts query returned no row');
  return row;
}
