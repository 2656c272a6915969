import { z } from 'zod';
import { attendanceDate, attendanceMonth } from '../attendance/attendance';
import { multiLineText, singleLineText } from '../shared/text';
import { specialistKindCode } from '../specialists/specialists';

/**
 * Service sessions (issue 31 part 3, decisions §18): a specialist (for the students on their
 * caseload) or a teacher (for the students of their classes) logs one sitting with one or several
 * students: the date, minutes, kind, the programme goals worked on, how the child did and a note.
 * Sessions planned per week per student and kind; planned vs delivered per month.
 */
export const MAX_SESSION_MINUTES = 480;
export const MAX_SESSION_STUDENTS = 30;
export const MAX_SESSION_GOALS = 20;
export const MAX_SESSION_NOTE = 2000;
export const MAX_PLANNED_PER_WEEK = 14;

/** How the child did, in the words of the goal probes (not yet … independent). */
export const SESSION_HOW = ['notYet', 'physicalPrompt', 'verbalPrompt', 'independent'] as const;
export type SessionHow = (typeof SESSION_HOW)[number];

export const SESSION_HOW_LABELS: Record<SessionHow, string> = {
  notYet: 'Not yet',
  physicalPrompt: 'With physical prompt',
  verbalPrompt: 'With verbal prompt',
  independent: 'Independently',
};

export const SESSION_MESSAGES = {
  regNos: 'Choose at least one student.',
  tooManyStudents: `A session has at most ${MAX_SESSION_STUDENTS} students.`,
  minutes: `Minutes must be a whole number from 1 to ${MAX_SESSION_MINUTES}.`,
  futureDate: 'The date is in the future. Choose today or an earlier day.',
  duplicate: (regNo: string) => `${regNo} is listed twice.`,
  notYourStudent: (regNo: string) =>
    `${regNo} is not one of your students. You can log sessions only for your own students.`,
  unknownGoal: (goalId: number) =>
    `Goal ${goalId} is not a programme goal of these students. Choose the goal from the list.`,
  unknownKind: (kind: string) =>
    `There is no session kind called ${kind}. Choose one from the list.`,
  how: `How the child did must be one of ${SESSION_HOW.join(', ')}.`,
  note: `The note must have at most ${MAX_SESSION_NOTE} characters.`,
  goalIds: 'goalIds must be whole numbers.',
  tooManyGoals: `A session works on at most ${MAX_SESSION_GOALS} goals.`,
  saved: (count: number) => `The session has been saved for ${count} students.`,
  perWeek: `Planned sessions per week must be a whole number from 0 to ${MAX_PLANNED_PER_WEEK}.`,
  plannedSaved: 'The planned sessions have been saved.',
  notYourKind: 'A specialist plans only the sessions of their own kind.',
} as const;

const regNo = z
  .string({ error: 'regNo is required.' })
  .trim()
  .min(1, 'regNo is required.')
  .max(64, 'regNo must have at most 64 characters.')
  .check(singleLineText('regNo'));

/** POST /sessions */
export const sessionRequestSchema = z.strictObject({
  regNos: z
    .array(regNo, { error: SESSION_MESSAGES.regNos })
    .min(1, SESSION_MESSAGES.regNos)
    .max(MAX_SESSION_STUDENTS, SESSION_MESSAGES.tooManyStudents),
  date: attendanceDate,
  minutes: z
    .number({ error: SESSION_MESSAGES.minutes })
    .int(SESSION_MESSAGES.minutes)
    .min(1, SESSION_MESSAGES.minutes)
    .max(MAX_SESSION_MINUTES, SESSION_MESSAGES.minutes),
  kind: specialistKindCode,
  goalIds: z
    .array(
      z
        .number({ error: SESSION_MESSAGES.goalIds })
        .int(SESSION_MESSAGES.goalIds)
        .positive(SESSION_MESSAGES.goalIds)
        .max(2_147_483_647, SESSION_MESSAGES.goalIds),
    )
    .max(MAX_SESSION_GOALS, SESSION_MESSAGES.tooManyGoals)
    .optional(),
  note: z
    .string()
    .max(MAX_SESSION_NOTE, SESSION_MESSAGES.note)
    .check(multiLineText('Note'))
    .default(''),
  how: z.enum(SESSION_HOW, { error: SESSION_MESSAGES.how }).optional(),
});
export type SessionRequest = z.input<typeof sessionRequestSchema>;
export type SessionBody = z.output<typeof sessionRequestSchema>;

export const sessionSavedResponseSchema = z.object({
  msg: z.string(),
  id: z.number().int(),
  regNos: z.array(z.string()),
});
export type SessionSavedResponse = z.infer<typeof sessionSavedResponseSchema>;

export const sessionRegNoParamsSchema = z.object({ regNo });
export const sessionMonthQuerySchema = z.object({ month: attendanceMonth.optional() });

/** PUT /sessions/:regNo/planned */
export const plannedRequestSchema = z.strictObject({
  kind: specialistKindCode,
  perWeek: z
    .number({ error: SESSION_MESSAGES.perWeek })
    .int(SESSION_MESSAGES.perWeek)
    .min(0, SESSION_MESSAGES.perWeek)
    .max(MAX_PLANNED_PER_WEEK, SESSION_MESSAGES.perWeek),
});
export type PlannedRequest = z.infer<typeof plannedRequestSchema>;

const kindSummary = z.object({
  kind: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
  sessions: z.number().int(),
  minutes: z.number().int(),
  /** Sessions per week planned for this kind (0: none planned). */
  plannedPerWeek: z.number().int(),
  /** The month's planned sessions (plannedInMonth). */
  plannedInMonth: z.number().int(),
});

/** GET /sessions/:regNo?month=: the month's summary by kind and, for staff, its sessions. */
export const sessionMonthResponseSchema = z.object({
  regNo: z.string(),
  month: z.string(),
  sessions: z.number().int(),
  minutes: z.number().int(),
  byKind: z.array(kindSummary),
  /** Each session (staff only; the guardian's easy-read home shows the summary). */
  list: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      minutes: z.number().int(),
      kind: z.string(),
      how: z.enum(SESSION_HOW).nullable(),
      note: z.string(),
      goals: z.array(z.object({ id: z.number().int(), question: z.string() })),
      recordedBy: z.string(),
    }),
  ),
});
export type SessionMonthResponse = z.infer<typeof sessionMonthResponseSchema>;

/** Days of a month written YYYY-MM. */
function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A month's planned sessions: per week times the month's weeks (its days / 7), rounded. */
export function plannedInMonth(perWeek: number, month: string): number {
  return Math.round((perWeek * daysInMonth(month)) / 7);
}

export const plannedSavedResponseSchema = z.object({ msg: z.string() });
