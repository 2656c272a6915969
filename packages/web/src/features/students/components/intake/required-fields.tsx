import { NativeSelect, TextInput } from '@mantine/core';
import {
  AADHAAR_LENGTH,
  instituteDate,
  MOBILE_LENGTH,
  previousDay,
  type RegistrationField,
  REGISTRATION_YEARS,
  SECTION_DISPLAY_NAMES,
  SECTIONS,
  SEX_LABELS,
  SEXES,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import type { ReactNode } from 'react';
import { type FieldErrors, fieldId } from './field-errors';
import type { IntakeInfo } from './form-values';
import classes from './intake.module.css';

/** Moves focus to a field of this form (issue 14 part 7: to the first one an error marks). */
export function focusField(field: RegistrationField): void {
  document.getElementById(fieldId(field))?.focus();
}

/** Red, and "(required)" in text as well, so colour is never the only signal. */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return <span className={classes.required}>{children} (required)</span>;
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

/** Spec: step 1 of the registration form, the required fields with red labels. */
export function RequiredFields({
  info,
  onInfo,
  placement,
  onPlacement,
  editing,
  errors = {},
}: RequiredFieldsProps) {
  const yesterday = previousDay(instituteDate(new Date()));
  const text = (key: keyof IntakeInfo & keyof FieldErrors) => ({
    id: fieldId(key),
    error: errors[key],
    value: info[key] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      onInfo({ [key]: event.currentTarget.value }),
  });
  return (
    <div className={classes.grid}>
      <TextInput
        label={<RequiredLabel>Registration Number</RequiredLabel>}
        aria-required
        autoComplete="off"
        maxLength={40}
        readOnly={Boolean(editing)}
        description={
          editing ? 'The registration number is the login ID and cannot change.' : undefined
        }
        {...text('regNo')}
      />
      <TextInput
        label={<RequiredLabel>Name</RequiredLabel>}
        aria-required
        autoComplete="off"
        maxLength={120}
        {...text('name')}
      />
      <TextInput
        type="date"
        label={<RequiredLabel>Registration Date</RequiredLabel>}
        aria-required
        max={yesterday}
        min={info.dob || undefined}
        {...text('regDate')}
      />
      <TextInput
        type="date"
        label={<RequiredLabel>Date of Birth</RequiredLabel>}
        aria-required
        max={previousDay(yesterday)}
        {...text('dob')}
      />
      <NativeSelect
        label={<RequiredLabel>Sex</RequiredLabel>}
        aria-required
        data={[
          { value: '', label: 'Select' },
          ...SEXES.map((sex) => ({ value: sex, label: SEX_LABELS[sex] })),
        ]}
        {...text('sex')}
      />
      <TextInput
        label={<RequiredLabel>Aadhar Number</RequiredLabel>}
        aria-required={!editing}
        inputMode="numeric"
        autoComplete="off"
        maxLength={AADHAAR_LENGTH}
        description={editing ? STUDENT_MESSAGES.aadhaarKeep(editing.maskedAadhaar) : '12 digits'}
        {...text('aadharNo')}
      />
      <TextInput
        type="tel"
        label={<RequiredLabel>Mobile No.</RequiredLabel>}
        aria-required
        inputMode="numeric"
        autoComplete="off"
        maxLength={MOBILE_LENGTH}
        description="10 digits"
        {...text('mobileNo')}
      />
      {placement && onPlacement && (
        <>
          <NativeSelect
            label={<RequiredLabel>Class</RequiredLabel>}
            aria-required
            data={[
              { value: '', label: 'Select' },
              ...SECTIONS.map((section) => ({
                value: section,
                label: SECTION_DISPLAY_NAMES[section],
              })),
            ]}
            id={fieldId('section')}
            error={errors.section}
            value={placement.section}
            onChange={(event) => onPlacement({ section: event.currentTarget.value })}
          />
          <NativeSelect
            label={<RequiredLabel>Year</RequiredLabel>}
            aria-required
            data={[...REGISTRATION_YEARS]}
            value={placement.year}
            onChange={(event) => onPlacement({ year: event.currentTarget.value })}
          />
        </>
      )}
    </div>
  );
}
