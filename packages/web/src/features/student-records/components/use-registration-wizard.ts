import {
  duplicateRegNoMessage,
  instituteDate,
  REGISTRATION_MESSAGES,
  type RegistrationField,
  registrationFieldOfMessage,
  registrationInfoIssues,
  studentRegistrationSchema,
} from '@pragati/domain';
import { type Dispatch, type RefObject, useEffect, useReducer, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useRegNoExists } from '../api/reg-no-exists';
import { useRegisterStudent } from '../api/register-student';
import { clearDraft, loadDraft, saveDraft } from './intake/draft-storage';
import { firstField, stepOneValues, visibleErrors } from './intake/field-errors';
import { hasInput, registrationPayload } from './intake/form-values';
import {
  currentStep,
  initialRegistration,
  type RegistrationAction,
  registrationReducer,
  type RegistrationState,
  stepKeys,
} from './intake/registration-state';
import { focusField } from './intake/required-fields';
import type { RegistrationExtraStep } from './registration-steps';
import { useRegistrationConsent } from './use-registration-consent';

/** The state and the effects beside it: the draft kept for the tab, focus on an asked field. */
function useWizardState(userId: string, extraStep: RegistrationExtraStep | undefined) {
  const [state, dispatch] = useReducer(registrationReducer, null, () =>
    initialRegistration(stepKeys(Boolean(extraStep)), loadDraft(userId)),
  );
  const { values, step, created, focus } = state;

  // Every change is kept for this tab until it is submitted or discarded.
  useEffect(() => {
    if (created) return;
    if (hasInput(values)) saveDraft(userId, { values, step });
    else clearDraft(userId);
  }, [values, step, userId, created]);

  // Focus goes to a field once it is rendered (it may be on the other step).
  useEffect(() => {
    if (focus) focusField(focus.field);
  }, [focus]);

  return [state, dispatch] as const;
}

type Wizard = {
  state: RegistrationState;
  dispatch: Dispatch<RegistrationAction>;
  extraStep: RegistrationExtraStep | undefined;
  consent: ReturnType<typeof useRegistrationConsent>;
  /** Step 1's values as the rules read them, and their issues today. */
  fields: Record<RegistrationField, string>;
  issues: ReturnType<typeof registrationInfoIssues>;
};

/** False, with every broken step-1 field marked and the first focused, when the rules fail. */
function stepOneValid({ dispatch, issues }: Wizard): boolean {
  const first = firstField(issues.map((issue) => issue.field));
  if (!first) return true;
  dispatch({ type: 'flag', issues, field: first });
  toast.error(issues[0]!.toast);
  return false;
}

/** Step 1, the field marked with the server's message, focus on it; the toast as the spec says. */
function refuseField(wizard: Wizard, field: RegistrationField, message: string, shown = message) {
  wizard.dispatch({ type: 'refuse', error: { field, message, value: wizard.fields[field] } });
  toast.error(shown);
}

/** Every step's checks again before the confirmation: the first problem shows its step. */
async function readyToConfirm(wizard: Wizard): Promise<boolean> {
  const { dispatch, extraStep, consent, state } = wizard;
  if (!stepOneValid(wizard)) return false;
  const extraProblem = extraStep?.check();
  if (extraProblem) {
    dispatch({ type: 'show-step', key: 'extra' });
    toast.error(extraProblem);
    return false;
  }
  const consentProblem = await consent.problem();
  if (consentProblem) {
    dispatch({ type: 'show-step', key: 'consent' });
    toast.error(consentProblem);
    return false;
  }
  const parsed = studentRegistrationSchema(instituteDate(new Date())).safeParse(
    registrationPayload(state.values),
  );
  if (!parsed.success)
    toast.error(parsed.error.issues[0]?.message ?? REGISTRATION_MESSAGES.required);
  return parsed.success;
}

