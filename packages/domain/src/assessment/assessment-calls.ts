import { z } from 'zod';
import { CATEGORIES, type Category } from './categories.js';
import { FACP_GROUP_CODES, SECTION_HEADER_MESSAGE } from '../shared/classes.js';
import { ANSWERS, RECREATIONAL_ANSWERS } from './scoring.js';
import { sectionRecordSchema } from './progress-record.js';
import { TERMS } from '../shared/terms.js';
import { YEARS } from '../shared/classes.js';
import { multiLineText, singleLineText } from '../shared/text.js';

/*
 * The teacher calls that read and write the student progress record (spec section 7), with the
 * exact field names of the spec. The record itself is in progress-record.ts.
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
