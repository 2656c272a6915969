import { z } from 'zod';
import { isIsoDate } from '../shared/calendar.js';
import { dateInRange } from '../shared/text.js';
import { type GoalTarget } from './programme-goals.js';

/*
 * Goal probes (issue 31 part 4, decisions §18): between terms the teacher notes how a programme
 * goal went on a day, on the checklist's own scale (not yet, physical prompt, verbal prompt,
 * independent), so the probes and the term checklist results sit on one line of a chart.
 */

export const PROBE_LEVELS = ['not-yet', 'physical-prompt', 'verbal-prompt', 'independent'] as const;
export type ProbeLevel = (typeof PROBE_LEVELS)[number];

export const PROBE_LEVEL_LABELS: Record<ProbeLevel, string> = {
  'not-yet': 'Not yet',
  'physical-prompt': 'Physical prompt',
  'verbal-prompt': 'Verbal prompt',
  independent: 'Independent',
};

/** A probe level's place on the checklist's scale: NE 0, C-P2 1, C-P1 2, Yes 3. */
export const probeLevelValue = (level: ProbeLevel): number => PROBE_LEVELS.indexOf(level);

const TARGET_VALUE: Record<GoalTarget, number> = { 'C-P2': 1, 'C-P1': 2, Yes: 3 };

/** How many probes running at the target suggest the goal is met (issue 31 part 4). */
export const PROBES_RUNNING_FOR_MET = 3;

export const PROBE_MESSAGES = {
  date: 'Date must be a real date written YYYY-MM-DD.',
  futureDate: 'A probe cannot be dated in the future.',
  beforeTerm: (began: string) => `A probe cannot be dated before its goal's term began (${began}).`,
  level: `Level must be one of ${PROBE_LEVELS.join(', ')}.`,
  goalNotFound: 'No such goal.',
  probeNotFound: 'No such probe on this goal.',
  goalClosed: 'This goal is no longer open: probes are recorded on open goals only.',
  notAuthor: 'Only the teacher who recorded a probe can correct or delete it.',
  saved: 'Probe saved.',
  corrected: 'Probe corrected.',
  deleted: 'Probe deleted.',
} as const;

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a whole number.`)
    .max(2_000_000_000, `${label} must be a whole number.`);

export const goalProbesParamsSchema = z.object({ goalId: id('goalId') });
export const goalProbeParamsSchema = z.object({ goalId: id('goalId'), probeId: id('probeId') });

/** POST /goals/:goalId/probes and PUT …/probes/:probeId: a day and how it went. */
export const saveProbeSchema = z.strictObject({
  date: z
    .string({ error: PROBE_MESSAGES.date })
    .max(10, PROBE_MESSAGES.date)
    .refine(isIsoDate, PROBE_MESSAGES.date)
    .check(dateInRange('Date')),
  level: z.enum(PROBE_LEVELS, { error: PROBE_MESSAGES.level }),
});
export type SaveProbeRequest = z.infer<typeof saveProbeSchema>;

export const goalProbeSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  level: z.enum(PROBE_LEVELS),
  /** The login id of the teacher who recorded it (only they correct or delete it). */
  recordedBy: z.string(),
});
export type GoalProbe = z.infer<typeof goalProbeSchema>;

/** GET /goals/:goalId/probes: a goal's probes, oldest first (the history's permissions). */
export const goalProbesResponseSchema = z.object({
  goalId: z.number().int(),
  regNo: z.string(),
  probes: z.array(goalProbeSchema),
  suggestedMet: z.boolean(),
});
export type GoalProbesResponse = z.infer<typeof goalProbesResponseSchema>;

export const saveProbeResponseSchema = z.object({ msg: z.string(), probe: goalProbeSchema });
export const deleteProbeResponseSchema = z.object({ msg: z.string() });

/** `YYYY-MM-DD` problem of a probe's date, or null: not in the future, not before the term. */
export function probeDateProblem(date: string, today: string, termBegan: string): string | null {
  if (date > today) return PROBE_MESSAGES.futureDate;
  if (date < termBegan) return PROBE_MESSAGES.beforeTerm(termBegan);
  return null;
}

type Dated = Pick<GoalProbe, 'id' | 'date' | 'level'>;

/** Probes by date, those of one day as recorded. */
export const inOrder = <T extends Dated>(probes: readonly T[]): T[] =>
  [...probes].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));

/**
 * The suggestion at Evaluate: the latest PROBES_RUNNING_FOR_MET probes (by date, then as
 * recorded) all reached the goal's target. The teacher confirms it on the checklist; nothing is
 * marked met by probes alone.
 */
export function probesSuggestMet(probes: readonly Dated[], target: GoalTarget): boolean {
  if (probes.length < PROBES_RUNNING_FOR_MET) return false;
  const latest = inOrder(probes).slice(-PROBES_RUNNING_FOR_MET);
  return latest.every((p) => probeLevelValue(p.level) >= TARGET_VALUE[target]);
}

/** Where the probes leave a goal, in plain words for the easy-read home. */
export type ProbeProgress = 'none' | 'suggestedMet' | 'better' | 'same' | 'harder';
export function probeProgress(probes: readonly Dated[], target: GoalTarget): ProbeProgress {
  if (probes.length === 0) return 'none';
  if (probesSuggestMet(probes, target)) return 'suggestedMet';
  const sorted = inOrder(probes);
  if (sorted.length === 1) return 'same';
  const first = probeLevelValue(sorted[0]!.level);
  const last = probeLevelValue(sorted[sorted.length - 1]!.level);
  return last > first ? 'better' : last < first ? 'harder' : 'same';
}
