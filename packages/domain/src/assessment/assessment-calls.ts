import { z } from 'zod';
import { CATEGORIES, type Category } from './categories.js';
import { FACP_GROUP_CODES, SECTION_HEADER_MESSAGE } from '../shared/classes.js';
import { termCountsSchema } from './answer-counts.js';
import { ANSWERS, RECREATIONAL_ANSWERS } from './scoring.js';
import { TERMS } from '../shared/terms.js';
import { YEARS } from '../shared/classes.js';
import { multiLineText, singleLineText } from '../shared/text.js';
import { CONSENT_STATUSES } from '../consent/consent.js';

/*
 * The student progress record (spec section 3) and the teacher calls that read and write it
 * (spec section 7), with the exact field names of the spec.
 */

export const QA_TYPES = [
  'personalQA',
  'socialQA',
  'occupationalQA',
  'recreationalQA',
  'academicQA',
] as const;
export type QaType = (typeof QA_TYPES)[number];
export const qaTypeOf = (category: Category): QaType => `${category}QA` as QaType;
export const categoryOfQaType = (type: QaType): Category => type.slice(0, -2) as Category;

export const COMMENT_TYPES = [
  'termComment',
  'personalComment',
  'socialComment',
  'academicComment',
  'occupationalComment',
  'recreationalComment',
] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

export const PROGRESS_MESSAGES = {
  selectAll: 'Select all answers',
  checklistSubmitted: 'checklist submitted',
  termEvaluated: 'Term evaluated',
  transferred: 'Comments saved successfully..!',
  confirmTitle: 'Confirm submission',
  confirmText: "You won't be able to view or edit this student after this point.",
  noStudents: 'No students registered under teacher',
  stale:
    'This checklist was changed in another window since you opened it. Reload to see the latest answers, then make your change again.',
  staleComment:
    'This comment was changed elsewhere since you opened this page. Reload to see the saved comment, then submit yours again if it should replace it.',
  notYourStudent: 'This student is not in one of your classes.',
  notCurrentYear: "Only the student's current section and year can be changed.",
  termMissing: 'This term has not started yet.',
  notEvaluated: 'Evaluate this checklist before adding comments.',
  termIncomplete: 'Evaluate all five checklists before submitting the term.',
  yearIncomplete: 'The year is complete only when Term III has all five checklists evaluated.',
  alreadyTransferred: 'This year has already been submitted and transferred.',
  questionsChanged: 'The checklist questions do not match this term report. Reload and try again.',
  badAnswer: 'Choose one of the listed answers.',
  noItems:
    "This area has no checklist items yet: the question bank has none for this student's group. Ask the admin to import the group's FACP items, then open the checklist again.",
  commentTooLong: 'Comments can be at most 2000 characters.',
  idMismatch: 'The id in the request does not match your session.',
} as const;

const id = z
  .string({ error: 'id is required.' })
  .trim()
  .min(1, 'id is required.')
  .max(64, 'id is too long.')
  .check(singleLineText('id'));
const section = z.enum(FACP_GROUP_CODES, { error: SECTION_HEADER_MESSAGE });
const year = z.enum(YEARS, { error: 'year must be 1, 2 or 3.' });
const term = z.enum(TERMS, { error: 'term must be Entry, I, II or III.' });
const comment = (label: string) =>
  z.string().trim().max(2000, PROGRESS_MESSAGES.commentTooLong).check(multiLineText(label));

/** Header `id` of the teacher calls (a teacherId or a regNo, depending on the call). */
export const idHeaderSchema = z.object({ id });
/** Headers of GET /teacher/evaluate. */
export const evaluateHeadersSchema = z.object({
  id,
  section,
  year,
  term,
  type: z.enum(QA_TYPES, {
    error: 'type must be one of personalQA, socialQA, occupationalQA, recreationalQA, academicQA.',
  }),
});
/** Headers of POST /teacher/yearEndTransfer. */
export const transferHeadersSchema = z.object({ id, section, year });

const answerValue = z.union(
  [z.enum(ANSWERS), z.enum(RECREATIONAL_ANSWERS), z.literal(''), z.null()],
  {
    error: PROGRESS_MESSAGES.badAnswer,
  },
);

/** POST /teacher/eval/form. `revision` (ours) lets a stale screen be refused instead of overwriting. */
export const evalFormRequestSchema = z.object({
  type: z.enum(QA_TYPES, {
    error: 'type must be one of personalQA, socialQA, occupationalQA, recreationalQA, academicQA.',
  }),
  id,
  section,
  year,
  term,
  revision: z.number().int().positive().optional(),
  data: z.object({
    username: z.string().max(64).check(singleLineText('username')).optional(),
    questions: z
      .array(
        z.object({
          question: z
            .string()
            .trim()
            .min(1, 'A question cannot be empty.')
            .max(500, 'A question can be at most 500 characters.')
            // Bank questions may hold new lines (import, editor); the term's copy must match.
            .check(multiLineText('Question')),
          answer: answerValue.optional(),
        }),
      )
      .max(600, 'Too many questions.'),
  }),
});
export type EvalFormRequest = z.infer<typeof evalFormRequestSchema>;

