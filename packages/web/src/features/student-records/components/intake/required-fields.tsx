import { NativeSelect, TextInput } from '@mantine/core';
import {
  AADHAAR_LENGTH,
  instituteDate,
  MOBILE_LENGTH,
  previousDay,
  type RegistrationField,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_YEARS,
  SEX_LABELS,
  SEXES,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../../i18n/i18n-provider';
import { useEnabledGroups, useGroupName } from '../../../../lib/programme-groups';
import { type FieldErrors, fieldId } from './field-errors';
import type { IntakeInfo } from './form-values';
import classes from './intake.module.css';

/** Moves focus to a field of this form (issue 14 part 7: to the first one an error marks). */
export function focusField(field: RegistrationField): void {
  document.getElementById(fieldId(field))?.focus();
}

/** Red, and "(required)" in text as well, so colour is never the only signal. */
export function RequiredLabel({ children }: { children: string }) {
  const t = useTranslations('studentRecords.intake');
  return <span className={classes.required}>{t('required', { label: children })}</span>;
}

export type Placement = { section: string; year: string };

export interface RequiredFieldsProps {
  info: IntakeInfo;
  onInfo: (patch: Partial<IntakeInfo>) => void;
  /** Registration only: where the student starts. */
  placement?: Placement;
  onPlacement?: (patch: Partial<Placement>) => void;
  /** Edit only: the regNo is the login id and stays; an empty Aadhaar keeps the stored one. */
  editing?: { maskedAadhaar: string };
  /** Each field's error (Mantine sets aria-invalid and aria-describedby from it). */
  errors?: FieldErrors;
}

/** Registration only: the class (the institute's enabled groups, issue 29) and the year. */
function PlacementFields({
  placement,
  onPlacement,
  error,
  groups,
  groupName,
}: {
  placement: Placement;
  onPlacement: (patch: Partial<Placement>) => void;
  error: string | undefined;
  groups: readonly { code: string }[];
  groupName: (code: string) => string;
}) {
  const t = useTranslations('studentRecords.intake');
  const m = useMsg();
  return (
    <>
      <NativeSelect
        label={<RequiredLabel>{m(REGISTRATION_FIELD_LABELS.section)}</RequiredLabel>}
        aria-required
        data={[
          { value: '', label: t('select') },
          ...groups.map((g) => ({ value: g.code, label: groupName(g.code) })),
        ]}
        id={fieldId('section')}
        error={error && m(error)}
        value={placement.section}
        onChange={(event) => onPlacement({ section: event.currentTarget.value })}
      />
      <NativeSelect
        label={<RequiredLabel>{t('year')}</RequiredLabel>}
        aria-required
        data={[...REGISTRATION_YEARS]}
        value={placement.year}
        onChange={(event) => onPlacement({ year: event.currentTarget.value })}
      />
    </>
  );
}

/** Spec: step 1 of the registration form, the required fields with red labels. */
export function RequiredFields({
  info,
  onInfo,
  placement,
  onPlacement,
  editing,
  errors = {},
}: RequiredFieldsProps) {
  const t = useTranslations('studentRecords.intake');
  const m = useMsg();
  const yesterday = previousDay(instituteDate(new Date()));
  // Issue 29: the Class choices are the institute's enabled groups, named in the screen's language.
  const groups = useEnabledGroups();
  const groupName = useGroupName();
  const text = (key: keyof IntakeInfo & keyof FieldErrors) => ({
    label: <RequiredLabel>{m(REGISTRATION_FIELD_LABELS[key])}</RequiredLabel>,
    id: fieldId(key),
    error: errors[key] && m(errors[key]),
    value: info[key] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      onInfo({ [key]: event.currentTarget.value }),
  });
  return (
    <div className={classes.grid}>
      <TextInput
        aria-required
        autoComplete="off"
        maxLength={40}
        readOnly={Boolean(editing)}
        description={editing ? t('regNoFixed') : undefined}
        {...text('regNo')}
      />
      <TextInput aria-required autoComplete="off" maxLength={120} {...text('name')} />
      <TextInput
        type="date"
        aria-required
        max={yesterday}
        min={info.dob || undefined}
        {...text('regDate')}
      />
      <TextInput type="date" aria-required max={previousDay(yesterday)} {...text('dob')} />
      <NativeSelect
        aria-required
        data={[
          { value: '', label: t('select') },
          ...SEXES.map((sex) => ({ value: sex, label: m(SEX_LABELS[sex]) })),
        ]}
        {...text('sex')}
      />
      <TextInput
        aria-required={!editing}
        inputMode="numeric"
        autoComplete="off"
        maxLength={AADHAAR_LENGTH}
        description={
          editing ? m(STUDENT_MESSAGES.aadhaarKeep(editing.maskedAadhaar)) : t('aadhaarDigits')
        }
        {...text('aadharNo')}
      />
      <TextInput
        type="tel"
        aria-required
        inputMode="numeric"
        autoComplete="off"
        maxLength={MOBILE_LENGTH}
        description={t('mobileDigits')}
        {...text('mobileNo')}
      />
      {placement && onPlacement && (
        <PlacementFields
          placement={placement}
          onPlacement={onPlacement}
          error={errors.section}
          groups={groups}
          groupName={groupName}
        />
      )}
    </div>
  );
}
