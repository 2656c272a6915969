import { enabledGroups, isSection, QUESTION_BANK_MESSAGES, type Section } from '@pragati/domain';
import type { Executor } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { readStructure } from '../programme-structure/repository.js';

/** The institute's enabled groups, in order, as the bank names them (issue 29). */
export async function bankGroups(db: Executor) {
  return enabledGroups(await readStructure(db)).flatMap((g) =>
    isSection(g.code) ? [{ code: g.code, names: g.names }] : [],
  );
}

/** The group of a list the admin changes: one of the enabled groups, else a 400 naming them. */
export async function enabledSection(db: Executor, section: string): Promise<Section> {
  const groups = await bankGroups(db);
  const found = groups.find((g) => g.code === section);
  if (!found) throw badRequest(QUESTION_BANK_MESSAGES.groupNotEnabled(groups.map((g) => g.code)));
  return found.code;
}
