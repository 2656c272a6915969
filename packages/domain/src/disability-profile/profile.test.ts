import { describe, expect, it } from 'vitest';
import { codeLabel, SEED_CODE_LISTS } from './code-lists.js';
import {
  DISABILITY_MESSAGES as M,
  orderedConditions,
  UDID_PATTERN,
  udidSchema,
} from './profile.js';

describe('the UDID shape', () => {
  it.each([
    ['UP0110920150001234', true],
    ['up0110920150001234', false],
    ['UP011092015000123', false],
    ['UP01109201500012345', false],
    ['U10110920150001234', false],
    ['UP011092015000123X', false],
  ])('%s matches: %s', (value, ok) => {
    expect(UDID_PATTERN.test(value)).toBe(ok);
  });

  it('takes the number as printed, with spaces, dashes and small letters', () => {
    const parsed = udidSchema.parse({
      kind: 'udid',
      number: ' up-01-1-09-2015-000123-4 ',
      expiresOn: null,
    });
    expect(parsed.number).toBe('UP0110920150001234');
  });

  it('checks an enrolment number loosely, never as a UDID', () => {
    expect(udidSchema.parse({ kind: 'enrolment', number: 'en/25-7', expiresOn: null }).number).toBe(
      'EN/25-7',
    );
    const bad = udidSchema.safeParse({ kind: 'enrolment', number: '', expiresOn: null });
    expect(bad.error?.issues[0]?.message).toBe(M.enrolmentNumber);
  });
});

describe('the code lists', () => {
  it('ship the 21 conditions of the RPwD Act and the facilities, named by year', () => {
    const [list] = SEED_CODE_LISTS;
    expect(list?.year).toBe('2024-25');
    expect(list?.conditions.map((c) => c.code)).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 1),
    );
    expect(list?.facilities.at(-1)).toMatchObject({ code: 12, en: 'Other' });
  });

  it('name a code in either language, or show the code the list lacks', () => {
    const conditions = SEED_CODE_LISTS[0]!.conditions;
    expect(codeLabel(conditions, 13, 'en')).toBe('Intellectual disability');
    expect(codeLabel(conditions, 13, 'hi')).toBe('बौद्धिक दिव्यांगता');
    expect(codeLabel(conditions, 40, 'en')).toBe('40');
  });
});

it('lists the primary condition first, then by code', () => {
  const list = [
    { code: 13, primary: false },
    { code: 9, primary: true },
    { code: 2, primary: false },
  ];
  expect(orderedConditions(list).map((c) => c.code)).toEqual([9, 2, 13]);
});
