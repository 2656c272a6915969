import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instituteColumn } from './institutes.js';

// Spelled out rather than imported from the domain package: drizzle-kit loads this file alone.
// The FACP's seven groups (domain FACP_GROUP_CODES, issue 29).
const SECTION_CODES = [
  'preprimary',
  'primary1',
  'primary2',
  'secondary',
  'prevocational1',
  'prevocational2',
  'care',
] as const;
const CATEGORY_CODES = ['personal', 'social', 'academic', 'occupational', 'recreational'] as const;

/**
 * A checklist item's identity, stable across versions: the wording lives in each version, so an
 * edit keeps the id and a term report can say which item it asked (decisions §3, §6).
 */
export const questionItems = pgTable('question_items', {
  id: serial('id').primaryKey(),
  section: text('section', { enum: SECTION_CODES }).notNull(),
  category: text('category', { enum: CATEGORY_CODES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  instituteId: instituteColumn(),
});

/**
 * One saved state of a section and category's list. Versions are never changed or deleted (a
 * trigger refuses it); the current list is the highest version number.
 */
export const questionBankVersions = pgTable(
  'question_bank_versions',
  {
    id: serial('id').primaryKey(),
    section: text('section', { enum: SECTION_CODES }).notNull(),
    category: text('category', { enum: CATEGORY_CODES }).notNull(),
    /** 1, 2, 3, … per section and category. */
    version: integer('version').notNull(),
    source: text('source', { enum: ['sample', 'import', 'edit'] }).notNull(),
    note: text('note'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * False while an import writes the version's entries a few hundred at a time (issue 26 item
     * 2); one short transaction then publishes all of the import's versions at once. Readers see
     * published versions only, so an import cut off half-way leaves the bank as it was.
     */
    published: boolean('published').notNull().default(true),
    instituteId: instituteColumn(),
  },
  (t) => [
    uniqueIndex('question_bank_versions_list_key')
      .on(t.section, t.category, t.version)
      .where(sql`published`),
  ],
);

/** The items of a version, in order, each with its wording in that version. */
export const questionBankEntries = pgTable(
  'question_bank_entries',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => questionBankVersions.id),
    /** 1, 2, 3, … in the order the checklist asks them. */
    position: integer('position').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => questionItems.id),
    question: text('question').notNull(),
    /** The Hindi text of the item in this version (decisions §13); null when none was given. */
    questionHi: text('question_hi'),
    instituteId: instituteColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.position] }),
    uniqueIndex('question_bank_entries_version_item_key').on(t.versionId, t.itemId),
    index('question_bank_entries_item_idx').on(t.itemId),
  ],
);
