import { z } from 'zod';
import { type Category, CATEGORIES } from '../assessment/categories.js';
import {
  FACP_GROUP_CODES,
  SECTION_HEADER_MESSAGE,
  type Section,
  type Year,
  YEARS,
} from '../shared/classes.js';
import { ANSWER_LABELS, type Answer } from '../assessment/scoring.js';
import { type Term, TERMS } from '../shared/terms.js';
import { multiLineText, singleLineText } from '../shared/text.js';
import { goalProbeSchema } from './goal-probes.js';

/*
 * The programme plan (decisions §14): after a term is evaluated the teacher chooses, from the
 * items not yet achieved, the goals for the next term, each with a target level. Goals carry
 * over until met or dropped.
 *
 * Recreational items are never goals: their A–E grades carry no prompt level, so "reached the
 * target" has no meaning for them (decisions §4 gives the letters no meaning either). Items a
 * teacher added to one checklist have no bank id to follow into the next term, so neither are
 * they goals.
 */

/** The levels of the scale, lowest first: no exposure, physical, verbal prompt, independent. */
const LEVEL: Partial<Record<string, number>> = { NE: 0, 'C-P2': 1, 'C-P1': 2, Yes: 3 };

/** The target levels a goal may have, lowest first. */
export const GOAL_TARGETS = ['C-P2', 'C-P1', 'Yes'] as const;
export type GoalTarget = (typeof GOAL_TARGETS)[number];

export const GOAL_TARGET_LABELS: Record<GoalTarget, string> = {
  'C-P2': 'With physical prompt (PP)',
  'C-P1': 'With verbal prompt (VP)',
  Yes: 'Independent (+)',
};

/** Answers of items that may become goals: not yet achieved and not "not applicable". */
export const GOAL_CANDIDATE_ANSWERS = ['NE', 'C-P2', 'C-P1'] as const;

export const GOAL_AREAS = CATEGORIES.filter((c) => c !== 'recreational') as Exclude<
  Category,
  'recreational'
>[];
export type GoalArea = (typeof GOAL_AREAS)[number];