/**
 * POST /teacher/termTypeComment. `type` is termComment or a category comment (or its category).
 * `revision` (ours, optional as for checklist saves): the term report's revision the comment was
 * written against; an older one is refused (409) instead of overwriting a newer comment.
 */
export const termCommentRequestSchema = z.object({
  id,
  section,
  year,
  term,
  revision: z.number().int().positive().optional(),
  // A category (`personal`) or its checklist type (`personalQA`, what the original client sends
  // from the five checklist screens) names that category's comment.
  type: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const category = v.endsWith('QA') ? v.slice(0, -2) : v;
      return (CATEGORIES as readonly string[]).includes(category) ? `${category}Comment` : v;
    },
    z.enum(COMMENT_TYPES, { error: 'type must be termComment or a category comment.' }),
  ),
  comments: comment('Comments'),
});
export type TermCommentRequest = z.infer<typeof termCommentRequestSchema>;

/** The order of the six year comments when a client sends them as an array (the spec's). */
export const YEAR_COMMENT_ORDER = [
  'year',
  'personal',
  'occupational',
  'academic',
  'social',
  'recreational',
] as const;

/**
 * POST /teacher/yearEndTransfer body: the six year comments, as an object or as the spec's array
 * of six strings in YEAR_COMMENT_ORDER (what the original client sends).
 */
export const yearEndTransferRequestSchema = z.object({
  comments: z.preprocess(
    (v) =>
      Array.isArray(v) && v.length <= YEAR_COMMENT_ORDER.length
        ? Object.fromEntries(YEAR_COMMENT_ORDER.map((key, i) => [key, v[i] ?? '']))
        : v,
    z.object(
      {
        year: comment('Year comment').default(''),
        personal: comment('Personal comment').default(''),
        occupational: comment('Occupational comment').default(''),
        academic: comment('Academic comment').default(''),
        social: comment('Social comment').default(''),
        recreational: comment('Recreational comment').default(''),
      },
      { error: 'comments must be six strings or an object of the six year comments.' },
    ),
  ),
});
export type YearEndTransferRequest = z.infer<typeof yearEndTransferRequestSchema>;

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

/** GET /teacher/getStudents: the teacher's students grouped by class. */
const teacherStudent = z.object({
  _id: z.string(),
  regNo: z.string(),
  name: z.string(),
  classId: z.string(),
});
/**
 * GET /teacher/getStudents: `data`, the teacher's students grouped by class (classes with
 * students, in class order; the web app reads it), and `students`, one array per class of the
 * teacher in getTeacher's order (what the original client reads).
 */
export const teacherStudentsSchema = z.object({
  data: z.array(
    z.object({ classId: z.string(), className: z.string(), students: z.array(teacherStudent) }),
  ),
  students: z.array(z.array(teacherStudent)),
});
export type TeacherStudents = z.infer<typeof teacherStudentsSchema>;

/**
 * GET /teacher/evaluate. `result` in the spec's shape: the percent itself for the four percent
 * categories, `{ mode }` for recreational (what the original client reads). Beside it, ours:
 * `percent`, `mode` and the answer `counts`, which the web app reads.
 */
export const evaluateResponseSchema = z.object({
  msg: z.string(),
  result: z.union([z.number(), z.object({ mode: z.string() })]),
  percent: z.number().nullable(),
  mode: z.string().nullable(),
  counts: z.record(z.string(), z.number()),
  revision: z.number().int(),
  termComplete: z.boolean(),
  nextTerm: z.enum(TERMS).nullable(),
  /**
   * Issue 31 part 4: the area's open goals whose last three probes reached the target. Only a
   * suggestion: the teacher confirms by answering the item at the target on this checklist.
   */
  suggestedMet: z
    .array(z.object({ goalId: z.number().int(), question: z.string(), target: z.string() }))
    .optional(),
});
export type EvaluateResponse = z.infer<typeof evaluateResponseSchema>;

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

/** GET /teacher/getTeacher. */
export const teacherRecordResponseSchema = z.object({
  data: z.object({ teacherId: z.string(), teacherName: z.string(), classId: z.array(z.string()) }),
});
export type TeacherRecordResponse = z.infer<typeof teacherRecordResponseSchema>;

/** GET /teacher/evaluate/questions. */
export const evaluateQuestionsResponseSchema = z.object({
  data: z.object({ section: z.array(sectionRecordSchema) }),
});
export type EvaluateQuestionsResponse = z.infer<typeof evaluateQuestionsResponseSchema>;

/** POST /teacher/eval/form and POST /teacher/termTypeComment. */
export const msgRevisionResponseSchema = z.object({ msg: z.string(), revision: z.number().int() });
export type MsgRevisionResponse = z.infer<typeof msgRevisionResponseSchema>;

/** POST /teacher/yearEndTransfer. */
export const yearEndTransferResponseSchema = z.object({
  msg: z.string(),
  outcome: z.enum(['pass', 'repeat', 'promoted', 'completed', 'review']),
  currSection: z.string().nullable(),
  currYear: z.string().nullable(),
  figures: z.object({
    personalPercent: z.number(),
    socialPercent: z.number(),
    academicPercent: z.number(),
    occupationalPercent: z.number(),
    mode: z.string().nullable(),
    yearPercent: z.number(),
  }),
});
export type YearEndTransferResponse = z.infer<typeof yearEndTransferResponseSchema>;
