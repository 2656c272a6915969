import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_OUTCOME_LABELS,
  AUDIT_OUTCOMES,
  auditExportQuerySchema,
} from '@pragati/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { apiFilters, EMPTY_FILTERS, type FilterKey, type FilterValues } from '../state/audit-view';
import classes from './audit-page.module.css';

/** The actions by name in the user's language, in that language's order. */
const actionOptions = (m: (text: string) => string, locale: string) =>
  Object.entries(AUDIT_ACTION_LABELS)
    .map(([value, label]) => ({ value, label: m(label) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

type Errors = Partial<Record<FilterKey, string>>;

/** The server's own rule for the filters (the domain schema), field by field. */
function checkFilters(values: FilterValues): Errors {
  const parsed = auditExportQuerySchema.safeParse(apiFilters(values));
  const errors: Errors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as FilterKey | undefined;
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

const ORDER: FilterKey[] = ['actor', 'action', 'target', 'outcome', 'from', 'to'];

/** The form's values and errors, checked by the domain schema before they are applied. */
function useFilterForm(applied: FilterValues, onApply: (filters: FilterValues) => void) {
  const [values, setValues] = useState(applied);
  const [errors, setErrors] = useState<Errors>({});
  const m = useMsg();
  const refs = useRef<Partial<Record<FilterKey, HTMLInputElement | HTMLSelectElement | null>>>({});
  // Back and Forward change the applied filters: the form follows them.
  useEffect(() => {
    setValues(applied);
    setErrors({});
  }, [applied]);

  const field = (key: FilterKey) => ({
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      refs.current[key] = el;
    },
    value: values[key],
    error: errors[key] && m(errors[key]),
    'aria-invalid': Boolean(errors[key]) || undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkFilters(values);
    setErrors(found);
    const first = ORDER.find((key) => found[key]);
    if (first) return refs.current[first]?.focus();
    onApply(values);
  };

  const clear = () => {
    setValues(EMPTY_FILTERS);
    setErrors({});
    onApply(EMPTY_FILTERS);
  };

  return { values, field, submit, clear };
}

/**
 * The filters as a form: nothing is asked of the server until "Apply filters", so typing does
 * not flood the history with entries. An error marks its field, moves the focus there and stays
 * until the filters are applied again.
 */
export function AuditFilterForm({
  applied,
  onApply,
}: {
  applied: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  const { values, field, submit, clear } = useFilterForm(applied, onApply);
  const t = useTranslations('audit');
  const m = useMsg();
  const locale = useLocale();

  // An action from an edited address that has no name yet is still offered, as its code.
  const known = actionOptions(m, locale);
  const options =
    values.action && !(values.action in AUDIT_ACTION_LABELS)
      ? [...known, { value: values.action, label: values.action }]
      : known;

  return (
    <form onSubmit={submit} noValidate aria-label={t('filterLabel')} className="no-print">
      <div className={classes.filters}>
        <TextInput
          label={t('whoField')}
          description={t('whoHint')}
          autoComplete="off"
          {...field('actor')}
        />
        <NativeSelect
          label={t('action')}
          data={[{ value: '', label: t('anyAction') }, ...options]}
          {...field('action')}
        />
        <TextInput
          label={t('target')}
          description={t('targetHint')}
          autoComplete="off"
          {...field('target')}
        />
        <NativeSelect
          label={t('outcome')}
          data={[
            { value: '', label: t('anyOutcome') },
            ...AUDIT_OUTCOMES.map((value) => ({ value, label: m(AUDIT_OUTCOME_LABELS[value]) })),
          ]}
          {...field('outcome')}
        />
        <TextInput type="date" label={t('from')} description={t('fromHint')} {...field('from')} />
        <TextInput type="date" label={t('to')} description={t('toHint')} {...field('to')} />
      </div>
      <Group mt="md">
        <Button type="submit">{t('apply')}</Button>
        <Button variant="default" onClick={clear}>
          {t('clear')}
        </Button>
      </Group>
    </form>
  );
}
