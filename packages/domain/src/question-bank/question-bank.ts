import { z } from 'zod';
import { CATEGORIES } from '../assessment/categories.js';
import { FACP_GROUP_CODES, SECTIONS, type Section } from '../shared/classes.js';
import { multiLineText, singleLineText } from '../shared/text.js';

/*
 * The question bank (decisions §6): per section and category an ordered list of checklist items.
 * Every change saves a new, immutable version of that list; an item keeps its id across versions,
 * so a term report can say exactly which items it asked (decisions §3).
 */

export const QUESTION_MAX_LENGTH = 500;
export const QUESTION_LIST_MAX_ITEMS = 500;
export const VERSION_NOTE_MAX_LENGTH = 200;

/** How a version came to be. */
export const QUESTION_BANK_SOURCES = ['sample', 'import', 'edit'] as const;
export type QuestionBankSource = (typeof QUESTION_BANK_SOURCES)[number];

export const SAMPLE_BANK_NOTE = "Sample bank — replace with the institute's FACP items";

/**
 * The groups the team's sample bank has items for: the spec's three. It has none for the four
 * later FACP groups (Secondary, Prevocational-I, Prevocational-II, Care group, issue 29): an
 * institute that enables one imports its own items for it.
 */
export const SAMPLE_BANK_GROUPS: readonly Section[] = SECTIONS;

/**
 * Column headings of the import and export sheet, in order. The last one, the item's Hindi text
 * (decisions §13), is optional on import (sheets made before it still import) and always exported.
 */
export const QUESTION_SHEET_HEADERS = [
  'Section',
  'Category',
  'No',
  'Question',
  'Question (hi)',
] as const;
/** The headings an imported sheet must have. */
export const QUESTION_SHEET_REQUIRED_HEADERS = ['Section', 'Category', 'No', 'Question'] as const;
export const QUESTION_EXPORT_FILENAME = 'question-bank.xlsx';

export const QUESTION_BANK_MESSAGES = {
  sectionInvalid: `Section must be one of the FACP groups: ${FACP_GROUP_CODES.join(', ')}.`,
  groupNotEnabled: (allowed: readonly string[]) =>
    `Section must be one of the institute's enabled groups: ${allowed.join(', ')}.`,
  categoryInvalid: 'Category must be personal, social, academic, occupational or recreational.',
  questionEmpty: 'A question cannot be empty.',
  questionTooLong: `A question can be at most ${QUESTION_MAX_LENGTH} characters.`,
  questionHiTooLong: `A Hindi question can be at most ${QUESTION_MAX_LENGTH} characters.`,
  questionHiInvalid: 'The Hindi question must be text or null.',
  listEmpty: 'Keep at least one question in the list.',
  listTooLong: `A list can hold at most ${QUESTION_LIST_MAX_ITEMS} questions.`,
  itemTwice: 'The same item appears twice in the list.',
  itemInvalid: 'Item ids are positive whole numbers.',
  noteTooLong: `The version note can be at most ${VERSION_NOTE_MAX_LENGTH} characters.`,
  baseVersionInvalid: 'Base version must be the version number you edited, or null.',
  itemNotInList: 'An item in the list belongs to another section or category.',
  stale:
    'Someone else changed this list since you opened it. Reload the page and make your change again.',
  versionIdInvalid: 'Version id must be a positive whole number.',
  versionNotFound: 'No question bank version has this id.',
  saved: 'Saved as a new version.',
  unchanged: 'No changes to save.',
  imported: 'Question bank imported.',
  importedUnchanged: 'The file matches the current bank; nothing changed.',
} as const;

const sectionField = z.enum(FACP_GROUP_CODES, { error: QUESTION_BANK_MESSAGES.sectionInvalid });
const categoryField = z.enum(CATEGORIES, { error: QUESTION_BANK_MESSAGES.categoryInvalid });

