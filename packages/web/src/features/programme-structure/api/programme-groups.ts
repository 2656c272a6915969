/**
 * GET /admin/groups: the shared query in lib/programme-groups (every staff screen that names a
 * class reads it), re-exported for this feature's screen.
 */
export { useProgrammeGroups, type ProgrammeGroupRow } from '../../../lib/programme-groups';
