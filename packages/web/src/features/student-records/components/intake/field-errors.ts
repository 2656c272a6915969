import {
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationIssue,
} from '@pragati/domain';
import type { IntakeInfo } from './form-values';

/*
 * Errors on the step-1 fields (decisions §11a, issue 14 part 7): an error marks its field and
 * stays until the value is fixed; the spec's toast still shows. Pure, so the rules are tested
 * apart from the screen.
 */

export type FieldErrors = Partial<Record<RegistrationField, string>>;

/** A refusal by the server (a taken regNo): true while the field still holds the value refused. */
export type ServerError = { field: RegistrationField; message: string; value: string };

export type ErrorState = {
  /** Fields a failed attempt marked; each shows its current issue until it has none. */
  flagged: readonly RegistrationField[];
  server: readonly ServerError[];
};

export const NO_ERRORS: ErrorState = { flagged: [], server: [] };

export const fieldId = (field: RegistrationField) => `intake-${field}`;

/** The step-1 values as the domain rules read them. */
export function stepOneValues(
  info: IntakeInfo,
  section: string,
): Record<RegistrationField, string> {
  const { regNo, name, regDate, dob, sex, aadharNo, mobileNo } = info;
  return { regNo, name, regDate, dob, sex, aadharNo, mobileNo, section };
}

/** A failed attempt: every field with an issue is marked (and stays marked until fixed). */
export function flagIssues(state: ErrorState, issues: readonly RegistrationIssue[]): ErrorState {
  const flagged = new Set([...state.flagged, ...issues.map((issue) => issue.field)]);
  return { ...state, flagged: REGISTRATION_FIELDS.filter((field) => flagged.has(field)) };
}

/** The server refused a field's value; a newer refusal of the same field replaces it. */
export function addServerError(state: ErrorState, error: ServerError): ErrorState {
  return { ...state, server: [...state.server.filter((e) => e.field !== error.field), error] };
}

/**
 * What each field shows now: a marked field its current issue (none once fixed), else the
 * server's refusal while the value is the one refused.
 */
export function visibleErrors(
  state: ErrorState,
  issues: readonly RegistrationIssue[],
  values: Record<RegistrationField, string>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of state.server) {
    if (values[error.field] === error.value) errors[error.field] = error.message;
  }
  for (const issue of issues) {
    if (state.flagged.includes(issue.field)) errors[issue.field] = issue.message;
  }
  return errors;
}

/** The first field in the form's order among `fields`. */
export function firstField(fields: Iterable<RegistrationField>): RegistrationField | undefined {
  const set = new Set(fields);
  return REGISTRATION_FIELDS.find((field) => set.has(field));
}
