import {
  CONSENT_LANGUAGE_LABELS,
  CONSENT_LANGUAGES,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  CONSENT_VERIFICATION_LABELS,
  CONSENT_VERIFICATIONS,
  type ConsentLanguage,
  isFutureConsentDate,
  CONSENT_MESSAGES,
  type RecordConsentBody,
  recordConsentBodySchema,
} from '../consent/consent.js';

/*
 * Consent in the student import (issue 26 item 13, decisions §15: "a column of the student
 * import"). Optional columns after the student's: a row that fills any of them records the
 * guardian's consent under the single form's rules (recordConsentBodySchema), for the notice's
 * current version in the language given. A sheet with a consent problem in any row is refused
 * whole, naming every row, so no student is registered without the consent their form gave.
 */

export const CONSENT_IMPORT_FIELDS = [
  'consentDate',
  'consentVerifiedBy',
  'consentLanguage',
  'consentPurposes',
  'guardianName',
  'guardianRelation',
  'guardianMobile',
  'guardianAddress',
] as const;
export type ConsentImportField = (typeof CONSENT_IMPORT_FIELDS)[number];
export type ConsentImportCells = Partial<Record<ConsentImportField, string>>;

export const CONSENT_IMPORT_LABELS: Record<ConsentImportField, string> = {
  consentDate: 'Consent Date',
  consentVerifiedBy: 'Consent Verified By',
  consentLanguage: 'Consent Notice Language',
  consentPurposes: 'Consent Purposes',
  guardianName: "Guardian's Name",
  guardianRelation: "Guardian's Relation",
  guardianMobile: "Guardian's Mobile",
  guardianAddress: "Guardian's Address",
};

/** Which consent field a single form's field is, for naming the column of a problem. */
const COLUMN_OF: Record<keyof RecordConsentBody, ConsentImportField> = {
  consentDate: 'consentDate',
  verifiedBy: 'consentVerifiedBy',
  noticeLanguage: 'consentLanguage',
  noticeVersion: 'consentLanguage',
  purposes: 'consentPurposes',
  guardianName: 'guardianName',
  relation: 'guardianRelation',
  mobile: 'guardianMobile',
  address: 'guardianAddress',
};

export const CONSENT_IMPORT_MESSAGES = {
  problem: (row: number, column: string, message: string) =>
    `Row ${row}, ${column}: ${message} Nothing was registered; fix the consent columns and upload again.`,
} as const;

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A value by its code or its label, in any case and spacing; the text itself when none. */
function pick<T extends string>(text: string, codes: readonly T[], labels: Record<T, string>) {
  const key = squash(text);
  return codes.find((c) => squash(c) === key || squash(labels[c]) === key) ?? text.trim();
}

/** The purposes of one cell: codes or labels, separated by commas or semicolons. */
const purposesOf = (text: string) =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => pick(part, CONSENT_PURPOSES, CONSENT_PURPOSE_LABELS));

export const hasConsentCells = (cells: ConsentImportCells | undefined) =>
  Boolean(cells && Object.values(cells).some((v) => v !== undefined && v.trim() !== ''));

export type ImportedConsent =
  | { consent: RecordConsentBody; problems: [] }
  | { consent: null; problems: { column: string; message: string }[] };

/**
 * The consent a row's cells record, checked as the single form checks it; `versions` are the
 * notices' current versions, `today` the institute's date.
 */
export function consentFromImport(
  cells: ConsentImportCells,
  versions: Record<ConsentLanguage, number>,
  today: string,
): ImportedConsent {
  const text = (field: ConsentImportField) => (cells[field] ?? '').trim();
  // An empty language is English, the notice every form is printed in first.
  const language = text('consentLanguage')
    ? pick(text('consentLanguage'), CONSENT_LANGUAGES, CONSENT_LANGUAGE_LABELS)
    : 'en';
  const body = {
    guardianName: text('guardianName'),
    relation: text('guardianRelation'),
    mobile: text('guardianMobile').replace(/[\s-]/g, ''),
    address: text('guardianAddress'),
    noticeLanguage: language,
    noticeVersion: versions[language as ConsentLanguage] ?? 0,
    verifiedBy: pick(text('consentVerifiedBy'), CONSENT_VERIFICATIONS, CONSENT_VERIFICATION_LABELS),
    consentDate: text('consentDate'),
    purposes: purposesOf(text('consentPurposes')),
  };
  const parsed = recordConsentBodySchema.safeParse(body);
  if (!parsed.success) {
    const seen = new Set<string>();
    const problems = parsed.error.issues.flatMap((issue) => {
      const field = COLUMN_OF[issue.path[0] as keyof RecordConsentBody] ?? 'consentDate';
      if (seen.has(field)) return [];
      seen.add(field);
      return [{ column: CONSENT_IMPORT_LABELS[field], message: issue.message }];
    });
    return { consent: null, problems };
  }
  if (isFutureConsentDate(parsed.data.consentDate, today)) {
    const problem = {
      column: CONSENT_IMPORT_LABELS.consentDate,
      message: CONSENT_MESSAGES.futureDate,
    };
    return { consent: null, problems: [problem] };
  }
  return { consent: parsed.data, problems: [] };
}
