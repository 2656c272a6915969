import {
  type AidStatus,
  type CodeList,
  type DisabilityProfile,
  type DisabilityProfileInput,
  disabilityProfileBodySchema,
  type DisabilityScheme,
  type UdidKind,
} from '@pragati/domain';

/*
 * The admin's form as the screen holds it (strings, as typed) and the body it sends. The checks
 * are the domain's schema, the same the server runs; codes against the year's list are the
 * server's (the lists are data).
 */

export type ConditionDraft = { code: string; percent: string; primary: boolean };
export type AidDraft = {
  /** The year's facility code, or '' for an item typed in. */
  facilityCode: string;
  item: string;
  date: string;
  scheme: DisabilityScheme;
  amount: string;
  status: AidStatus;
};
export type ProfileDraft = {
  codeListYear: string;
  conditions: ConditionDraft[];
  hasCertificate: boolean;
  certificate: { number: string; authority: string; issuedOn: string; reassessOn: string };
  permanent: boolean;
  udidKind: '' | UdidKind;
  udidNumber: string;
  udidExpiresOn: string;
  aids: AidDraft[];
};

export const emptyCondition = (primary: boolean): ConditionDraft => ({
  code: '',
  percent: '',
  primary,
});

export const emptyAid = (date: string): AidDraft => ({
  facilityCode: '',
  item: '',
  date,
  scheme: 'adip',
  amount: '',
  status: 'received',
});

export function draftOf(profile: DisabilityProfile | null, lists: CodeList[]): ProfileDraft {
  const c = profile?.certificate;
  return {
    codeListYear: profile?.codeListYear ?? lists[0]?.year ?? '',
    conditions: profile
      ? profile.conditions.map((x) => ({
          code: String(x.code),
          percent: String(x.percent),
          primary: x.primary,
        }))
      : [emptyCondition(true)],
    hasCertificate: Boolean(c),
    certificate: {
      number: c?.number ?? '',
      authority: c?.authority ?? '',
      issuedOn: c?.issuedOn ?? '',
      reassessOn: c?.reassessOn ?? '',
    },
    permanent: c ? c.reassessOn === null : false,
    udidKind: profile?.udid?.kind ?? '',
    udidNumber: profile?.udid?.number ?? '',
    udidExpiresOn: profile?.udid?.expiresOn ?? '',
    aids: (profile?.aids ?? []).map((a) => ({
      facilityCode: a.facilityCode === null ? '' : String(a.facilityCode),
      item: a.item,
      date: a.date,
      scheme: a.scheme,
      amount: a.amount === null ? '' : String(a.amount),
      status: a.status,
    })),
  };
}

/** A typed number as sent: empty is null, which the schema refuses with the field's message. */
const num = (value: string) => (value.trim() === '' ? null : Number(value));

export function bodyOf(d: ProfileDraft): DisabilityProfileInput {
  return {
    codeListYear: d.codeListYear,
    conditions: d.conditions.map((c) => ({
      code: num(c.code) as number,
      percent: num(c.percent) as number,
      primary: c.primary,
    })),
    certificate: d.hasCertificate
      ? {
          ...d.certificate,
          reassessOn: d.permanent ? null : d.certificate.reassessOn,
        }
      : null,
    udid: d.udidKind
      ? { kind: d.udidKind, number: d.udidNumber, expiresOn: d.udidExpiresOn || null }
      : null,
    aids: d.aids.map((a) => ({
      facilityCode: num(a.facilityCode),
      item: a.item,
      date: a.date,
      scheme: a.scheme,
      amount: num(a.amount),
      status: a.status,
    })),
  };
}

export type DraftErrors = Record<string, string>;

/** The body, or every field's first message (keyed by path, as `conditions.0.percent`). */
export function checkDraft(
  d: ProfileDraft,
): { body: DisabilityProfileInput } | { errors: DraftErrors; first: string } {
  const body = bodyOf(d);
  const result = disabilityProfileBodySchema.safeParse(body);
  if (result.success) return { body };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors, first: result.error.issues[0]?.message ?? '' };
}
