import { describe, expect, it } from 'vitest';
import { createMessageTranslator, type MsgSection } from './translate-message';

const en: MsgSection = {
  STUDENT_MESSAGES: {
    saved: 'Details of {0} saved.',
    required: '{0} is required.',
    order: 'Row {0} of {1}.',
    notFound: 'Student not found, check the registration number.',
    upload: 'Error uploading file : {0}',
  },
  SEX_LABELS: { other: 'Other' },
  REGISTRATION_FIELD_LABELS: { name: 'Name' },
};
const hi: MsgSection = {
  STUDENT_MESSAGES: {
    saved: '{0} का विवरण सहेजा गया।',
    required: '{0} आवश्यक है।',
    order: '{1} में से पंक्ति {0}।',
    notFound: 'विद्यार्थी नहीं मिला, पंजीकरण संख्या जाँचें।',
    upload: 'फ़ाइल अपलोड करने में त्रुटि : {0}',
  },
  SEX_LABELS: { other: 'अन्य' },
  REGISTRATION_FIELD_LABELS: { name: 'नाम' },
};
const t = createMessageTranslator(en, hi);

describe('createMessageTranslator', () => {
  it.each([
    [
      'an exact message',
      'Student not found, check the registration number.',
      'विद्यार्थी नहीं मिला, पंजीकरण संख्या जाँचें।',
    ],
    [
      'a template with a value kept as data',
      'Details of R/2024/7 saved.',
      'R/2024/7 का विवरण सहेजा गया।',
    ],
    ['a label as the value', 'Name is required.', 'नाम आवश्यक है।'],
    ['values in another order', 'Row 3 of 9.', '9 में से पंक्ति 3।'],
    [
      'a whole message as the value',
      'Error uploading file : Student not found, check the registration number.',
      'फ़ाइल अपलोड करने में त्रुटि : विद्यार्थी नहीं मिला, पंजीकरण संख्या जाँचें।',
    ],
    ['an unknown text passes through', 'Something new', 'Something new'],
    ['a regex character in a value', 'Details of a.*(b)$ saved.', 'a.*(b)$ का विवरण सहेजा गया।'],
  ])('%s', (_case, text, expected) => {
    expect(t(text)).toBe(expected);
  });

  it('falls back to English for a missing translation', () => {
    const partial = createMessageTranslator(en, { STUDENT_MESSAGES: {} });
    expect(partial('Details of X saved.')).toBe('Details of X saved.');
  });
});
