import { z } from 'zod';
import { isIsoDate, previousDay } from '../shared/calendar.js';
import {
  DEFAULT_PROGRAMME_STRUCTURE,
  enabledGroups,
  type ProgrammeStructure,
} from '../programme-structure/programme-structure.js';
import type { Section } from '../shared/classes.js';
import {
  AADHAAR_LENGTH,
  MOBILE_LENGTH,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_FIELDS,
  REGISTRATION_MESSAGES,
  type RegistrationField,
} from '../student-records/registration-rules.js';
import {
  SEX_LABELS,
  SEXES,
  studentRegistrationSchema,
} from '../student-records/student-registration.js';
import { isDateInRange, singleLineText } from '../shared/text.js';

// Bulk student import (issue 14 part 5): one sheet row is the registration wizard's step 1. A row
// is valid exactly when the wizard's own schema (studentRegistrationSchema) accepts it; the checks
// below only name every reason at once, per column, where the wizard stops at the first.

/**
 * The template's columns, in order: the wizard's step-1 fields, labelled as on the form (one
 * list, registration-rules.ts, so the sheet and the form cannot drift apart).
 */
export const STUDENT_IMPORT_FIELDS = REGISTRATION_FIELDS;
export type StudentImportField = RegistrationField;
export const STUDENT_IMPORT_HEADERS = REGISTRATION_FIELD_LABELS;

export const STUDENT_IMPORT_TEMPLATE_FILENAME = 'student-import-template.xlsx';
export const STUDENT_CREDENTIALS_FILENAME = 'student-credentials.xlsx';

/** One row as text, as read from the sheet or typed into the fix form. */
export type StudentImportRow = Record<StudentImportField, string>;

/** A reason a row cannot be registered; `row` when it belongs to no one column. */
export type ImportProblem = { field: StudentImportField | 'row'; message: string };

export const STUDENT_IMPORT_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  sex: `Sex must be ${SEXES.map((s) => SEX_LABELS[s])
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1')}.`,
  /** `names`: the institute's enabled groups (issue 29), "Preprimary, Primary-I or Primary-II". */
  section: (names: string) => `Class must be ${names}.`,
  repeated: (regNo: string, row: number) =>
    `Registration number ${regNo} is also in row ${row} of this sheet.`,
  noHeader: 'The sheet has no header row with a "Registration Number" column; use the template.',
  // One message per number, so each is in the catalog (missingColumnsMessage picks).
  missingColumn: (name: string) => `The sheet is missing the column ${name}; use the template.`,
  missingColumns: (names: string) => `The sheet is missing the columns ${names}; use the template.`,
  noRows: 'The sheet has no student rows.',
  notFound: 'This row is no longer pending.',
  deleted: (rowNumber: number) => `Row ${rowNumber} deleted.`,
  saved: (rowNumber: number) => `Row ${rowNumber} saved.`,
} as const;

/** The sheet lacks these columns (by their header names). */
export function missingColumnsMessage(names: readonly string[]): string {
  return names.length === 1
    ? STUDENT_IMPORT_MESSAGES.missingColumn(names[0]!)
    : STUDENT_IMPORT_MESSAGES.missingColumns(names.join(', '));
}

export function importSummaryMessage(counts: {
  registered: number;
  pending: number;
  duplicates: number;
  reissued?: number;
}): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const reissued = counts.reissued ?? 0;
  const again = !reissued
    ? ''
    : reissued === 1
      ? ' 1 student who had never signed in got a new temporary password; the earlier one no longer works.'
      : ` ${reissued} students who had never signed in got new temporary passwords; the earlier ones no longer work.`;
  return [
    `${plural(counts.registered, 'student', 'students')} registered`,
    `${plural(counts.pending, 'row', 'rows')} kept to fix`,
    `${plural(counts.duplicates, 'duplicate', 'duplicates')} skipped`,
  ]
    .join(', ')
    .concat('.', again);
}

/** The problem as one line, naming its column: what the pending table and the sheet show. */
export const importProblemText = (problem: ImportProblem) =>
  problem.field === 'row'
    ? problem.message
    : `${STUDENT_IMPORT_HEADERS[problem.field]}: ${problem.message}`;

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Male / Female / Other, or their first letter, in any case; null when it is none of them. */
export function importSex(text: string): (typeof SEXES)[number] | null {
  const key = squash(text);
  return SEXES.find((sex) => sex === key || sex[0] === key) ?? null;
}

/**
 * One of the institute's enabled groups by its code or English name, or its year-1 class code
 * (`secondary_1`); the Hindi name as written. Null for anything else.
 */
export function importSection(
  text: string,
  structure: ProgrammeStructure = DEFAULT_PROGRAMME_STRUCTURE,
): Section | null {
  const key = squash(text);
  const found = enabledGroups(structure).find(
    (g) =>
      squash(g.code) === key ||
      squash(g.names.en) === key ||
      `${g.code}1` === key ||
      g.names.hi === text.trim(),
  );
  return (found?.code as Section | undefined) ?? null;
}

/** The section message for the institute's enabled groups: "Preprimary, Primary-I or Primary-II". */
export function importSectionMessage(
  structure: ProgrammeStructure = DEFAULT_PROGRAMME_STRUCTURE,
): string {
  const names = enabledGroups(structure).map((g) => g.names.en);
  return STUDENT_IMPORT_MESSAGES.section(names.join(', ').replace(/, ([^,]*)$/, ' or $1'));
}

