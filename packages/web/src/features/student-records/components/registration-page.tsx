import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import {
  duplicateRegNoMessage,
  instituteDate,
  REGISTRATION_MESSAGES,
  type RegistrationField,
  registrationFieldOfMessage,
  registrationInfoIssues,
  studentRegistrationSchema,
} from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useRegNoExists } from '../api/reg-no-exists';
import { useRegisterStudent } from '../api/register-student';
import { ConsentStep } from './consent-step';
import { type RegistrationExtraStep, RegistrationSteps } from './registration-steps';
import { useRegistrationConsent } from './use-registration-consent';
import { DiscardDraftDialog } from './discard-draft-dialog';
import { clearDraft, loadDraft, saveDraft } from './intake/draft-storage';
import {
  addServerError,
  type ErrorState,
  firstField,
  flagIssues,
  NO_ERRORS,
  stepOneValues,
  visibleErrors,
} from './intake/field-errors';
import {
  emptyRegistration,
  hasInput,
  type IntakeInfo,
  registrationPayload,
  type RegistrationValues,
  type TextGroupName,
} from './intake/form-values';
import classes from './intake/intake.module.css';
import { OptionalGroups, type OptionalTab } from './intake/optional-groups';
import { focusField, RequiredFields } from './intake/required-fields';
import { TemporaryPasswordDialog } from './temporary-password-dialog';

/** The steps' titles: `students.registration.steps.<key>` in the catalogs. */
const STEPS = ['required', 'optional', 'consent'] as const;
type StepKey = (typeof STEPS)[number] | 'extra';

