import { USER_ID_MAX_LENGTH } from '../auth/auth-messages.js';
import { CLASS_CODES, type ClassCode } from '../shared/classes.js';
import { isAllowedText, replaceDisallowedText } from '../shared/text.js';

/** The upload template's column headers, in the institute's order. */
export const TEACHER_HEADERS = ['TeacherId', 'Name', 'MobileNo', 'Email', 'ClassId'] as const;
export type TeacherHeader = (typeof TEACHER_HEADERS)[number];

export const TEACHER_TEMPLATE_FILENAME = 'sampleDataTeacher.xlsx';
export const CREDENTIALS_SHEET_FILENAME = 'teacher-credentials.xlsx';

/**
 * Row 1 of the template: the institute's enabled class codes (issue 29), in its own wording. With
 * the spec's nine (the default) it is the institute's original template's note, word for word.
 */
export const classCodesNote = (allowed: readonly string[]) =>
  `NOTE: Only use one of the following values for classId: ${allowed.map((c) => `'${c}'`).join(', ')}`;
export const CLASS_CODES_NOTE = classCodesNote(CLASS_CODES);

/** What a per-class lookup answers for a class without a teacher (decisions §3). */
export const TEACHER_NOT_ASSIGNED = 'Not assigned';

export const TEACHER_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Upper bound on one ClassId cell, so a huge cell cannot become a huge message. */
const CLASS_ID_TEXT_MAX_LENGTH = 500;

const TEACHER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@/-]*$/;
const MOBILE_PATTERN = /^\d{10}$/;
// Any domain: something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reasons a teacher row is refused. A pending row's `msg` lists every reason, joined by '; '.
 * Upload rows, pending edits and teacher updates all use these words.
 */
export const TEACHER_MESSAGES = {
  teacherIdRequired: 'TeacherId is required',
  teacherIdFormat: `TeacherId must be 1–${USER_ID_MAX_LENGTH} characters: letters, digits and . _ @ / - (starting with a letter or digit)`,
  teacherIdRegistered: (id: string) => `TeacherId ${id} is already registered`,
  teacherIdAccount: (id: string) => `TeacherId ${id} is already used by another account`,
  teacherIdPending: (id: string) => `TeacherId ${id} is already used by another pending row`,
  teacherIdRepeated: (id: string, row: number) =>
    `TeacherId ${id} is repeated in the file (first on row ${row})`,
  teacherIdFixed: 'TeacherId cannot be changed',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${TEACHER_NAME_MAX_LENGTH} characters`,
  /** The spec's registration wording for the same rule. */
  mobile: 'Mobile No. must be 10 digits',
  emailRequired: 'Email is required',
  emailInvalid: (email: string) => `Email ${email} is not a valid email address`,
  emailTaken: (email: string, teacherId: string) =>
    `Email ${email} is already used by teacher ${teacherId}`,
  emailRepeated: (email: string, row: number) =>
    `Email ${email} is repeated in the file (first on row ${row})`,
  classInvalid: (code: string, allowed: string) =>
    `ClassId ${code} is not one of the institute's classes (${allowed})`,
  classTaken: (code: string, teacherId: string) =>
    `ClassId ${code} is already assigned to teacher ${teacherId}`,
  classRepeated: (code: string, row: number) =>
    `ClassId ${code} is repeated in the file (first on row ${row})`,
  classTooLong: 'ClassId is too long',
  /** A sheet cell with a control character (issue 12); `label` is the column's prefix. */
  textNotAllowed: (label: string) => `${label} contains characters that are not allowed`,
  /** The note on the pending screen: the institute's enabled class codes (issue 29). */
  classNote: (allowed: string) =>
    `Class ID must be one of the institute's classes: ${allowed}. Separate several with commas.`,
  notFound: 'Teacher not found.',
  pendingNotFound: 'Pending teacher record not found.',
  deleted: 'DELETE SUCCESS',
  updated: (id: string) => `Teacher ${id} updated.`,
  // A pending row may have no id yet: one message each, so both are in the catalog.
  pendingDeleted: (id: string) => `Pending row ${id} deleted.`,
  pendingDeletedNoId: 'Pending row deleted.',
  pendingStillInvalid: (reasons: string) => `Saved, but the row still has errors: ${reasons}`,
  pendingRegistered: (id: string) => `Teacher ${id} registered.`,
  noPending: 'No pending teacher registrations found.',
  /** Spec section 5: Register without a file. */
  noFile: 'No file selected',
  uploaded: 'File uploaded successfully',
  uploadError: (msg: string) => `Error uploading file : ${msg}`,
  noHeader: `The spreadsheet has no header row (${TEACHER_HEADERS.join(' | ')}).`,
  missingColumn: (column: string) => `The header row lacks the column ${column}.`,
  missingColumns: (columns: string) => `The header row lacks the columns ${columns}.`,
  noRows: 'The spreadsheet has no teacher rows.',
  invalidClassParam: 'ClassId must be one of the nine class codes.',
} as const;

