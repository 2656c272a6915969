import {
  CATEGORIES,
  type Category,
  FACP_GROUP_CODES,
  SAMPLE_BANK_GROUPS,
  SAMPLE_BANK_NOTE,
  type SpecSection,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { type Actor, audit } from '../../lib/audit.js';
import { countVersions } from './repository.js';
import { isUniqueViolation, writeList } from './service.js';

/**
 * A small sample bank written by the Pragati team (not the FACP), so a first run has checklists
 * to try. It is loaded only on an empty bank and marked as a sample (SAMPLE_BANK_NOTE); the
 * institute replaces it by importing its own FACP items. It has items for the spec's three groups
 * only (SAMPLE_BANK_GROUPS): none for Secondary, Prevocational-I, Prevocational-II or the Care
 * group, which the institute imports when it enables one (the bank screen says so).
 */
export const SAMPLE_BANK: Record<SpecSection, Record<Category, string[]>> = {
  preprimary: {
    personal: [
      'Drinks from a cup held with both hands',
      'Eats a piece of chapati or biscuit by self',
      'Shows or says when he or she needs the toilet',
      'Washes hands with help when told',
      'Takes off slippers by self',
    ],
    social: [
      'Looks at a familiar person who speaks to him or her',
      'Waves bye-bye when someone leaves',
      'Plays beside other children without disturbing them',
      'Gives a toy to an adult when asked',
      'Follows a simple instruction such as "sit down"',
    ],
    academic: [
      'Points to eyes, nose and mouth when named',
      'Matches two identical pictures',
      'Scribbles with a crayon on paper',
      'Points to three common objects when named',
      'Sorts objects of two colours',
    ],
    occupational: [
      'Puts toys back in the box after play',
      'Carries a small object to another place when asked',
      'Tears paper into small pieces',
      'Places pegs in a pegboard',
    ],
    recreational: [
      'Listens to rhymes or music for a few minutes',
      'Rolls or throws a ball',
      'Joins in action songs',
      'Looks at a picture book',
      'Plays on a swing or slide with an adult nearby',
    ],
  },
  primary1: {
    personal: [
      'Eats a full meal by self without spilling',
      'Buttons and unbuttons own shirt',
      'Uses the toilet and flushes by self',
      'Brushes teeth by self',
      'Combs own hair',
    ],
    social: [
      'Greets teachers and classmates',
      'Waits for his or her turn in a group activity',
      'Asks for help when needed',
      'Shares materials with classmates',
      'Follows classroom rules',
    ],
    academic: [
      'Recognises numbers 1 to 10',
      'Counts objects up to 10',
      'Writes own name',
      'Reads own name',
      'Names coins of 1, 2 and 5 rupees',
    ],
    occupational: [
      'Folds a handkerchief or napkin',
      'Sorts objects into the right containers',
      'Strings beads',
      'Wipes a table with a cloth',
    ],
    recreational: [
      'Plays a simple group game by its rules',
      'Dances to music',
      'Colours a picture within the outlines',
      'Plays carrom or ludo with help',
      'Watches a television programme of his or her choice',
    ],
  },
  primary2: {
    personal: [
      'Bathes by self with supervision',
      'Dresses fully without help, including buttons and zips',
      'Ties shoe laces',
      'Keeps personal belongings in their place',
      'Keeps clean during periods or when shaving, with guidance',
    ],
    social: [
      'Tells own name, age and address',
      'Buys an item in a shop with help',
      'Calls a family member on the telephone',
      'Shows concern when a friend is hurt',
      'Follows road safety rules',
    ],
    academic: [
      'Reads simple words and sentences',
      'Writes own address',
      'Adds and subtracts numbers up to 10',
      'Tells the time on a clock to the hour',
      'Pays for an item and checks the change',
    ],
    occupational: [
      'Makes a simple snack such as a sandwich',
      'Packs items into covers',
      'Sweeps and mops a room',
      'Cuts along a line with scissors',
      'Waters the plants in the school garden',
    ],
    recreational: [
      'Plays cricket or football with friends',
      'Takes part in a cultural programme',
      'Draws and paints a picture',
      'Spends free time on a hobby of his or her choice',
      'Plays a simple musical instrument',
    ],
  },
};

/** The FACP groups the sample has no items for (issue 29 part 4). */
export const GROUPS_WITHOUT_SAMPLE_ITEMS = FACP_GROUP_CODES.filter(
  (g) => !SAMPLE_BANK_GROUPS.includes(g),
);

const SYSTEM_ACTOR = { userId: 'system', role: 'system' } satisfies Actor;

/**
 * On an empty bank, saves the team's sample lists (marked as a sample) so a first run works end
 * to end. Returns whether it did.
 */
export async function loadSampleBankIfEmpty(db: Db): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      if ((await countVersions(tx)) > 0) return false;
      let items = 0;
      for (const section of SAMPLE_BANK_GROUPS) {
        for (const category of CATEGORIES) {
          const questions = SAMPLE_BANK[section as SpecSection][category];
          items += questions.length;
          await writeList(tx, {
            section,
            category,
            current: undefined,
            entries: questions.map((question) => ({ question })),
            source: 'sample',
            note: SAMPLE_BANK_NOTE,
            createdBy: SYSTEM_ACTOR.userId,
          });
        }
      }
      await audit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'questionBank.sample',
        target: 'question bank',
        outcome: 'success',
        detail: {
          lists: SAMPLE_BANK_GROUPS.length * CATEGORIES.length,
          items,
          groupsWithoutItems: GROUPS_WITHOUT_SAMPLE_ITEMS,
        },
      });
      return true;
    });
  } catch (error) {
    // Another process loaded it first (several processes on one PostgreSQL).
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
