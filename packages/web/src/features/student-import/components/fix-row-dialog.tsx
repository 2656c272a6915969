import { Alert, Button, Group, Modal, NativeSelect, TextInput } from '@mantine/core';
import {
  SEX_LABELS,
  SEXES,
  STUDENT_IMPORT_FIELDS,
  STUDENT_IMPORT_HEADERS,
  STUDENT_MESSAGES,
  type StudentImportField,
} from '@pragati/domain';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useEnabledGroups } from '../../../lib/programme-groups';
import type { FixForm } from '../state/import-screen';
import classes from './import-students.module.css';

/** The lists' values: the English labels the server reads (Class: the enabled groups' names). */
function useChoices(): Partial<Record<StudentImportField, string[]>> {
  const groups = useEnabledGroups();
  return { sex: SEXES.map((s) => SEX_LABELS[s]), section: groups.map((g) => g.names.en) };
}

/**
 * The row's fields in a form, each reason under its field. "Save and register" saves the row
 * and registers it when nothing is left to fix; after a refusal the first field in error takes
 * the focus.
 */
export function FixRowDialog({
  form,
  busy,
  onEdit,
  onSubmit,
  onCancel,
}: {
  form: FixForm | null;
  busy: boolean;
  onEdit: (field: StudentImportField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('studentImport.fix');
  const m = useMsg();
  const CHOICES = useChoices();
  const fields = useRef<Partial<Record<StudentImportField, HTMLElement | null>>>({});
  const errors = form?.errors;
  const attempt = form?.attempt ?? 0;
  useEffect(() => {
    if (!attempt || !errors) return;
    const first = STUDENT_IMPORT_FIELDS.find((f) => errors[f]);
    if (first) fields.current[first]?.focus();
    // Only a new refusal moves the focus, not typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <Modal
      opened={form !== null}
      onClose={onCancel}
      title={form ? t('title', { row: form.row.rowNumber }) : ''}
      centered
      size="lg"
    >
      {form && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {form.errors.row && (
            <Alert color="red" mb="sm" role="alert">
              {m(form.errors.row)}
            </Alert>
          )}
          <div className={classes.formGrid}>
            {STUDENT_IMPORT_FIELDS.map((field) => (
              <FixRowField
                key={field}
                form={form}
                field={field}
                choices={CHOICES[field]}
                onEdit={onEdit}
                inputRef={(el) => void (fields.current[field] = el)}
              />
            ))}
          </div>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" className={classes.target} onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button type="submit" className={classes.target} loading={busy}>
              {t('save')}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}

/** One of the row's fields: a list for sex and class (the values the server reads), text otherwise. */
function FixRowField({
  form,
  field,
  choices,
  onEdit,
  inputRef,
}: {
  form: FixForm;
  field: StudentImportField;
  choices: string[] | undefined;
  onEdit: (field: StudentImportField, value: string) => void;
  inputRef: (el: HTMLElement | null) => void;
}) {
  const t = useTranslations('studentImport.fix');
  const m = useMsg();
  const hints: Partial<Record<StudentImportField, string>> = {
    regDate: t('dateHint'),
    dob: t('dateHint'),
    mobileNo: t('mobileHint'),
  };
  const common = {
    label: m(STUDENT_IMPORT_HEADERS[field]),
    value: form.values[field],
    error: form.errors[field] && m(form.errors[field]),
    required: field !== 'aadharNo' || !form.row.aadhaarMasked,
    onChange: (event: { currentTarget: { value: string } }) =>
      onEdit(field, event.currentTarget.value),
  };
  if (choices) {
    return (
      <NativeSelect
        {...common}
        ref={inputRef}
        // The value stays the English label the server reads; the text is translated.
        data={[
          { value: '', label: t('select') },
          ...choices.map((value) => ({ value, label: m(value) })),
        ]}
      />
    );
  }
  const description =
    field === 'aadharNo'
      ? form.row.aadhaarMasked
        ? m(STUDENT_MESSAGES.aadhaarKeep(form.row.aadhaarMasked))
        : t('aadhaarHint')
      : hints[field];
  return (
    <TextInput
      {...common}
      ref={inputRef}
      description={description}
      autoComplete="off"
      inputMode={field === 'aadharNo' || field === 'mobileNo' ? 'numeric' : undefined}
    />
  );
}
