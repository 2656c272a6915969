import { z } from 'zod';
import { ORIGINAL_COLLECTIONS, type OriginalCollection } from './original-export.js';

/**
 * The import's report (issue 32 part 3): counts per collection and every value changed, dropped
 * or refused, each with the document's `_id` and field. Reasons name fields and figures, never a
 * person's data, so the report may be read on a console.
 */
export type ImportNote = {
  collection: OriginalCollection;
  /** The document's `_id`. */
  id: string;
  /** A path inside the document, '' for the whole document. */
  field: string;
  /** changed: imported differently; dropped: left out; refused: the document is not imported. */
  kind: 'changed' | 'dropped' | 'refused' | 'skipped';
  reason: string;
};

export type ImportCounts = {
  /** Documents read per collection. */
  read: Record<OriginalCollection, number>;
  teachers: number;
  pendingTeachers: number;
  students: number;
  completedStudents: number;
  termReports: number;
  yearReports: number;
  staffAccounts: number;
  /** Accounts given a temporary password (teachers, students, staff). */
  accounts: number;
};

export type ImportReport = {
  dryRun: boolean;
  /** Where the import writes (the database's kind and place, no password). */
  target: string;
  counts: ImportCounts;
  /** Teacher ids and registration numbers already in Pragati (they refuse a run without --skip-existing). */
  existing: string[];
  notes: ImportNote[];
};

export const ORIGINAL_IMPORT_MESSAGES = {
  existing: (ids: readonly string[]) =>
    `Already in Pragati: ${ids.join(', ')}. Nothing was written. Run again with --skip-existing to import the rest.`,
  notDocuments: 'Each collection must be a list of documents.',
  tooManyDocuments: 'Too many documents in one collection.',
  dryRun: 'dryRun must be true or false.',
  skipExisting: 'skipExisting must be true or false.',
  collections: `collections must hold ${ORIGINAL_COLLECTIONS.join(', ')}.`,
  raced:
    'Another import or upload wrote the same ids meanwhile. Nothing was written: run the import again.',
  missingFile: (file: string) => `${file} is missing from the export folder.`,
  badFile: (file: string, problem: string) => `${file}: ${problem}.`,
} as const;

/** The report as plain lines: counts, then one line per note (ids and fields only). */
export function reportLines(report: ImportReport): string[] {
  const { counts } = report;
  const read = Object.entries(counts.read)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  const lines = [
    `${report.dryRun ? 'Dry run (nothing written)' : 'Imported'} into ${report.target}.`,
    `Read: ${read}.`,
    `${report.dryRun ? 'Would create' : 'Created'}: ${counts.teachers} teachers, ${counts.pendingTeachers} pending teacher rows, ` +
      `${counts.students} students (${counts.completedStudents} completed), ${counts.termReports} term reports, ` +
      `${counts.yearReports} year reports, ${counts.staffAccounts} staff accounts; ${counts.accounts} temporary passwords.`,
  ];
  const by = (kind: ImportNote['kind']) => report.notes.filter((n) => n.kind === kind).length;
  lines.push(
    `Notes: ${by('changed')} changed, ${by('dropped')} dropped, ${by('refused')} refused, ${by('skipped')} skipped.`,
  );
  if (report.existing.length) lines.push(ORIGINAL_IMPORT_MESSAGES.existing(report.existing));
  for (const n of report.notes) {
    lines.push(`${n.kind}\t${n.collection}\t${n.id}\t${n.field || '-'}\t${n.reason}`);
  }
  return lines;
}

/** At most this many documents per collection in one request (the command's through-server mode). */
export const ORIGINAL_IMPORT_MAX_DOCS = 100_000;

const collectionDocs = z
  .array(z.record(z.string(), z.unknown()), {
    error: 'Each collection must be a list of documents.',
  })
  .max(ORIGINAL_IMPORT_MAX_DOCS, ORIGINAL_IMPORT_MESSAGES.tooManyDocuments);

/**
 * POST /admin/import-original (issue 32): the six collections as the command read them, for a
 * server that holds the embedded database. Each document's text is checked by the rules of the
 * field it fills (registration, teacher upload).
 */
export const originalImportRequestSchema = z.strictObject({
  dryRun: z.boolean({ error: ORIGINAL_IMPORT_MESSAGES.dryRun }),
  skipExisting: z.boolean({ error: ORIGINAL_IMPORT_MESSAGES.skipExisting }).default(false),
  collections: z.strictObject(
    Object.fromEntries(ORIGINAL_COLLECTIONS.map((c) => [c, collectionDocs])) as Record<
      OriginalCollection,
      typeof collectionDocs
    >,
    { error: ORIGINAL_IMPORT_MESSAGES.collections },
  ),
});
export type OriginalImportRequest = z.infer<typeof originalImportRequestSchema>;
