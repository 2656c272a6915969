import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  MAX_GROUP_YEARS,
  type UpdateProgrammeGroupRequest,
  updateProgrammeGroupSchema,
} from '@pragati/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import type { ProgrammeGroupRow } from '../api/programme-groups';
import { useUpdateProgrammeGroup } from '../api/update-programme-group';
import classes from './programme-structure.module.css';

type Field = 'en' | 'hi';
type Props = {
  group: ProgrammeGroupRow;
  name: string;
  onClose: () => void;
  onSaved: (message: string) => void;
};

const YEAR_CHOICES = Array.from({ length: MAX_GROUP_YEARS }, (_, i) => String(i + 1));

type Errors = Partial<Record<Field, string>>;

/** The change as the server's own schema reads it, or each name field's first error. */
function check(
  en: string,
  hi: string,
  years: string,
): { body?: UpdateProgrammeGroupRequest; errors: Errors } {
  const parsed = updateProgrammeGroupSchema.safeParse({ names: { en, hi }, years: Number(years) });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[1];
    if (field === 'en' || field === 'hi') errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The group's English and Hindi display names and its years, checked by the server's own schema
 * (errors beside their fields), saved as one audited change; a refusal (e.g. fewer years than
 * its students are in) is shown in the dialog.
 */
export function EditGroupDialog({ group, name, onClose, onSaved }: Props) {
  const t = useTranslations('programmeStructure');
  const m = useMsg();
  const update = useUpdateProgrammeGroup();
  const [en, setEn] = useState(group.names.en);
  const [hi, setHi] = useState(group.names.hi);
  const [years, setYears] = useState(String(group.years));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const { body, errors: found } = check(en, hi, years);
    setErrors(found);
    if (!body) {
      const first = (['en', 'hi'] as const).find((f) => found[f]);
      if (first) refs.current[first]?.focus();
      return;
    }
    update.mutate(
      { code: group.code, body },
      {
        onSuccess: (answer) => {
          onSaved(m(answer.msg));
          onClose();
        },
        onError: (error) =>
          setFailure(error instanceof ApiError && error.message ? m(error.message) : t('failed')),
      },
    );
  };

  const nameField = (field: Field, value: string, set: (v: string) => void) => (
    <TextInput
      ref={(el) => {
        refs.current[field] = el;
      }}
      label={t(field === 'en' ? 'nameEn' : 'nameHi')}
      lang={field}
      required
      value={value}
      onChange={(e) => set(e.currentTarget.value)}
      error={errors[field] && m(errors[field])}
      aria-invalid={Boolean(errors[field])}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('dialogTitle', { name })} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {nameField('en', en, setEn)}
          {nameField('hi', hi, setHi)}
          <NativeSelect
            label={t('years')}
            description={t('yearsHint', { max: MAX_GROUP_YEARS })}
            data={YEAR_CHOICES}
            value={years}
            onChange={(e) => setYears(e.currentTarget.value)}
          />
          {failure && (
            <p role="alert" className={classes.error}>
              {failure}
            </p>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