export const GOAL_STATUSES = ['open', 'met', 'dropped'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** An answer's place on the scale, or null for NA, no answer and A–E. */
export function answerLevel(answer: string | null | undefined): number | null {
  return answer == null ? null : (LEVEL[answer] ?? null);
}

/** The goal-met rule: the answer reached the target level (NA, none or a grade never do). */
export function isGoalMet(answer: string | null | undefined, target: GoalTarget): boolean {
  const level = answerLevel(answer);
  return level !== null && level >= LEVEL[target]!;
}

/** Whether an item answered so may be chosen as a goal (area and answer). */
export function isGoalCandidate(category: Category, answer: string | null | undefined): boolean {
  return (
    category !== 'recreational' &&
    (GOAL_CANDIDATE_ANSWERS as readonly (string | null | undefined)[]).includes(answer)
  );
}

/** The targets above an answer: a goal asks for more than the student does now. */
export function targetsAbove(answer: string | null | undefined): GoalTarget[] {
  const level = answerLevel(answer);
  return GOAL_TARGETS.filter((t) => level === null || LEVEL[t]! > level);
}

/** The short label of an answer on the goal screens: "+", "VP", "PP", "NE", "NA", or a grade. */
export function answerShort(answer: string | null | undefined): string {
  if (answer == null || answer === '') return '–';
  return ANSWER_LABELS[answer as Answer]?.short ?? answer;
}

export type TermRef = { section: Section; year: Year; term: Term };

/** A term's place in a student's whole record, so terms of different years compare. */
export function termOrder(at: TermRef): number {
  return (
    FACP_GROUP_CODES.indexOf(at.section) * 100 +
    YEARS.indexOf(at.year) * 10 +
    TERMS.indexOf(at.term)
  );
}

export const GOAL_MESSAGES = {
  saved: 'Goals saved',
  noEvaluatedTerm: 'No term has been fully evaluated yet, so there are no goals to choose.',
  notLatest: 'Goals are chosen from the latest fully evaluated term. Reload to see it.',
  stale:
    'These goals were changed in another window since you opened them. Reload to see the latest, then make your change again.',
  notCandidate: 'A new goal must be an item of this term answered NE, VP or PP.',
  targetNotAbove: "A goal's target must be above the item's answer this term.",
  duplicate: 'Each item can be chosen as a goal only once.',
  dropUnknown: 'Only an open goal can be dropped.',
  dropReason: 'Give a reason for dropping this goal.',
  dropAndKeep: 'A goal cannot be kept and dropped at once.',
  notesTooLong: 'Notes can be at most 1000 characters.',
  reasonTooLong: 'The reason can be at most 500 characters.',
} as const;

const section = z.enum(FACP_GROUP_CODES, { error: SECTION_HEADER_MESSAGE });
const year = z.enum(YEARS, { error: 'year must be 1, 2 or 3.' });
const term = z.enum(TERMS, { error: 'term must be Entry, I, II or III.' });
const itemId = z.number({ error: 'itemId must be a number.' }).int().positive();
const target = z.enum(GOAL_TARGETS, { error: 'target must be C-P2, C-P1 or Yes.' });

export const termRefSchema = z.object({ section, year, term });

/** Path of the goal routes: the student's regNo. */
export const goalParamsSchema = z.object({
  regNo: z
    .string()
    .trim()
    .min(1, 'regNo is required.')
    .max(64, 'regNo is too long.')
    .check(singleLineText('regNo')),
});

/**
 * PUT /teacher/goals/:regNo — the plan chosen from one term: the goals to keep or set (an
 * item already an open goal is updated, any other is a new goal set in this term) and the open
 * goals dropped, each with its reason. An open goal set in this term and not sent is removed;
 * one set earlier must be dropped with a reason.
 */
export const saveGoalsRequestSchema = z
  .object({
    section,
    year,
    term,
    revision: z.number({ error: 'revision is required.' }).int().positive(),
    goals: z
      .array(
        z.object({
          itemId,
          target,
          notes: z
            .string()
            .trim()
            .max(1000, GOAL_MESSAGES.notesTooLong)
            .check(multiLineText('notes'))
            .default(''),
        }),
      )
      .max(200),
    drops: z
      .array(
        z.object({
          itemId,
          reason: z
            .string({ error: GOAL_MESSAGES.dropReason })
            .trim()
            .min(1, GOAL_MESSAGES.dropReason)
            .max(500, GOAL_MESSAGES.reasonTooLong)
            .check(multiLineText('reason')),
        }),
      )
      .max(200)
      .default([]),
  })
  .superRefine((value, ctx) => {
    const kept = value.goals.map((g) => g.itemId);
    const dropped = value.drops.map((d) => d.itemId);
    if (new Set(kept).size !== kept.length || new Set(dropped).size !== dropped.length) {
      ctx.addIssue({ code: 'custom', message: GOAL_MESSAGES.duplicate });
    } else if (dropped.some((id) => kept.includes(id))) {
      ctx.addIssue({ code: 'custom', message: GOAL_MESSAGES.dropAndKeep });
    }
  });
export type SaveGoalsRequest = z.infer<typeof saveGoalsRequestSchema>;

const answer = z.string().nullable();

/** One goal with its answers term by term, from the term it was set in onwards. */
export const goalSchema = z.object({
  id: z.number().int(),
  category: z.enum(GOAL_AREAS),
  itemId: z.number().int(),
  question: z.string(),
  target,
  notes: z.string(),
  status: z.enum(GOAL_STATUSES),
  setIn: termRefSchema,
  metIn: termRefSchema.nullable(),
  droppedIn: termRefSchema.nullable(),
  dropReason: z.string().nullable(),
  progress: z.array(termRefSchema.extend({ answer })),
  /** The goal's probes between terms, oldest first (issue 31 part 4). */
  probes: z.array(goalProbeSchema).optional(),
  /** Three probes running at the target: suggested as met at the next Evaluate. */
  suggestedMet: z.boolean().optional(),
});
export type Goal = z.infer<typeof goalSchema>;

/** GET /goals/:regNo — every goal of the student, oldest first (the history's permissions). */
export const studentGoalsResponseSchema = z.object({
  regNo: z.string(),
  goals: z.array(goalSchema),
});
export type StudentGoalsResponse = z.infer<typeof studentGoalsResponseSchema>;

/** GET /teacher/goals/:regNo — the choose-goals screen for the latest evaluated term. */
export const goalPlanResponseSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  /** null until a term of the student has all five checklists evaluated. */
  plan: termRefSchema
    .extend({
      revision: z.number().int(),
      areas: z.array(
        z.object({
          category: z.enum(GOAL_AREAS),
          items: z.array(
            z.object({
              itemId: z.number().int(),
              question: z.string(),
              answer,
              goal: goalSchema.nullable(),
            }),
          ),
        }),
      ),
      /** Open goals whose item this term's checklist did not ask (another section's bank). */
      elsewhere: z.array(goalSchema),
    })
    .nullable(),
});
export type GoalPlanResponse = z.infer<typeof goalPlanResponseSchema>;

export const saveGoalsResponseSchema = z.object({ msg: z.string(), revision: z.number().int() });

/** Where a goal stands after one term: reached, still to work on, or not asked/answered. */
export type GoalOutcome = 'met' | 'continues' | 'notAssessed';
export function goalOutcome(answerThisTerm: string | null | undefined, target: GoalTarget) {
  if (answerLevel(answerThisTerm) === null) return 'notAssessed' as const;
  return isGoalMet(answerThisTerm, target) ? ('met' as const) : ('continues' as const);
}

/** Counts per area for the history: goals set in a term, met by now, still open. */
export function goalTermSummary(goals: readonly Goal[], at: TermRef) {
  const setHere = goals.filter(
    (g) => g.setIn.section === at.section && g.setIn.year === at.year && g.setIn.term === at.term,
  );
  return GOAL_AREAS.map((category) => {
    const mine = setHere.filter((g) => g.category === category);
    return {
      category,
      set: mine.length,
      met: mine.filter((g) => g.status === 'met').length,
      open: mine.filter((g) => g.status === 'open').length,
      dropped: mine.filter((g) => g.status === 'dropped').length,
    };
  }).filter((row) => row.set > 0);
}
