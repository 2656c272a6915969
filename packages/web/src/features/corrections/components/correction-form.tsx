import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_MESSAGES,
  CORRECTION_REASON_MAX,
  type CorrectionField,
  correctionValueError,
  instituteDate,
  SEX_LABELS,
  SEXES,
} from '@pragati/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useAskCorrection } from '../api/ask-correction';
import classes from './corrections.module.css';

/** What the value field says about its format, per field (keys of the corrections namespace). */
const HINTS = {
  aadharNo: 'hintAadhaar',
  mobileNo: 'hintMobile',
  dob: 'hintDob',
  regDate: 'hintRegDate',
} as const;
const hintOf = (field: CorrectionField | '') =>
  field && field in HINTS ? HINTS[field as keyof typeof HINTS] : null;

type Field = 'field' | 'value' | 'reason';

/**
 * The guardian's request (DPDP Act 2023 s.12): which field, the correct value and why. Checked
 * with the registration's rule for that field before it is sent; an error marks its field and
 * takes the focus; the office's answer appears in the list below.
 */
export function CorrectionForm({ onSent }: { onSent: (message: string) => void }) {
  const [field, setField] = useState<CorrectionField | ''>('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refs = {
    field: useRef<HTMLSelectElement>(null),
    value: useRef<HTMLInputElement & HTMLSelectElement>(null),
    reason: useRef<HTMLTextAreaElement>(null),
  };
  const ask = useAskCorrection();
  const t = useTranslations('corrections');
  const m = useMsg();
  const hint = hintOf(field);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!field) found.field = m(CORRECTION_MESSAGES.field);
    else {
      const problem = correctionValueError(field, value, instituteDate(new Date()));
      if (problem) found.value = m(problem);
    }
    if (!reason.trim()) found.reason = m(CORRECTION_MESSAGES.reason);
    setErrors(found);
    setRefusal(null);
    const first = (['field', 'value', 'reason'] as const).find((f) => found[f]);
    if (first) return refs[first].current?.focus();
    try {
      const answer = await ask.mutateAsync({
        field: field as CorrectionField,
        proposedValue: value.trim(),
        reason: reason.trim(),
      });
      setField('');
      setValue('');
      setReason('');
      onSent(answer.msg);
    } catch (error) {
      setRefusal(error instanceof ApiError && error.message ? error.message : t('notSent'));
    }
  };

  const clear = (name: Field) => {
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

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
        {field === 'sex' ? (
          <NativeSelect
            ref={refs.value}
            label={t('valueLabel')}
            required
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              clear('value');
            }}
            error={errors.value}
            data={[
              { value: '', label: t('choose') },
              ...SEXES.map((s) => ({ value: s, label: m(SEX_LABELS[s]) })),
            ]}
          />
        ) : (
          <TextInput
            ref={refs.value}
            label={t('valueLabel')}
            description={hint ? t(hint) : undefined}
            required
            value={value}
            inputMode={field === 'aadharNo' || field === 'mobileNo' ? 'numeric' : undefined}
            autoComplete="off"
            maxLength={200}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              clear('value');
            }}
            error={errors.value}
          />
        )}
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
          <Button type="submit" className={classes.action} loading={ask.isPending}>
            {t('send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