/** Spec: Student registration form ('Student Details Form'), a two-step wizard. */
export function RegistrationPage({ extraStep }: { extraStep?: RegistrationExtraStep } = {}) {
  const steps: StepKey[] = extraStep ? ['required', 'optional', 'extra', 'consent'] : [...STEPS];
  const t = useTranslations('studentRecords.registration');
  const m = useMsg();
  const session = readSession();
  const userId = session?.userId ?? '';
  const navigate = useNavigate();
  const register = useRegisterStudent();
  const regNoCheck = useRegNoExists();
  const [restored] = useState(() => loadDraft(userId));
  const [values, setValues] = useState<RegistrationValues>(
    () => restored?.values ?? emptyRegistration(),
  );
  const [step, setStep] = useState(Math.min(restored?.step ?? 0, steps.length - 1));
  const current = steps[step] ?? 'required';
  const titleOf = (key: StepKey) =>
    key === 'extra' ? (extraStep?.title ?? '') : t(`steps.${key}`);
  const [tab, setTab] = useState<OptionalTab>('info');
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [confirming, setConfirming] = useState(false);
  const [created, setCreated] = useState<{ regNo: string; temporaryPassword: string } | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [errorState, setErrorState] = useState<ErrorState>(NO_ERRORS);
  const consent = useRegistrationConsent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Focus goes to a field once it is rendered (it may be on the other step).
  const focusTarget = useRef<RegistrationField | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const field = focusTarget.current;
    if (!field) return;
    focusTarget.current = null;
    focusField(field);
  }, [focusRequest]);

  const fields = stepOneValues(values.info, values.stdCred.section);
  const issues = registrationInfoIssues(fields, fields.section, instituteDate(new Date()));
  const errors = visibleErrors(errorState, issues, fields);

  // Every change is kept for this tab until it is submitted or discarded.
  useEffect(() => {
    if (created) return;
    if (hasInput(values)) saveDraft(userId, { values, step });
    else clearDraft(userId);
  }, [values, step, userId, created]);

  const onInfo = (patch: Partial<IntakeInfo>) =>
    setValues((v) => ({ ...v, info: { ...v.info, ...patch } }));
  const onGroup = (group: TextGroupName, key: string, value: string) =>
    setValues((v) => ({ ...v, [group]: { ...v[group], [key]: value } }));

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  };

  /** Step 1, the field marked, focus on it; the toast says what the spec says. */
  const showOnField = (field: RegistrationField, toastMessage: string) => {
    setStep(0);
    toast.error(toastMessage);
    focusTarget.current = field;
    setFocusRequest((n) => n + 1);
  };

  /** False, with every broken step-1 field marked, when the step-1 rules are not met. */
  const stepOneValid = () => {
    const first = firstField(issues.map((issue) => issue.field));
    if (!first) return true;
    setErrorState((state) => flagIssues(state, issues));
    showOnField(first, issues[0]!.toast);
    return false;
  };

  const refuseField = (field: RegistrationField, message: string, toastMessage = message) => {
    setErrorState((state) => addServerError(state, { field, message, value: fields[field] }));
    showOnField(field, toastMessage);
  };

  // Issue 14 part 7: a taken number is found here, not after both steps. Should the check itself
  // fail, the wizard goes on: the registration checks again (and must, another admin may race).
  const nextFromStep1 = async () => {
    // Enter in a field while the check is out asks nothing twice.
    if (regNoCheck.isPending || !stepOneValid()) return;
    const regNo = values.info.regNo.trim();
    const answer = await regNoCheck.mutateAsync(regNo).catch(() => null);
    if (answer?.exists) refuseField('regNo', answer.message ?? duplicateRegNoMessage(regNo));
    else goTo(1);
  };

  const submit = async () => {
    if (!stepOneValid()) return;
    const extraProblem = extraStep?.check();
    if (extraProblem) {
      setStep(steps.indexOf('extra'));
      toast.error(extraProblem);
      return;
    }
    const consentProblem = await consent.problem();
    if (consentProblem) {
      setStep(steps.indexOf('consent'));
      toast.error(consentProblem);
      return;
    }
    const parsed = studentRegistrationSchema(instituteDate(new Date())).safeParse(
      registrationPayload(values),
    );
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? REGISTRATION_MESSAGES.required);
      return;
    }
    setConfirming(true);
  };

  const reset = () => {
    clearDraft(userId);
    setValues(emptyRegistration());
    setStep(0);
    setTab('info');
    setShowRestored(false);
    setErrorState(NO_ERRORS);
    consent.reset();
    extraStep?.reset();
  };

  /** The added step: what was entered must pass its checks (nothing entered skips it). */
  const nextFromExtra = () => {
    const problem = extraStep?.check();
    if (problem) toast.error(problem);
    else goTo(step + 1);
  };

  const cancelConfirm = () => {
    setConfirming(false);
    nextRef.current?.focus();
  };

  const confirm = () => {
    setConfirming(false);
    const given = consent.values;
    register.mutate(registrationPayload(values), {
      onSuccess: (result) => {
        toast.success(result.msg);
        void consent.recordFor(result.regNo, given);
        // Sent with what was entered before reset() empties the step.
        void extraStep?.saveFor(result.regNo);
        reset();
        setCreated({ regNo: result.regNo, temporaryPassword: result.temporaryPassword });
      },
      onError: (error) => {
        // Spec section 8: 'Error: ' and the message; a message about a field marks it too.
        const field = registrationFieldOfMessage(error.message, values.info.regNo.trim(), m);
        const shown = t('error', { message: error.message });
        if (field) refuseField(field, error.message, shown);
        else {
          toast.error(shown);
          nextRef.current?.focus();
        }
      },
    });
  };

  return (
    <PageLayout title={t('title')} userId={userId} backTo={paths.admin.home}>
      {showRestored && (
        <Alert
          color="indigo"
          title={t('draftRestored')}
          mb="lg"
          withCloseButton
          closeButtonLabel={t('closeNotice')}
          onClose={() => setShowRestored(false)}
        >
          {t('draftRestoredText')}
        </Alert>
      )}
      <RegistrationSteps titles={steps.map(titleOf)} step={step} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (current === 'required') void nextFromStep1();
          else if (current === 'extra') nextFromExtra();
          else if (current === 'optional') goTo(step + 1);
          else void submit();
        }}
      >
        <h2 ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
          {t('stepHeading', {
            number: step + 1,
            total: steps.length,
            title: titleOf(current),
          })}
        </h2>
        {current === 'required' ? (
          <>
            <Text className={classes.requiredNote}>{t('requiredNote')}</Text>
            <RequiredFields
              info={values.info}
              onInfo={onInfo}
              errors={errors}
              placement={values.stdCred}
              onPlacement={(patch) =>
                setValues((v) => ({ ...v, stdCred: { ...v.stdCred, ...patch } }))
              }
            />
          </>
        ) : current === 'extra' ? (
          extraStep?.content
        ) : current === 'consent' ? (
          <ConsentStep
            values={consent.values}
            errors={consent.errors}
            onChange={consent.onChange}
          />
        ) : (
          <OptionalGroups
            values={values}
            onInfo={onInfo}
            onGroup={onGroup}
            tab={tab}
            onTab={setTab}
          />
        )}
        <Group justify="space-between" mt="xl">
          <Group>
            {step > 0 && (
              <Button variant="default" onClick={() => goTo(step - 1)}>
                {t('back')}
              </Button>
            )}
            <Button
              ref={nextRef}
              type="submit"
              loading={register.isPending || regNoCheck.isPending}
            >
              {t('next')}
            </Button>
            {current === 'extra' && extraStep && (
              <Button
                variant="default"
                onClick={() => {
                  extraStep.reset();
                  goTo(step + 1);
                }}
              >
                {extraStep.skipLabel}
              </Button>
            )}
          </Group>
          {hasInput(values) && (
            <Button variant="subtle" color="red" onClick={() => setDiscarding(true)}>
              {t('discard')}
            </Button>
          )}
        </Group>
      </form>

      {/* Focus is placed by the outcome (a marked field, the password dialog), not returned. */}
      <Modal
        opened={confirming}
        onClose={cancelConfirm}
        title={m(REGISTRATION_MESSAGES.confirm)}
        centered
        returnFocus={false}
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={cancelConfirm}>
            {t('no')}
          </Button>
          <Button onClick={confirm}>{t('yes')}</Button>
        </Group>
      </Modal>

      <DiscardDraftDialog
        opened={discarding}
        onCancel={() => setDiscarding(false)}
        onDiscard={() => {
          setDiscarding(false);
          reset();
          goTo(0);
        }}
      />

      <TemporaryPasswordDialog
        result={created}
        onDone={() => {
          setCreated(null);
          void navigate(paths.admin.viewStudents);
        }}
      />
    </PageLayout>
  );
}