/** The confirmed registration: the call, then the consent and the added step for the student. */
function useConfirm(
  wizard: Wizard,
  reset: () => void,
  nextRef: RefObject<HTMLButtonElement | null>,
) {
  const t = useTranslations('studentRecords.registration');
  const m = useMsg();
  const register = useRegisterStudent();
  const { dispatch, consent, extraStep } = wizard;
  const { values } = wizard.state;

  const confirm = () => {
    dispatch({ type: 'close-confirm' });
    const given = consent.values;
    register.mutate(registrationPayload(values), {
      onSuccess: (result) => {
        toast.success(result.msg);
        void consent.recordFor(result.regNo, given);
        // Sent with what was entered before reset() empties the step.
        void extraStep?.saveFor(result.regNo);
        reset();
        const { regNo, temporaryPassword } = result;
        dispatch({ type: 'registered', created: { regNo, temporaryPassword } });
      },
      onError: (error) => {
        // Spec section 8: 'Error: ' and the message; a message about a field marks it too.
        const field = registrationFieldOfMessage(error.message, values.info.regNo.trim(), m);
        const shown = t('error', { message: error.message });
        if (field) refuseField(wizard, field, error.message, shown);
        else {
          toast.error(shown);
          nextRef.current?.focus();
        }
      },
    });
  };

  return { confirm, registering: register.isPending };
}

/** Spec: Student registration form ('Student Details Form'), a wizard of 3 or 4 steps. */
export function useRegistrationWizard(extraStep: RegistrationExtraStep | undefined) {
  const userId = readSession()?.userId ?? '';
  const regNoCheck = useRegNoExists();
  const consent = useRegistrationConsent();
  const [state, dispatch] = useWizardState(userId, extraStep);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const { values, step } = state;
  const fields = stepOneValues(values.info, values.stdCred.section);
  const issues = registrationInfoIssues(fields, fields.section, instituteDate(new Date()));
  const wizard: Wizard = { state, dispatch, extraStep, consent, fields, issues };

  const goTo = (next: number) => {
    dispatch({ type: 'go', step: next });
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  };
  /** Empties what the reducer does not hold: the kept draft, the consent and the added step. */
  const reset = () => {
    clearDraft(userId);
    consent.reset();
    extraStep?.reset();
  };
  const { confirm, registering } = useConfirm(wizard, reset, nextRef);

  // Issue 14 part 7: a taken number is found here, not after both steps. Should the check itself
  // fail, the wizard goes on: the registration checks again (and must, another admin may race).
  const nextFromStep1 = async () => {
    // Enter in a field while the check is out asks nothing twice.
    if (regNoCheck.isPending || !stepOneValid(wizard)) return;
    const regNo = values.info.regNo.trim();
    const answer = await regNoCheck.mutateAsync(regNo).catch(() => null);
    if (answer?.exists)
      refuseField(wizard, 'regNo', answer.message ?? duplicateRegNoMessage(regNo));
    else goTo(1);
  };

  /** The added step: what was entered must pass its checks (nothing entered skips it). */
  const nextFromExtra = () => {
    const problem = extraStep?.check();
    if (problem) toast.error(problem);
    else goTo(step + 1);
  };

  const onSubmit = {
    required: () => void nextFromStep1(),
    optional: () => goTo(step + 1),
    extra: nextFromExtra,
    consent: () => void readyToConfirm(wizard).then((ok) => ok && dispatch({ type: 'confirm' })),
  }[currentStep(state)];

  return {
    state,
    dispatch,
    consent,
    errors: visibleErrors(state.errors, issues, fields),
    headingRef,
    nextRef,
    pending: registering || regNoCheck.isPending,
    userId,
    onSubmit,
    goTo,
    confirm,
    cancelConfirm: () => {
      dispatch({ type: 'close-confirm' });
      nextRef.current?.focus();
    },
    discard: () => {
      reset();
      dispatch({ type: 'reset' });
      goTo(0);
    },
  };
}