/** Path parameters naming one list: `/admin/questions/:section/:category/versions`. */
export const questionListParamsSchema = z.object({
  section: sectionField,
  category: categoryField,
});
export type QuestionListParams = z.infer<typeof questionListParamsSchema>;

/**
 * PUT /admin/questions/:section/:category: the section is a group code here, and the server
 * checks it is one of the institute's enabled groups (a 400 naming them, issue 29).
 */
export const saveQuestionListParamsSchema = z.object({
  section: z
    .string({ error: QUESTION_BANK_MESSAGES.sectionInvalid })
    .max(40, QUESTION_BANK_MESSAGES.sectionInvalid)
    .regex(/^[a-z][a-z0-9]*$/, QUESTION_BANK_MESSAGES.sectionInvalid),
  category: categoryField,
});

export const questionVersionParamsSchema = z.object({
  versionId: z.coerce
    .number({ error: QUESTION_BANK_MESSAGES.versionIdInvalid })
    .int(QUESTION_BANK_MESSAGES.versionIdInvalid)
    .positive(QUESTION_BANK_MESSAGES.versionIdInvalid)
    .max(2_147_483_647, QUESTION_BANK_MESSAGES.versionIdInvalid),
});

/**
 * One item of a version: its stable id, its number (1, 2, …) and its wording in that version,
 * in English and, when the institute has given one, in Hindi (null otherwise).
 */
export const questionItemSchema = z.object({
  itemId: z.number().int(),
  no: z.number().int(),
  question: z.string(),
  questionHi: z.string().nullable(),
});
export type QuestionItem = z.infer<typeof questionItemSchema>;

/** An item that an earlier version asked and the current one does not, with its last wording. */
export const retiredQuestionSchema = z.object({
  itemId: z.number().int(),
  question: z.string(),
  questionHi: z.string().nullable(),
  lastVersion: z.number().int(),
});
export type RetiredQuestion = z.infer<typeof retiredQuestionSchema>;

const versionFields = {
  versionId: z.number().int(),
  section: z.enum(FACP_GROUP_CODES),
  category: z.enum(CATEGORIES),
  version: z.number().int(),
  source: z.enum(QUESTION_BANK_SOURCES),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
};

/** GET /admin/questions/versions/:versionId: one immutable version with its items. */
export const questionVersionSchema = z.object({
  ...versionFields,
  items: z.array(questionItemSchema),
});
export type QuestionVersion = z.infer<typeof questionVersionSchema>;

/** GET /admin/questions/:section/:category/versions: the list's history, newest first. */
export const questionHistorySchema = z.object({
  data: z.array(z.object({ ...versionFields, itemCount: z.number().int() })),
});
export type QuestionHistory = z.infer<typeof questionHistorySchema>;

/** The current list of one section and category; version fields are null while it has none. */
export const questionListSchema = z.object({
  section: z.enum(FACP_GROUP_CODES),
  category: z.enum(CATEGORIES),
  versionId: z.number().int().nullable(),
  version: z.number().int().nullable(),
  source: z.enum(QUESTION_BANK_SOURCES).nullable(),
  note: z.string().nullable(),
  createdAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  items: z.array(questionItemSchema),
  retired: z.array(retiredQuestionSchema),
});
export type QuestionList = z.infer<typeof questionListSchema>;

/** A group the bank has lists for: an enabled one, with its names (the table's) and items. */
export const questionBankGroupSchema = z.object({
  code: z.enum(FACP_GROUP_CODES),
  names: z.object({ en: z.string(), hi: z.string() }),
  /** Items in its five current lists together (0: no checklist can be filled yet). */
  items: z.number().int(),
  /** Whether the team's sample bank has items for it (SAMPLE_BANK_GROUPS). */
  inSample: z.boolean(),
});
export type QuestionBankGroup = z.infer<typeof questionBankGroupSchema>;

/**
 * GET /admin/questions: the five lists of every enabled group, groups in the institute's order
 * then categories in their fixed order, and those groups.
 */
