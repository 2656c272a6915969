import {
  type ConsentLanguage,
  type ConsentNoticesResponse,
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentVerification,
  type RecordConsentBody,
  recordConsentBodySchema,
} from '@pragati/domain';

/** The consent form as the screen holds it (the registration's step 3, the details' form). */
export type ConsentValues = {
  guardianName: string;
  relation: string;
  mobile: string;
  address: string;
  noticeLanguage: ConsentLanguage;
  verifiedBy: ConsentVerification | '';
  consentDate: string;
  purposes: ConsentPurpose[];
};
export type ConsentField = keyof ConsentValues;
export type ConsentErrors = Partial<Record<ConsentField | 'noticeVersion', string>>;

/** Nothing agreed yet: the admin ticks what the guardian agreed to. */
export const emptyConsent = (today: string): ConsentValues => ({
  guardianName: '',
  relation: '',
  mobile: '',
  address: '',
  noticeLanguage: 'en',
  verifiedBy: '',
  consentDate: today,
  purposes: [],
});

/** The recorded consent, to update it. */
export const consentValuesOf = (record: ConsentRecord): ConsentValues => ({
  guardianName: record.guardianName,
  relation: record.relation,
  mobile: record.mobile,
  address: record.address,
  noticeLanguage: record.noticeLanguage,
  verifiedBy: record.verifiedBy,
  consentDate: record.consentDate,
  purposes: [...record.purposes],
});

/** The registration's step 3 left empty: the student is registered with consent pending. */
export const isConsentBlank = (values: ConsentValues) =>
  !values.guardianName.trim() &&
  !values.relation.trim() &&
  !values.mobile.trim() &&
  !values.address.trim() &&
  values.verifiedBy === '' &&
  values.purposes.length === 0;

/**
 * The body of POST /admin/students/:regNo/consent with the current version of the chosen
 * language's notice, or the first message of each field in error.
 */
export function consentBody(
  values: ConsentValues,
  notices: ConsentNoticesResponse | undefined,
): { body: RecordConsentBody } | { errors: ConsentErrors; first: string } {
  const parsed = recordConsentBodySchema.safeParse({
    ...values,
    noticeVersion: notices?.[values.noticeLanguage].version,
  });
  if (parsed.success) return { body: parsed.data };
  const errors: ConsentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'guardianName') as keyof ConsentErrors;
    errors[field] ??= issue.message;
  }
  return { errors, first: parsed.error.issues[0]?.message ?? '' };
}