/** Spaces and hyphens are how people group digits ("1234 5678 9012"); they carry nothing. */
const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The registration request a valid row makes: the wizard's body with step 2 left empty. */
export function importRowRegistration(
  row: StudentImportRow,
  structure: ProgrammeStructure = DEFAULT_PROGRAMME_STRUCTURE,
) {
  return {
    formData: {
      details: {
        info: {
          regNo: row.regNo,
          name: row.name,
          regDate: row.regDate,
          dob: row.dob,
          sex: importSex(row.sex) ?? row.sex,
          aadharNo: digitsOf(row.aadharNo),
          mobileNo: digitsOf(row.mobileNo),
        },
      },
      stdCred: { section: importSection(row.section, structure) ?? row.section, year: '1' },
    },
  };
}

const REG_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

function dateProblems(row: StudentImportRow, today: string): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const yesterday = previousDay(today);
  const dobOk = isIsoDate(row.dob);
  const regOk = isIsoDate(row.regDate);
  if (row.dob && !dobOk)
    problems.push({ field: 'dob', message: REGISTRATION_MESSAGES.invalidDate });
  if (row.regDate && !regOk)
    problems.push({ field: 'regDate', message: REGISTRATION_MESSAGES.invalidDate });
  if (dobOk) {
    if (row.dob >= yesterday)
      problems.push({ field: 'dob', message: REGISTRATION_MESSAGES.dobNotBeforeToday });
    else if (!isDateInRange(row.dob))
      problems.push({ field: 'dob', message: REGISTRATION_MESSAGES.dateOutOfRange });
  }
  if (regOk) {
    if (row.regDate > yesterday)
      problems.push({ field: 'regDate', message: REGISTRATION_MESSAGES.regDateNotBeforeToday });
    else if (dobOk && row.regDate < row.dob)
      problems.push({ field: 'regDate', message: REGISTRATION_MESSAGES.regBeforeDob });
    else if (!isDateInRange(row.regDate))
      problems.push({ field: 'regDate', message: REGISTRATION_MESSAGES.dateOutOfRange });
  }
  return problems;
}

/**
 * Every reason the row cannot be registered, in column order; none means the wizard's schema
 * accepts `importRowRegistration(row)` (checked last, so the two can never disagree).
 * `today` is the institute's date (`instituteDate(now)`).
 */
export function studentImportProblems(
  row: StudentImportRow,
  today: string,
  structure: ProgrammeStructure = DEFAULT_PROGRAMME_STRUCTURE,
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const field of STUDENT_IMPORT_FIELDS) {
    if (!row[field].trim()) {
      problems.push({
        field,
        message: STUDENT_IMPORT_MESSAGES.required(STUDENT_IMPORT_HEADERS[field]),
      });
    }
  }
  const filled = (field: StudentImportField) => row[field].trim() !== '';
  if (filled('regNo') && !REG_NO_PATTERN.test(row.regNo))
    problems.push({ field: 'regNo', message: REGISTRATION_MESSAGES.regNoCharacters });
  if (row.name.length > 120)
    problems.push({ field: 'name', message: REGISTRATION_MESSAGES.tooLong });
  problems.push(...dateProblems(row, today));
  if (filled('sex') && !importSex(row.sex))
    problems.push({ field: 'sex', message: STUDENT_IMPORT_MESSAGES.sex });
  if (filled('aadharNo') && !new RegExp(`^\\d{${AADHAAR_LENGTH}}$`).test(digitsOf(row.aadharNo)))
    problems.push({ field: 'aadharNo', message: REGISTRATION_MESSAGES.aadhaar });
  if (filled('mobileNo') && !new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(digitsOf(row.mobileNo)))
    problems.push({ field: 'mobileNo', message: REGISTRATION_MESSAGES.mobile });
  if (filled('section') && !importSection(row.section, structure))
    problems.push({ field: 'section', message: importSectionMessage(structure) });

  // The wizard's schema has the last word (its text rules: control characters and the like).
  const parsed = studentRegistrationSchema(today).safeParse(importRowRegistration(row, structure));
  if (!parsed.success) {
    const named = new Set(problems.map((p) => p.field));
    for (const issue of parsed.error.issues) {
      const key = String(issue.path.at(-1) ?? '');
      const field = (STUDENT_IMPORT_FIELDS as readonly string[]).includes(key)
        ? (key as StudentImportField)
        : 'row';
      if (named.has(field) || (field === 'row' && problems.length)) continue;
      named.add(field);
      problems.push({ field, message: issue.message });
    }
  }
  return sortByColumn(problems);
}

const order = (field: ImportProblem['field']) =>
  field === 'row' ? -1 : STUDENT_IMPORT_FIELDS.indexOf(field);
export const sortByColumn = (problems: ImportProblem[]) =>
  [...problems].sort((a, b) => order(a.field) - order(b.field));

const cell = (field: StudentImportField, max: number) =>
  z
    .string({ error: `${STUDENT_IMPORT_HEADERS[field]} must be text.` })
    .trim()
    .max(max, REGISTRATION_MESSAGES.tooLong)
    .check(singleLineText(STUDENT_IMPORT_HEADERS[field]))
    .default('');

/**
 * PUT /admin/students/import/pending/:id: the row as fixed. An empty `aadharNo` keeps the stored
 * number (the screen never holds it in clear, as on the details edit).
 */
export const studentImportRowSchema = z.strictObject({
  regNo: cell('regNo', 60),
  name: cell('name', 200),
  regDate: cell('regDate', 30),
  dob: cell('dob', 30),
  sex: cell('sex', 30),
  aadharNo: cell('aadharNo', 40),
  mobileNo: cell('mobileNo', 40),
  section: cell('section', 60),
});
export type StudentImportRowInput = z.infer<typeof studentImportRowSchema>;
