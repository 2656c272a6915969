import { emptyRegistration, type RegistrationValues } from './form-values';

/*
 * The registration draft (issue 5: unsaved input survives an accidental reload). It holds health
 * data and the Aadhaar number, so it lives in sessionStorage: gone when the tab closes, cleared
 * when the session ends (lib/session), and kept per admin.
 */

const key = (userId: string) => `pragati.registrationDraft.${userId}`;

export type Draft = { values: RegistrationValues; step: number };

export function loadDraft(userId: string): Draft | null {
  try {
    const text = window.sessionStorage.getItem(key(userId));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Draft>;
    if (!parsed.values || typeof parsed.values !== 'object') return null;
    const empty = emptyRegistration();
    const values = parsed.values;
    // Merge over the empty form, so a draft from an older version of the form still fits.
    return {
      step: parsed.step === 1 ? 1 : 0,
      values: {
        info: { ...empty.info, ...values.info },
        presentingComplaints: { ...empty.presentingComplaints, ...values.presentingComplaints },
        history: { ...empty.history, ...values.history },
        familyHistory: { ...empty.familyHistory, ...values.familyHistory },
        developmentHistory: { ...empty.developmentHistory, ...values.developmentHistory },
        stdCred: { ...empty.stdCred, ...values.stdCred },
      },
    };
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: Draft): void {
  try {
    window.sessionStorage.setItem(key(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the reload safety net is gone.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.sessionStorage.removeItem(key(userId));
  } catch {
    // See saveDraft().
  }
}