export const questionBankSchema = z.object({
  data: z.array(questionListSchema),
  groups: z.array(questionBankGroupSchema),
});
export type QuestionBank = z.infer<typeof questionBankSchema>;

/**
 * PUT /admin/questions/:section/:category: the whole ordered list as it should be. An entry with
 * an itemId keeps that item (edited or not); one without adds a new item; an item of the current
 * list that is left out is retired. `baseVersion` is the version the edit started from, so a
 * change made meanwhile by someone else is refused instead of overwritten.
 */
export const saveQuestionListRequestSchema = z.object({
  baseVersion: z
    .number({ error: QUESTION_BANK_MESSAGES.baseVersionInvalid })
    .int(QUESTION_BANK_MESSAGES.baseVersionInvalid)
    .min(1, QUESTION_BANK_MESSAGES.baseVersionInvalid)
    .nullable(),
  note: z
    .string({ error: QUESTION_BANK_MESSAGES.noteTooLong })
    .trim()
    .max(VERSION_NOTE_MAX_LENGTH, QUESTION_BANK_MESSAGES.noteTooLong)
    .check(singleLineText('The version note'))
    .optional(),
  items: z
    .array(
      z.object({
        itemId: z
          .number({ error: QUESTION_BANK_MESSAGES.itemInvalid })
          .int(QUESTION_BANK_MESSAGES.itemInvalid)
          .positive(QUESTION_BANK_MESSAGES.itemInvalid)
          .max(2_147_483_647, QUESTION_BANK_MESSAGES.itemInvalid)
          .optional(),
        question: z
          .string({ error: QUESTION_BANK_MESSAGES.questionEmpty })
          .trim()
          .min(1, QUESTION_BANK_MESSAGES.questionEmpty)
          .max(QUESTION_MAX_LENGTH, QUESTION_BANK_MESSAGES.questionTooLong)
          .check(multiLineText('Question')),
        /**
         * The Hindi text: "" or null for none; left out, an item keeps the Hindi text it has
         * (a client that knows nothing of it does not wipe it).
         */
        questionHi: z
          .string({ error: QUESTION_BANK_MESSAGES.questionHiInvalid })
          .trim()
          .max(QUESTION_MAX_LENGTH, QUESTION_BANK_MESSAGES.questionHiTooLong)
          .check(multiLineText('Question (Hindi)'))
          .nullable()
          .optional(),
      }),
      { error: QUESTION_BANK_MESSAGES.listEmpty },
    )
    .min(1, QUESTION_BANK_MESSAGES.listEmpty)
    .max(QUESTION_LIST_MAX_ITEMS, QUESTION_BANK_MESSAGES.listTooLong)
    .refine(
      (items) => {
        const ids = items.flatMap((item) => (item.itemId === undefined ? [] : [item.itemId]));
        return new Set(ids).size === ids.length;
      },
      { message: QUESTION_BANK_MESSAGES.itemTwice },
    ),
});
export type SaveQuestionListRequest = z.infer<typeof saveQuestionListRequestSchema>;

export const saveQuestionListResponseSchema = z.object({
  msg: z.string(),
  changed: z.boolean(),
  list: questionListSchema,
});
export type SaveQuestionListResponse = z.infer<typeof saveQuestionListResponseSchema>;

/** POST /admin/questions/import: what happened to each section and category in the file. */
export const importQuestionsResponseSchema = z.object({
  msg: z.string(),
  categories: z.array(
    z.object({
      section: z.enum(FACP_GROUP_CODES),
      category: z.enum(CATEGORIES),
      /** The current version after the import (a new one only when `changed`). */
      version: z.number().int(),
      items: z.number().int(),
      changed: z.boolean(),
      added: z.number().int(),
      retired: z.number().int(),
    }),
  ),
});
export type ImportQuestionsResponse = z.infer<typeof importQuestionsResponseSchema>;
