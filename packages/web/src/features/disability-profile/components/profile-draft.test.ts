import { DISABILITY_MESSAGES, SEED_CODE_LISTS } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, emptyAid } from './profile-draft';

const lists = [...SEED_CODE_LISTS];

describe('the profile form draft', () => {
  it('starts with one primary condition in the newest year', () => {
    const draft = draftOf(null, lists);
    expect(draft.codeListYear).toBe('2024-25');
    expect(draft.conditions).toEqual([{ code: '', percent: '', primary: true }]);
  });

  it('sends a permanent certificate without a re-assessment date and a typed aid by its words', () => {
    const draft = draftOf(null, lists);
    draft.conditions = [{ code: '13', percent: '60', primary: true }];
    draft.hasCertificate = true;
    draft.permanent = true;
    draft.certificate = {
      number: 'C-1',
      authority: 'Board',
      issuedOn: '2025-01-01',
      reassessOn: '2026-01-01',
    };
    draft.aids = [{ ...emptyAid('2025-02-01'), item: 'Escort allowance', amount: '500' }];
    const result = checkDraft(draft);
    expect('body' in result && result.body).toMatchObject({
      certificate: { reassessOn: null },
      aids: [{ facilityCode: null, item: 'Escort allowance', amount: 500 }],
      udid: null,
    });
  });

  it('keys each message by its field', () => {
    const draft = draftOf(null, lists);
    draft.conditions = [{ code: '13', percent: '140', primary: true }];
    draft.udidKind = 'udid';
    draft.udidNumber = 'UP123';
    const result = checkDraft(draft);
    expect('errors' in result && result.errors).toMatchObject({
      'conditions.0.percent': DISABILITY_MESSAGES.percent,
      'udid.number': DISABILITY_MESSAGES.udidNumber,
    });
  });
});
