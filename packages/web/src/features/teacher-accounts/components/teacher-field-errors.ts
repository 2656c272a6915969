import { checkTeacherFields } from '@pragati/domain';
import { ApiError } from '../../../lib/api-client';
import type { TeacherEdit } from '../api/update-teacher';

/** The fields a teacher's row edits (the ID is the login id and stays). */
export type TeacherField = 'teacherName' | 'email' | 'teacherMNo' | 'classId';
export type TeacherFieldErrors = Partial<Record<TeacherField, string[]>>;

/*
 * The domain's teacher messages start with the field they are about ("Name is required", "Email
 * x is not a valid email address", "ClassId x is not one of the institute's classes", "Mobile No.
 * must be 10 digits"): that word puts each on its field.
 */
const PREFIXES: [prefix: string, field: TeacherField][] = [
  ['Name ', 'teacherName'],
  ['Email ', 'email'],
  ['Mobile ', 'teacherMNo'],
  ['ClassId ', 'classId'],
];

function add(errors: TeacherFieldErrors, field: TeacherField, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

/**
 * What the row's own check finds (the same domain rules the server applies), each message on
 * its field, in English (the screen translates them). Empty when the edit may be sent.
 */
export function localTeacherErrors(
  draft: TeacherEdit,
  teacherId: string,
  /** The institute's enabled class codes (issue 29). */
  classCodes?: readonly string[],
): TeacherFieldErrors {
  const { problems } = checkTeacherFields({ ...draft, teacherId }, classCodes);
  const errors: TeacherFieldErrors = {};
  for (const problem of problems) {
    const field = PREFIXES.find(([prefix]) => problem.startsWith(prefix))?.[1];
    if (field) add(errors, field, problem);
  }
  return errors;
}

/**
 * A refusal only the server can make (409: the e-mail or a class belongs to another teacher).
 * It arrives in the user's language, so it is placed by the value it quotes: the e-mail address
 * sent, else a class. Null when it is about no one field.
 */
export function serverTeacherErrors(error: unknown, draft: TeacherEdit): TeacherFieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.message) return null;
  const email = draft.email.trim();
  const field: TeacherField = email && error.message.includes(email) ? 'email' : 'classId';
  return { [field]: [error.message] };
}
