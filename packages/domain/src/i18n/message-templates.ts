// Every message the domain defines (the spec's texts and ours), as templates keyed by
// "GROUP.key": the catalog's `msg` section is generated from this list (scripts/gen-msg-catalog.ts)
// and a test keeps the two equal, so a new message cannot miss a translation. Functions are
// rendered with the placeholders {0}, {1}…, which translations reuse in their own word order.
import { ATTENDANCE_MESSAGES, ATTENDANCE_REASON_LABELS } from '../attendance/attendance';
import { AUDIT_ACTION_LABELS } from '../audit/audit-actions';
import { AUDIT_MESSAGES, AUDIT_OUTCOME_LABELS } from '../audit/audit';
import { CATEGORY_DISPLAY_NAMES } from '../assessment/categories';
import { SECTION_DISPLAY_NAMES, SECTION_HEADER_MESSAGE } from '../shared/classes';
import { LOGIN_MESSAGES } from '../auth/auth-messages';
import { RESET_MESSAGES, STAFF_ACCOUNT_MESSAGES } from '../staff-accounts/accounts';
import { NETWORK_MESSAGES } from '../network/network';
import { BACKUP_MESSAGES } from '../backup/backup';
import { CONNECTION_MESSAGES } from '../shared/connection-messages';
import { ORIGINAL_IMPORT_MESSAGES } from '../original-import/original-import-report';
import {
  CONSENT_LANGUAGE_LABELS,
  CONSENT_MESSAGES,
  CONSENT_PURPOSE_LABELS,
  CONSENT_VERIFICATION_LABELS,
} from '../consent/consent';
import { BULK_CONSENT_MESSAGES } from '../consent/consent-bulk';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_MESSAGES,
  CORRECTION_STATUS_LABELS,
} from '../corrections/corrections';
import {
  AID_STATUS_LABELS,
  DISABILITY_MESSAGES,
  DISABILITY_SCHEME_LABELS,
  UDID_KIND_LABELS,
} from '../disability-profile/profile';
import { DOCUMENT_KIND_LABELS, DOCUMENT_MESSAGES } from '../disability-profile/documents';
import { UDISE_MESSAGES } from '../disability-profile/udise-return';
import { ERASURE_MESSAGES } from '../erasure/erasure';
import { LEARNING_NOW_LABELS } from '../programme-goals/learning-now';
import { PASSWORD_MESSAGES } from '../auth/password-messages';
import { GOAL_MESSAGES, GOAL_TARGET_LABELS } from '../programme-goals/programme-goals';
import { PROBE_LEVEL_LABELS, PROBE_MESSAGES } from '../programme-goals/goal-probes';
import { PROGRAMME_MESSAGES } from '../programme-structure/programme-structure';
import { INSTITUTE_SETTINGS_MESSAGES } from '../institute-settings/institute-settings';
import { PROGRESS_MESSAGES } from '../assessment/assessment-calls';
import { HISTORY_MESSAGES } from '../assessment/progress-record';
import { QUESTION_IMPORT_MESSAGES } from '../question-bank/question-bank-import';
import { QUESTION_BANK_MESSAGES } from '../question-bank/question-bank';
import {
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_MESSAGES,
} from '../student-records/registration-rules';
import { PREFERENCE_MESSAGES } from '../preferences/preferences';
import { SERVER_MESSAGES, UPLOAD_MESSAGES } from '../shared/server-messages';
import { NOT_AUTHORIZED_MESSAGE, ROLE_GUARD_MESSAGES } from '../auth/roles';
import { STUDENT_IMPORT_MESSAGES } from '../student-import/student-import';
import {
  CONSENT_IMPORT_LABELS,
  CONSENT_IMPORT_MESSAGES,
} from '../student-import/student-import-consent';
import {
  LIST_QUERY_MESSAGES,
  STUDENT_LIST_COLUMN_LABELS,
  STUDENT_STATUS_FILTER_LABELS,
} from '../student-records/student-list-view';
import { INTAKE_LABELS } from '../student-records/student-intake-fields';
import { SEX_LABELS } from '../student-records/student-registration';
import { ANSWER_LABELS } from '../assessment/scoring';
import { STUDENT_STATUS_MESSAGES } from '../student-status/student-status';
import { REOPEN_MESSAGES } from '../student-status/student-reopen';
import { WITHDRAWAL_MESSAGES } from '../student-status/student-withdrawal';
import { STUDENT_MESSAGES, STUDENT_STATUS_LABELS } from '../student-records/students';
import { TEACHER_MESSAGES } from '../teacher-accounts/teachers';
import { SPECIALIST_MESSAGES } from '../specialists/specialists';
import { SESSION_HOW_LABELS, SESSION_MESSAGES } from '../service-sessions/service-sessions';