/** The header row lacks these columns (one message per number, see TEACHER_MESSAGES). */
export function teacherMissingColumnsMessage(columns: readonly string[]): string {
  return columns.length === 1
    ? TEACHER_MESSAGES.missingColumn(columns[0]!)
    : TEACHER_MESSAGES.missingColumns(columns.join(', '));
}

/** A pending row deleted, named by its id when it has one. */
export function pendingDeletedMessage(id: string): string {
  return id ? TEACHER_MESSAGES.pendingDeleted(id) : TEACHER_MESSAGES.pendingDeletedNoId;
}

/** Splits the comma-separated ClassId entry (spec section 3): trimmed, empties dropped. */
export function splitClassIds(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? [value] : value;
  return parts
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export type TeacherFieldsInput = {
  teacherId: string;
  teacherName: string;
  email: string;
  teacherMNo: string;
  classId: string | readonly string[];
};

export type TeacherFields = {
  teacherId: string;
  teacherName: string;
  email: string;
  teacherMNo: string;
  /** Valid codes in lower case, each once; anything else as entered, so a pending row shows it. */
  classId: string[];
};

/**
 * Checks one teacher's fields by themselves (what needs no database): every reason, in column
 * order. Uniqueness against teachers, accounts, pending rows and the rest of the file is the
 * server's part.
 */
export function checkTeacherFields(
  input: TeacherFieldsInput,
  /** The institute's enabled class codes (programme_groups); the spec's nine by default. */
  allowed: readonly string[] = CLASS_CODES,
): {
  fields: TeacherFields;
  problems: string[];
} {
  const problems: string[] = [];
  // A refused character is kept as U+FFFD, so the pending row can be stored and shown for fixing.
  const clean = replaceDisallowedText;
  const teacherName = clean(input.teacherName.trim().replace(/\s+/g, ' '));
  const teacherId = clean(input.teacherId.trim());
  const email = clean(input.email.trim());
  const teacherMNo = clean(input.teacherMNo.trim());

  if (!teacherId) problems.push(TEACHER_MESSAGES.teacherIdRequired);
  else if (teacherId.length > USER_ID_MAX_LENGTH || !TEACHER_ID_PATTERN.test(teacherId))
    problems.push(TEACHER_MESSAGES.teacherIdFormat);

  if (!teacherName) problems.push(TEACHER_MESSAGES.nameRequired);
  else if (teacherName !== input.teacherName.trim().replace(/\s+/g, ' '))
    problems.push(TEACHER_MESSAGES.textNotAllowed('Name'));
  else if (teacherName.length > TEACHER_NAME_MAX_LENGTH)
    problems.push(TEACHER_MESSAGES.nameTooLong);

  if (!MOBILE_PATTERN.test(teacherMNo)) problems.push(TEACHER_MESSAGES.mobile);

  if (!email) problems.push(TEACHER_MESSAGES.emailRequired);
  else if (!isAllowedText(input.email)) problems.push(TEACHER_MESSAGES.textNotAllowed('Email'));
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    problems.push(TEACHER_MESSAGES.emailInvalid(email.slice(0, 60)));

  const classId: string[] = [];
  const rawLength = typeof input.classId === 'string' ? input.classId.length : 0;
  if (rawLength > CLASS_ID_TEXT_MAX_LENGTH) problems.push(TEACHER_MESSAGES.classTooLong);
  else {
    for (const entry of splitClassIds(input.classId).map((e) => clean(e))) {
      // Spreadsheets like to capitalise the first letter of a cell; the code is the same class.
      const code = entry.toLowerCase();
      if (allowed.includes(code)) {
        if (!classId.includes(code)) classId.push(code);
      } else {
        problems.push(TEACHER_MESSAGES.classInvalid(entry.slice(0, 40), allowed.join(', ')));
        classId.push(entry);
      }
    }
  }
  return { fields: { teacherId, teacherName, email, teacherMNo, classId }, problems };
}

/** The valid class codes of checked fields (the institute's enabled ones; the nine by default). */
export function validClassCodes(
  classIds: readonly string[],
  allowed: readonly string[] = CLASS_CODES,
): ClassCode[] {
  return classIds.filter((code): code is ClassCode => allowed.includes(code));
}

/** How a pending row's reasons are stored and shown. */
export function joinProblems(problems: readonly string[]): string {
  return problems.join('; ');
}
