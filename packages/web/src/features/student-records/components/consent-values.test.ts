import { CONSENT_MESSAGES, FIRST_CONSENT_NOTICES } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { consentBody, emptyConsent, isConsentBlank } from './consent-values';

const notice = (language: 'en' | 'hi', version: number) => ({
  ...FIRST_CONSENT_NOTICES[language],
  language,
  version,
  createdBy: 'pragati',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const notices = { en: notice('en', 3), hi: notice('hi', 1) };
const filled = {
  ...emptyConsent('2026-06-01'),
  guardianName: 'Ramesh',
  relation: 'Father',
  mobile: '9876543210',
  address: 'Lucknow',
  verifiedBy: 'in_person' as const,
  purposes: ['assessment' as const],
};

describe('consent values', () => {
  it('an untouched step is blank; any field typed is not', () => {
    expect(isConsentBlank(emptyConsent('2026-06-01'))).toBe(true);
    expect(isConsentBlank({ ...emptyConsent('2026-06-01'), relation: 'Mother' })).toBe(false);
    expect(isConsentBlank({ ...emptyConsent('2026-06-01'), purposes: ['assessment'] })).toBe(false);
  });

  it.each([
    ['en', 3],
    ['hi', 1],
  ] as const)('names the current version of the %s notice', (language, version) => {
    const result = consentBody({ ...filled, noticeLanguage: language }, notices);
    expect(result).toEqual({
      body: expect.objectContaining({ noticeLanguage: language, noticeVersion: version }),
    });
  });

  it.each([
    [{ mobile: '123' }, 'mobile', CONSENT_MESSAGES.mobile],
    [{ verifiedBy: '' as const }, 'verifiedBy', CONSENT_MESSAGES.verifiedBy],
    [{ purposes: [] }, 'purposes', CONSENT_MESSAGES.purposes],
    [{ guardianName: ' ' }, 'guardianName', CONSENT_MESSAGES.required("Guardian's name")],
  ])('%j: the error on its field', (over, field, message) => {
    const result = consentBody({ ...filled, ...over }, notices);
    expect(result).toMatchObject({ errors: { [field]: message }, first: message });
  });

  it('without the notices loaded the version is unknown', () => {
    expect(consentBody(filled, undefined)).toMatchObject({
      errors: { noticeVersion: CONSENT_MESSAGES.unknownNotice },
    });
  });
});
