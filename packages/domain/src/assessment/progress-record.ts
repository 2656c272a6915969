import { z } from 'zod';
import { termCountsSchema } from './answer-counts.js';
import { FACP_GROUP_CODES, YEARS } from '../shared/classes.js';
import { TERMS } from '../shared/terms.js';
import { CONSENT_STATUSES } from '../consent/consent.js';

/*
 * The student progress record (spec section 3) with the exact field names of the spec: its terms'
 * and years' reports, as the teacher's record call returns it, and the history record built on it.
 * The teacher calls that read and write it are in assessment-calls.ts.
 */

const qa = z.object({
  question: z.string(),
  /**
   * Ours, beside the spec's fields: the item's Hindi text as the term copied it from the bank
   * (decisions §13), only when it had one. The spec's clients read `question` alone.
   */
  questionHi: z.string().optional(),
  answer: z.string().nullable(),
  added: z.boolean().optional(),
});
/**
 * A term's or a year's figures. `mode` is always a string ("" before it exists): the original
 * client reads it with `.trim()` (original-client.md).
 */
const percentBlock = z.object({
  personalPercent: z.number().nullable(),
  socialPercent: z.number().nullable(),
  occupationalPercent: z.number().nullable(),
  academicPercent: z.number().nullable(),
  mode: z.string(),
});

export const termReportRecordSchema = z.object({
  term: z.enum(TERMS),
  revision: z.number().int(),
  evaluated: z.object({
    personal: z.boolean(),
    social: z.boolean(),
    academic: z.boolean(),
    occupational: z.boolean(),
    recreational: z.boolean(),
  }),
  percent: percentBlock,
  /** Ours, beside the spec's fields: the answer counts of each evaluated checklist. */
  counts: termCountsSchema,
  report: z
    .object({
      personalQA: z.array(qa),
      socialQA: z.array(qa),
      occupationalQA: z.array(qa),
      recreationalQA: z.array(qa),
      academicQA: z.array(qa),
    })
    .optional(),
  comment: z.object({
    termComment: z.string(),
    personalComment: z.string(),
    socialComment: z.string(),
    academicComment: z.string(),
    occupationalComment: z.string(),
    recreationalComment: z.string(),
  }),
});
export type TermReportRecord = z.infer<typeof termReportRecordSchema>;

export const yearReportRecordSchema = z.object({
  year: z.enum(YEARS),
  termReport: z.array(termReportRecordSchema),
  /**
   * Always an object, as the spec's record has it (the original client crashes on null): the
   * year figures as soon as Term III is fully evaluated (stored at the transfer), null figures
   * and mode "" before.
   */
  percent: percentBlock.extend({ yearPercent: z.number().nullable() }),
  /** Ours: the sum of the terms' answer counts, once the year has its figures (else all null). */
  counts: termCountsSchema,
  /** The six year comments, "" until the transfer saves them. */
  comment: z.object({
    yearComment: z.string(),
    yearPersonalComment: z.string(),
    yearSocialComment: z.string(),
    yearAcademicComment: z.string(),
    yearOccupationalComment: z.string(),
    yearRecreationalComment: z.string(),
  }),
  outcome: z.enum(['pass', 'repeat', 'promoted', 'completed', 'review']).nullable(),
});
export type YearReportRecord = z.infer<typeof yearReportRecordSchema>;

/** Whether a year record carries its figures yet (Term III fully evaluated, or transferred). */
export const hasYearFigures = (year: Pick<YearReportRecord, 'percent'>): boolean =>
  year.percent.yearPercent !== null;

export const sectionRecordSchema = z.object({
  sec: z.enum(FACP_GROUP_CODES),
  yearReport: z.array(yearReportRecordSchema),
});
export type SectionRecord = z.infer<typeof sectionRecordSchema>;

/** GET /teacher/getStudentbyId: the progress record. */
export const progressRecordSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  currTerm: z.enum(TERMS),
  currYear: z.enum(YEARS),
  currSection: z.enum(FACP_GROUP_CODES),
  status: z.enum(['active', 'completed', 'left']),
  section: z.array(sectionRecordSchema),
});
export type ProgressRecord = z.infer<typeof progressRecordSchema>;

/** The history record of the four history calls: the progress record without per-item answers. */
export const historyRecordSchema = progressRecordSchema.extend({
  classId: z.string(),
  /** When and why a student who left was withdrawn (decisions §7); the server sends null otherwise. */
  leftOn: z.string().nullable().optional(),
  leftReason: z.string().nullable().optional(),
  /**
   * Issue 19 (decisions §15): whether the guardian's consent is on record; while it is pending
   * the full record is not printed, as the details are not.
   */
  consent: z.enum(CONSENT_STATUSES).optional(),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

export const HISTORY_MESSAGES = {
  notFound: 'Student data not found or still in 1st Year',
  stillFirstYear: 'Student is still in 1st Year',
  noData: 'No data available for the selected year or term reports.',
  notOwn: 'You can only see your own history.',
} as const;
