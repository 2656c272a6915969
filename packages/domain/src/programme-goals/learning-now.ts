import { type ProbeLevel, probeProgress, inOrder } from './goal-probes.js';
import { type Goal, GOAL_AREAS, type GoalArea, type GoalTarget } from './programme-goals.js';

/*
 * Issue 17 part 4: "What I am learning now" on the student portal, read by the student and the
 * guardian. The checklist's own words (VP, PP, NE, "C-P1") mean nothing at home, so each level
 * and area has a plain phrase here; the item keeps the bank's wording, which is already plain.
 * The texts are a label group (i18n/message-templates.ts): the web app shows each through msg(),
 * and the sentences are templates whose plain phrase is itself translated.
 */
export const LEARNING_NOW_LABELS = {
  title: 'What I am learning now',
  none: 'No goals for now. After each term your teacher chooses what to learn next.',
  /** How much help the student needs, in words a family uses, for each level of the scale. */
  levels: {
    NE: 'not started yet',
    'C-P2': 'with hands-on help',
    'C-P1': 'with a spoken reminder',
    Yes: 'by myself',
  },
  /** The area as a family would say it, with the checklist's name for the teacher's papers. */
  areas: {
    personal: 'Looking after myself (Personal)',
    social: 'Getting on with people (Social)',
    academic: 'Learning at school (Academic)',
    occupational: 'Work and daily jobs (Occupational)',
  } satisfies Record<GoalArea, string>,
  aim: (level: string) => `Aim: to do it ${level}`,
  lastChecked: (level: string) => `Last checked: ${level}`,
  /** Issue 31 part 4: the teacher's probes between terms, in plain words. */
  lately: (level: string) => `Lately: ${level}`,
  probes: {
    suggestedMet: 'I did it 3 times in a row. Well done!',
    better: 'Getting better.',
    same: 'About the same.',
    harder: 'Needs more help just now.',
  },
};

/** A probe's level on the checklist's scale, for its plain words. */
const PROBE_AS_ANSWER: Record<ProbeLevel, string> = {
  'not-yet': 'NE',
  'physical-prompt': 'C-P2',
  'verbal-prompt': 'C-P1',
  independent: 'Yes',
};

const LEVELS: Partial<Record<string, string>> = LEARNING_NOW_LABELS.levels;

/** The target in plain words: "by myself", "with a spoken reminder", "with hands-on help". */
export function plainTarget(target: GoalTarget): string {
  return LEARNING_NOW_LABELS.levels[target];
}

/** An answer in plain words, or null where it says nothing about help (NA, none, A–E). */
export function plainLevel(answer: string | null | undefined): string | null {
  return answer == null ? null : (LEVELS[answer] ?? null);
}

export type LearningNowGoal = {
  id: number;
  item: string;
  /** "Aim: to do it by myself". */
  aim: string;
  /** "Last checked: with a spoken reminder", or null before any answer that says so. */
  lastChecked: string | null;
  /** "Lately: with a spoken reminder" from the latest probe (none without probes). */
  lately?: string;
  /** How the probes went, in plain words (none without probes). */
  progress?: string;
};

function probeWords(g: Goal): Pick<LearningNowGoal, 'lately' | 'progress'> {
  const probes = g.probes ?? [];
  if (probes.length === 0) return {};
  const last = inOrder(probes).at(-1)!;
  const how = probeProgress(probes, g.target);
  return {
    lately: LEARNING_NOW_LABELS.lately(plainLevel(PROBE_AS_ANSWER[last.level])!),
    ...(how === 'none' ? {} : { progress: LEARNING_NOW_LABELS.probes[how] }),
  };
}

/**
 * The open goals, per area in the checklist's order, each in plain words. Met and dropped goals
 * are not "now"; an area without an open goal is left out.
 */
export function learningNow(goals: readonly Goal[]) {
  return GOAL_AREAS.map((category) => ({
    category,
    area: LEARNING_NOW_LABELS.areas[category],
    goals: goals
      .filter((g) => g.status === 'open' && g.category === category)
      .map((g): LearningNowGoal => {
        const latest = [...g.progress].reverse().find((p) => plainLevel(p.answer) !== null);
        const level = plainLevel(latest?.answer);
        return {
          id: g.id,
          item: g.question,
          aim: LEARNING_NOW_LABELS.aim(plainTarget(g.target)),
          lastChecked: level ? LEARNING_NOW_LABELS.lastChecked(level) : null,
          ...probeWords(g),
        };
      }),
  })).filter((area) => area.goals.length > 0);
}
