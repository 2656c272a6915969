import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { REGISTRATION_MESSAGES } from '@pragati/domain';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { useMsg } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { ConsentStep } from './consent-step';
import { DiscardDraftDialog } from './discard-draft-dialog';
import { hasInput, type IntakeInfo } from './intake/form-values';
import classes from './intake/intake.module.css';
import { OptionalGroups } from './intake/optional-groups';
import { currentStep, type StepKey } from './intake/registration-state';
import { RequiredFields } from './intake/required-fields';
import { type RegistrationExtraStep, RegistrationSteps } from './registration-steps';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { useRegistrationWizard } from './use-registration-wizard';

type Wizard = ReturnType<typeof useRegistrationWizard>;
type StepProps = { wizard: Wizard; extraStep: RegistrationExtraStep | undefined };

/** The current step's fields; each writes to the wizard's state through its dispatch. */
function StepFields({ wizard, extraStep }: StepProps) {
  const t = useTranslations('studentRecords.registration');
  const { state, dispatch, consent } = wizard;
  const onInfo = (patch: Partial<IntakeInfo>) => dispatch({ type: 'info', patch });
  switch (currentStep(state)) {
    case 'required':
      return (
        <>
          <Text className={classes.requiredNote}>{t('requiredNote')}</Text>
          <RequiredFields
            info={state.values.info}
            onInfo={onInfo}
            errors={wizard.errors}
            placement={state.values.stdCred}
            onPlacement={(patch) => dispatch({ type: 'placement', patch })}
          />
        </>
      );
    case 'extra':
      return extraStep?.content;
    case 'consent':
      return (
        <ConsentStep values={consent.values} errors={consent.errors} onChange={consent.onChange} />
      );
    case 'optional':
      return (
        <OptionalGroups
          values={state.values}
          onInfo={onInfo}
          onGroup={(group, key, value) => dispatch({ type: 'group', group, key, value })}
          tab={state.tab}
          onTab={(tab) => dispatch({ type: 'tab', tab })}
        />
      );
  }
}

/** Back, Next, the added step's Skip, and Discard once anything was entered. */
function WizardButtons({ wizard, extraStep }: StepProps) {
  const t = useTranslations('studentRecords.registration');
  const { state, dispatch, goTo } = wizard;
  const { step } = state;
  return (
    <Group justify="space-between" mt="xl">
      <Group>
        {step > 0 && (
          <Button variant="default" onClick={() => goTo(step - 1)}>
            {t('back')}
          </Button>
        )}
        <Button ref={wizard.nextRef} type="submit" loading={wizard.pending}>
          {t('next')}
        </Button>
        {currentStep(state) === 'extra' && extraStep && (
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
      {hasInput(state.values) && (
        <Button variant="subtle" color="red" onClick={() => dispatch({ type: 'ask-discard' })}>
          {t('discard')}
        </Button>
      )}
    </Group>
  );
}

/** Spec: Student registration form ('Student Details Form'), a wizard; the state in its reducer. */
export function RegistrationPage({ extraStep }: { extraStep?: RegistrationExtraStep } = {}) {
  const t = useTranslations('studentRecords.registration');
  const m = useMsg();
  const navigate = useNavigate();
  const wizard = useRegistrationWizard(extraStep);
  const { state, dispatch } = wizard;
  const titleOf = (key: StepKey) =>
    key === 'extra' ? (extraStep?.title ?? '') : t(`steps.${key}`);

  return (
    <PageLayout title={t('title')} userId={wizard.userId} backTo={paths.admin.home}>
      {state.showRestored && (
        <Alert
          color="indigo"
          title={t('draftRestored')}
          mb="lg"
          withCloseButton
          closeButtonLabel={t('closeNotice')}
          onClose={() => dispatch({ type: 'close-restored' })}
        >
          {t('draftRestoredText')}
        </Alert>
      )}
      <RegistrationSteps titles={state.steps.map(titleOf)} step={state.step} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          wizard.onSubmit();
        }}
      >
        <h2 ref={wizard.headingRef} tabIndex={-1} className={classes.stepHeading}>
          {t('stepHeading', {
            number: state.step + 1,
            total: state.steps.length,
            title: titleOf(currentStep(state)),
          })}
        </h2>
        <StepFields wizard={wizard} extraStep={extraStep} />
        <WizardButtons wizard={wizard} extraStep={extraStep} />
      </form>

      {/* Focus is placed by the outcome (a marked field, the password dialog), not returned. */}
      <Modal
        opened={state.confirming}
        onClose={wizard.cancelConfirm}
        title={m(REGISTRATION_MESSAGES.confirm)}
        centered
        returnFocus={false}
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={wizard.cancelConfirm}>
            {t('no')}
          </Button>
          <Button onClick={wizard.confirm}>{t('yes')}</Button>
        </Group>
      </Modal>

      <DiscardDraftDialog
        opened={state.discarding}
        onCancel={() => dispatch({ type: 'close-discard' })}
        onDiscard={wizard.discard}
      />

      <TemporaryPasswordDialog
        result={state.created}
        onDone={() => {
          dispatch({ type: 'done' });
          void navigate(paths.admin.viewStudents);
        }}
      />
    </PageLayout>
  );
}
