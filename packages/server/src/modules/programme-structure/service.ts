import {
  PROGRAMME_MESSAGES,
  type ProgrammeGroupsResponse,
  type UpdateProgrammeGroupRequest,
  type UpdateProgrammeGroupResponse,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { listGroups, lockGroup, updateGroup } from './repository.js';

/**
 * The admin's "Groups and classes" (issue 29 part 2): every staff role reads the structure; the
 * admin enables, renames and sets the years of a group. A group with active students is never
 * disabled nor shortened below their year, so no student sits in a class that does not exist.
 */
export function createProgrammeStructureService(db: Db) {
  return {
    async list(): Promise<ProgrammeGroupsResponse> {
      return { data: await listGroups(db) };
    },

    async update(
      session: SessionUser,
      code: string,
      body: UpdateProgrammeGroupRequest,
    ): Promise<UpdateProgrammeGroupResponse> {
      await db.transaction(async (tx) => {
        const found = await lockGroup(tx, code);
        if (!found) throw notFound(PROGRAMME_MESSAGES.unknownGroup);
        const { group, students, maxYear } = found;
        if (body.enabled === false && group.enabled && students > 0) {
          throw conflict(PROGRAMME_MESSAGES.hasStudents(group.names.en));
        }
        if (body.years !== undefined && body.years < maxYear) {
          throw conflict(PROGRAMME_MESSAGES.yearsBelowStudents(group.names.en, maxYear));
        }
        const names = body.names
          ? { en: body.names.en ?? group.names.en, hi: body.names.hi ?? group.names.hi }
          : undefined;
        await updateGroup(tx, code, { enabled: body.enabled, years: body.years, names });
        await audit(tx, {
          actor: actorOf(session),
          action: 'programme.group.update',
          target: code,
          outcome: 'success',
          detail: {
            before: { enabled: group.enabled, years: group.years, names: group.names },
            after: {
              enabled: body.enabled ?? group.enabled,
              years: body.years ?? group.years,
              names: names ?? group.names,
            },
          },
        });
      });
      const saved = (await listGroups(db)).find((g) => g.code === code);
      if (!saved) throw notFound(PROGRAMME_MESSAGES.unknownGroup);
      return { msg: PROGRAMME_MESSAGES.updated, group: saved };
    },
  };
}

export type ProgrammeStructureService = ReturnType<typeof createProgrammeStructureService>;
