import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_REASON_MAX,
  type CorrectionField,
  SEX_LABELS,
  SEXES,
} from '@pragati/domain';
import { type RefObject } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import classes from './corrections.module.css';
import { useCorrectionRequest } from './use-correction-request';

/** What the value field says about its format, per field (keys of the corrections namespace). */
const HINTS = {
  aadharNo: 'hintAadhaar',
  mobileNo: 'hintMobile',
  dob: 'hintDob',
  regDate: 'hintRegDate',
} as const;
const hintOf = (field: CorrectionField | '') =>
  field && field in HINTS ? HINTS[field as keyof typeof HINTS] : null;

/**
 * The guardian's request (DPDP Act 2023 s.12): which field, the correct value and why. Checked
 * with the registration's rule for that field before it is sent; an error marks its field and
 * takes the focus; the office's answer appears in the list below.
 */
export function CorrectionForm({ onSent }: { onSent: (message: string) => void }) {
  const {
    field,
    setField,
    value,
    setValue,
    reason,
    setReason,
    errors,
    clear,
    refusal,
    refs,
    submit,
    pending,
  } = useCorrectionRequest(onSent);
  const t = useTranslations('corrections');
  const m = useMsg();

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ask-title">
      <Stack gap="md">
        <NativeSelect
          ref={refs.field}
          label={t('fieldLabel')}
          required
          value={field}
          onChange={(event) => {
            setField(event.currentTarget.value as CorrectionField | '');
            setValue('');
            clear('field');
          }}
          error={errors.field}
          data={[
            { value: '', label: t('chooseField') },
            ...CORRECTION_FIELDS.map((f) => ({ value: f, label: m(CORRECTION_FIELD_LABELS[f]) })),
          ]}
        />
        <CorrectionValueField
          field={field}
          value={value}
          error={errors.value}
          inputRef={refs.value}
          onChange={(next) => {
            setValue(next);
            clear('value');
          }}
        />
        <Textarea
          ref={refs.reason}
          label={t('reasonLabel')}
          description={t('reasonHint')}
          required
          value={reason}
          maxLength={CORRECTION_REASON_MAX}
          autosize
          minRows={2}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            clear('reason');
          }}
          error={errors.reason}
        />
        {refusal && (
          <p role="alert" className={classes.error}>
            {refusal}
          </p>
        )}
        <div>
          <Button type="submit" className={classes.action} loading={pending}>
            {t('send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The correct value: a choice for sex (a label), text with the field's format hint otherwise. */
function CorrectionValueField({
  field,
  value,
  error,
  inputRef,
  onChange,
}: {
  field: CorrectionField | '';
  value: string;
  error: string | undefined;
  inputRef: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('corrections');
  const m = useMsg();
  const hint = hintOf(field);
  return field === 'sex' ? (
    <NativeSelect
      ref={inputRef}
      label={t('valueLabel')}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data={[
        { value: '', label: t('choose') },
        ...SEXES.map((s) => ({ value: s, label: m(SEX_LABELS[s]) })),
      ]}
    />
  ) : (
    <TextInput
      ref={inputRef}
      label={t('valueLabel')}
      description={hint ? t(hint) : undefined}
      required
      value={value}
      inputMode={field === 'aadharNo' || field === 'mobileNo' ? 'numeric' : undefined}
      autoComplete="off"
      maxLength={200}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
