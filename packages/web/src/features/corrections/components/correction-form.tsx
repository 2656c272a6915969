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
import { ApiError } from '../../../lib/api-client';
import { useAskCorrection } from '../api/ask-correction';
import classes from './corrections.module.css';

/** What the value field says about its format, per field. */
const HINTS: Partial<Record<CorrectionField, string>> = {
  aadharNo: 'All 12 digits. It is kept encrypted and shown masked.',
  mobileNo: '10 digits.',
  dob: 'As YYYY-MM-DD, for example 2015-04-02.',
  regDate: 'As YYYY-MM-DD, for example 2024-06-01.',
};

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!field) found.field = CORRECTION_MESSAGES.field;
    else {
      const problem = correctionValueError(field, value, instituteDate(new Date()));
      if (problem) found.value = problem;
    }
    if (!reason.trim()) found.reason = CORRECTION_MESSAGES.reason;
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
      setRefusal(
        error instanceof ApiError && error.message
          ? error.message
          : 'The request did not reach the office. Check the connection and try again.',
      );
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
          label="Field to correct"
          required
          value={field}
          onChange={(event) => {
            setField(event.currentTarget.value as CorrectionField | '');
            setValue('');
            clear('field');
          }}
          error={errors.field}
          data={[
            { value: '', label: 'Choose a field' },
            ...CORRECTION_FIELDS.map((f) => ({ value: f, label: CORRECTION_FIELD_LABELS[f] })),
          ]}
        />
        {field === 'sex' ? (
          <NativeSelect
            ref={refs.value}
            label="Correct value"
            required
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              clear('value');
            }}
            error={errors.value}
            data={[
              { value: '', label: 'Choose' },
              ...SEXES.map((s) => ({ value: s, label: SEX_LABELS[s] })),
            ]}
          />
        ) : (
          <TextInput
            ref={refs.value}
            label="Correct value"
            description={field ? HINTS[field] : undefined}
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
          label="Why is the value held wrong?"
          description="For example: the birth certificate gives another date."
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
            Send request
          </Button>
        </div>
      </Stack>
    </form>
  );
}
