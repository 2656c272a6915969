import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import {
  instituteDate,
  REGISTRATION_MESSAGES,
  registrationInfoError,
  studentRegistrationSchema,
} from '@pragati/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useRegisterStudent } from '../api/register-student';
import { clearDraft, loadDraft, saveDraft } from './intake/draft-storage';
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
import { RequiredFields } from './intake/required-fields';
import { TemporaryPasswordDialog } from './temporary-password-dialog';

const STEP_TITLES = ['Required details', 'Optional details'] as const;

/** Spec: Student registration form ('Student Details Form'), a two-step wizard. */
export function RegistrationPage() {
  const session = readSession();
  const userId = session?.userId ?? '';
  const navigate = useNavigate();
  const register = useRegisterStudent();
  const [restored] = useState(() => loadDraft(userId));
  const [values, setValues] = useState<RegistrationValues>(
    () => restored?.values ?? emptyRegistration(),
  );
  const [step, setStep] = useState(restored?.step ?? 0);
  const [tab, setTab] = useState<OptionalTab>('info');
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [confirming, setConfirming] = useState(false);
  const [created, setCreated] = useState<{ regNo: string; temporaryPassword: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

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

  const nextFromStep1 = () => {
    const message = registrationInfoError(
      values.info as Parameters<typeof registrationInfoError>[0],
      values.stdCred.section,
      instituteDate(new Date()),
    );
    if (message) toast.error(message);
    else goTo(1);
  };

  const submit = () => {
    const parsed = studentRegistrationSchema(instituteDate(new Date())).safeParse(
      registrationPayload(values),
    );
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? REGISTRATION_MESSAGES.required);
      return;
    }
    setConfirming(true);
  };

  const confirm = () => {
    setConfirming(false);
    register.mutate(registrationPayload(values), {
      onSuccess: (result) => {
        toast.success(result.msg);
        clearDraft(userId);
        setValues(emptyRegistration());
        setStep(0);
        setTab('info');
        setShowRestored(false);
        setCreated({ regNo: result.regNo, temporaryPassword: result.temporaryPassword });
      },
      onError: (error) => toast.error(`Error: ${error.message}`),
    });
  };

  const discard = () => {
    clearDraft(userId);
    setValues(emptyRegistration());
    setStep(0);
    setTab('info');
    setShowRestored(false);
  };

  return (
    <PageLayout title="Student Details Form" userId={userId} backTo={paths.admin.home}>
      {showRestored && (
        <Alert
          color="indigo"
          title="Draft restored"
          mb="lg"
          withCloseButton
          closeButtonLabel="Close notice"
          onClose={() => setShowRestored(false)}
        >
          Your unsaved input from earlier in this tab was restored. It is kept only in this tab
          until you submit it or discard it.
        </Alert>
      )}
      <ol className={classes.steps} aria-label="Registration steps">
        {STEP_TITLES.map((title, index) => (
          <li
            key={title}
            aria-current={step === index ? 'step' : undefined}
            className={step === index ? classes.currentStep : undefined}
          >
            Step {index + 1}: {title}
            {index < step ? ' (done)' : ''}
          </li>
        ))}
      </ol>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 0) nextFromStep1();
          else submit();
        }}
      >
        <h2 ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
          Step {step + 1} of 2: {STEP_TITLES[step]}
        </h2>
        {step === 0 ? (
          <>
            <Text className={classes.requiredNote}>
              Fields marked in red with “(required)” must be filled in.
            </Text>
            <RequiredFields
              info={values.info}
              onInfo={onInfo}
              placement={values.stdCred}
              onPlacement={(patch) =>
                setValues((v) => ({ ...v, stdCred: { ...v.stdCred, ...patch } }))
              }
            />
          </>
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
            {step === 1 && (
              <Button variant="default" onClick={() => goTo(0)}>
                Back
              </Button>
            )}
            <Button type="submit" loading={register.isPending}>
              Next
            </Button>
          </Group>
          {hasInput(values) && (
            <Button variant="subtle" color="red" onClick={discard}>
              Discard draft
            </Button>
          )}
        </Group>
      </form>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={REGISTRATION_MESSAGES.confirm}
        centered
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            No
          </Button>
          <Button onClick={confirm}>Yes</Button>
        </Group>
      </Modal>

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
