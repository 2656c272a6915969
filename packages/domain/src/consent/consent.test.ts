import { describe, expect, it } from 'vitest';
import {
  CONSENT_LANGUAGES,
  CONSENT_MESSAGES,
  consentNoticeContentSchema,
  FIRST_CONSENT_NOTICES,
  isFutureConsentDate,
  recordConsentBodySchema,
} from './consent.js';

const valid = {
  guardianName: 'Sunita Devi',
  relation: 'Mother',
  mobile: ' 9876543210 ',
  address: '12 Gandhi Nagar\nLucknow',
  noticeLanguage: 'hi',
  noticeVersion: 1,
  verifiedBy: 'in_person',
  consentDate: '2026-06-01',
  purposes: ['assessment', 'statutoryRecords'],
};

describe('the first notice', () => {
  it.each(CONSENT_LANGUAGES)(
    '%s passes the notice rules and lists the intake groups',
    (language) => {
      const notice = consentNoticeContentSchema.parse(FIRST_CONSENT_NOTICES[language]);
      expect(notice.dataGroups).toHaveLength(7);
    },
  );
});

describe('recordConsentBodySchema', () => {
  it('accepts a full consent, trimmed', () => {
    expect(recordConsentBodySchema.parse(valid).mobile).toBe('9876543210');
  });

  it.each([
    [{ guardianName: '' }, CONSENT_MESSAGES.required("Guardian's name")],
    [{ guardianName: undefined }, CONSENT_MESSAGES.required("Guardian's name")],
    [{ relation: 'x'.repeat(61) }, CONSENT_MESSAGES.tooLong('Relation to the student', 60)],
    [{ mobile: '98765 43210' }, CONSENT_MESSAGES.mobile],
    [{ mobile: 9876543210 }, CONSENT_MESSAGES.mobile],
    [{ noticeLanguage: 'ta' }, CONSENT_MESSAGES.language],
    [{ noticeVersion: 0 }, CONSENT_MESSAGES.unknownNotice],
    [{ noticeVersion: 1.5 }, CONSENT_MESSAGES.unknownNotice],
    [{ verifiedBy: 'email' }, CONSENT_MESSAGES.verifiedBy],
    [{ consentDate: '01-06-2026' }, CONSENT_MESSAGES.required('Date of consent')],
    [{ consentDate: '1800-01-01' }, 'Date of consent must be a date between 1900 and 2100.'],
    [{ consentDate: '2026-02-30' }, CONSENT_MESSAGES.notADate],
    [{ consentDate: '2025-02-29' }, CONSENT_MESSAGES.notADate],
    [{ consentDate: '2026-13-01' }, CONSENT_MESSAGES.notADate],
    [{ purposes: [] }, CONSENT_MESSAGES.purposes],
    [{ purposes: 'assessment' }, CONSENT_MESSAGES.purposes],
    [{ purposes: ['assessment', 'assessment'] }, CONSENT_MESSAGES.purpose],
    [{ purposes: ['marketing'] }, CONSENT_MESSAGES.purpose],
  ])('%j is refused: %s', (over, message) => {
    const result = recordConsentBodySchema.safeParse({ ...valid, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('isFutureConsentDate', () => {
  it.each([
    ['2026-06-02', '2026-06-01', true],
    ['2026-06-01', '2026-06-01', false],
    ['2025-12-31', '2026-06-01', false],
  ])('%s against today %s: %s', (date, today, future) => {
    expect(isFutureConsentDate(date, today)).toBe(future);
  });
});
