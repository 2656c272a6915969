import {
  bulkConsentBodySchema,
  type BulkConsentBody,
  type ConsentNoticesResponse,
  type StudentListItem,
} from '@pragati/domain';
import type { ConsentErrors } from './consent-values';
import type { GuardianValues, SharedConsentValues } from './consent-fields';

/** The bulk screen's errors: the shared fields', each form's (by regNo) and the list's own. */
export type BulkConsentErrors = {
  shared: ConsentErrors;
  forms: Record<string, ConsentErrors>;
  list?: string;
};
export const noBulkErrors = (): BulkConsentErrors => ({ shared: {}, forms: {} });

/** The screen's presets: the screen is for signed forms in hand, dated today. */
export const emptyShared = (today: string): SharedConsentValues => ({
  noticeLanguage: 'en',
  verifiedBy: 'signed_form',
  consentDate: today,
  purposes: [],
});

export const emptyGuardian = (): GuardianValues => ({
  guardianName: '',
  relation: '',
  mobile: '',
  address: '',
});

/**
 * The body of POST /admin/consents for the chosen students (in the list's order) with the
 * current version of the chosen language's notice, or every field's first message.
 */
export function bulkConsentBody(
  shared: SharedConsentValues,
  chosen: readonly { student: StudentListItem; guardian: GuardianValues }[],
  notices: ConsentNoticesResponse | undefined,
): { body: BulkConsentBody } | { errors: BulkConsentErrors; first: string } {
  const parsed = bulkConsentBodySchema.safeParse({
    ...shared,
    noticeVersion: notices?.[shared.noticeLanguage].version,
    students: chosen.map(({ student, guardian }) => ({ regNo: student.regNo, ...guardian })),
  });
  if (parsed.success) return { body: parsed.data };
  const errors = noBulkErrors();
  for (const issue of parsed.error.issues) {
    const [first, index, field] = issue.path;
    if (first !== 'students') {
      errors.shared[String(first) as keyof ConsentErrors] ??= issue.message;
    } else if (typeof index !== 'number') {
      errors.list ??= issue.message;
    } else {
      const regNo = chosen[index]?.student.regNo ?? '';
      const form = (errors.forms[regNo] ??= {});
      form[String(field) as keyof ConsentErrors] ??= issue.message;
    }
  }
  return { errors, first: parsed.error.issues[0]?.message ?? '' };
}