/**
 * The message and label groups, by the name they are exported under (a test checks that no
 * exported *_MESSAGES or *_LABELS group is missing).
 */
export const MESSAGE_GROUPS: Record<string, unknown> = {
  ATTENDANCE_MESSAGES,
  AUDIT_MESSAGES,
  BACKUP_MESSAGES,
  BULK_CONSENT_MESSAGES,
  CONNECTION_MESSAGES,
  CONSENT_MESSAGES,
  CORRECTION_MESSAGES,
  DISABILITY_MESSAGES,
  DOCUMENT_MESSAGES,
  ERASURE_MESSAGES,
  GOAL_MESSAGES,
  PROBE_MESSAGES,
  HISTORY_MESSAGES,
  LIST_QUERY_MESSAGES,
  LOGIN_MESSAGES,
  NOT_AUTHORIZED_MESSAGE: { text: NOT_AUTHORIZED_MESSAGE },
  ORIGINAL_IMPORT_MESSAGES,
  PASSWORD_MESSAGES,
  PREFERENCE_MESSAGES,
  PROGRAMME_MESSAGES,
  INSTITUTE_SETTINGS_MESSAGES,
  PROGRESS_MESSAGES,
  QUESTION_BANK_MESSAGES,
  QUESTION_IMPORT_MESSAGES,
  REGISTRATION_MESSAGES,
  NETWORK_MESSAGES,
  REOPEN_MESSAGES,
  RESET_MESSAGES,
  ROLE_GUARD_MESSAGES,
  SECTION_HEADER_MESSAGE: { text: SECTION_HEADER_MESSAGE },
  SERVER_MESSAGES,
  SESSION_MESSAGES,
  SPECIALIST_MESSAGES,
  STAFF_ACCOUNT_MESSAGES,
  STUDENT_IMPORT_MESSAGES,
  CONSENT_IMPORT_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_STATUS_MESSAGES,
  TEACHER_MESSAGES,
  UDISE_MESSAGES,
  UPLOAD_MESSAGES,
  WITHDRAWAL_MESSAGES,
  // Labels the domain names things by (fields, areas, answers…), which messages also quote.
  AID_STATUS_LABELS,
  ANSWER_LABELS,
  ATTENDANCE_REASON_LABELS,
  AUDIT_ACTION_LABELS,
  AUDIT_OUTCOME_LABELS,
  CATEGORY_DISPLAY_NAMES,
  CONSENT_LANGUAGE_LABELS,
  CONSENT_PURPOSE_LABELS,
  CONSENT_VERIFICATION_LABELS,
  CONSENT_IMPORT_LABELS,
  CORRECTION_FIELD_LABELS,
  CORRECTION_STATUS_LABELS,
  DISABILITY_SCHEME_LABELS,
  DOCUMENT_KIND_LABELS,
  GOAL_TARGET_LABELS,
  INTAKE_LABELS,
  LEARNING_NOW_LABELS,
  PROBE_LEVEL_LABELS,
  REGISTRATION_FIELD_LABELS,
  SECTION_DISPLAY_NAMES,
  SESSION_HOW_LABELS,
  SEX_LABELS,
  STUDENT_LIST_COLUMN_LABELS,
  STUDENT_STATUS_FILTER_LABELS,
  STUDENT_STATUS_LABELS,
  UDID_KIND_LABELS,
};

const PLACEHOLDER = (index: number) => `{${index}}`;

/** A message function rendered with placeholders; lists become one placeholder. */
function render(fn: (...args: unknown[]) => unknown): string | null {
  const args = Array.from({ length: fn.length }, (_, i) => PLACEHOLDER(i));
  for (const attempt of [args, args.map((a) => [a])]) {
    try {
      const text = fn(...attempt);
      if (typeof text === 'string' && !/undefined|\[object/.test(text)) return text;
    } catch {
      // Not called with strings: try lists.
    }
  }
  return null;
}

/** "GROUP.key" (nested groups: "GROUP.a.b") → English template. */
export function messageTemplates(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out[prefix] = value;
    else if (typeof value === 'function') {
      const text = render(value as (...args: unknown[]) => unknown);
      if (text !== null) out[prefix] = text;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      // A catalog key may not hold a dot (it nests); audit actions are named "a.b".
      for (const [key, inner] of Object.entries(value))
        walk(`${prefix}.${key.replaceAll('.', '_')}`, inner);
    }
  };
  for (const [group, value] of Object.entries(MESSAGE_GROUPS)) walk(group, value);
  return out;
}
