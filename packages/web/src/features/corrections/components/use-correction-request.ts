import {
  CORRECTION_MESSAGES,
  type CorrectionField,
  correctionValueError,
  instituteDate,
} from '@pragati/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useAskCorrection } from '../api/ask-correction';

type Field = 'field' | 'value' | 'reason';

/**
 * The correction form's state and sending: checks each field with the registration's rule, marks
 * the errors and focuses the first; on success clears the form and hands the office's answer on.
 */
export function useCorrectionRequest(onSent: (message: string) => void) {
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

  return {
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
    pending: ask.isPending,
  };
}
