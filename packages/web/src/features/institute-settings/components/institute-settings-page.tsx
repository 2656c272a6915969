import { Alert, Button, Card, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import {
  type InstituteSettings,
  instituteSettingsSchema,
  LOCALES,
  type Locale,
} from '@pragati/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { useInstituteSettings, useSaveInstituteSettings } from '../api/institute-settings';
import classes from './institute-settings-page.module.css';

type Values = Omit<InstituteSettings, 'retentionYears' | 'languages'> & {
  retentionYears: string;
  languages: string[];
};
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

const TEXT_FIELDS = [
  'name',
  'tagline',
  'address',
  'phone',
  'email',
  'helpline',
  'logoUrl',
] as const satisfies readonly Field[];
const GRIEVANCE_FIELDS = ['grievanceName', 'grievanceEmail', 'grievancePhone'] as const;
const ORDER: Field[] = [...TEXT_FIELDS, ...GRIEVANCE_FIELDS, 'languages', 'retentionYears'];

const toValues = (
  s: { retentionYears: number; languages: string[] } & Omit<Values, 'retentionYears' | 'languages'>,
): Values => ({
  ...s,
  retentionYears: String(s.retentionYears),
});

function check(values: Values): { body?: InstituteSettings; errors: Errors } {
  const parsed = instituteSettingsSchema.safeParse({
    ...values,
    retentionYears: values.retentionYears.trim() === '' ? NaN : Number(values.retentionYears),
  });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { errors };
}

/**
 * The admin's "Institute details" (issue 28 part 3): the institute's name, contacts, grievance
 * officer, logo, languages and retention, checked by the server's own schema, saved (audited)
 * as the institute's own. Until then the server's settings are shown.
 */
export function InstituteSettingsPage() {
  const session = readSession();
  const t = useTranslations('instituteSettings');
  const m = useMsg();
  const query = useInstituteSettings();
  const save = useSaveInstituteSettings();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (query.data && values === null) setValues(toValues(query.data.settings));
  }, [query.data, values]);

  const set = (patch: Partial<Values>) => {
    setValues((v) => (v ? { ...v, ...patch } : v));
    setSaved(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values) return;
    setFailure(null);
    setSaved(null);
    const { body, errors: found } = check(values);
    setErrors(found);
    if (!body) return refs.current[ORDER.find((f) => found[f])!]?.focus();
    save.mutate(body, {
      onSuccess: (answer) => {
        setValues(toValues(answer.settings));
        setSaved(answer.msg);
      },
      onError: (error) =>
        setFailure(error instanceof ApiError && error.status === 400 ? error.message : t('failed')),
    });
  };

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <Stack gap="lg" className={classes.column}>
        <Text>{t('intro')}</Text>
        {query.isError && (
          <p role="alert" className={classes.error}>
            {t('loadFailed')}
          </p>
        )}
        {query.data?.fromEnvironment && <Text size="sm">{t('fromEnvironment')}</Text>}
        {values && (
          <SettingsForm
            values={values}
            errors={errors}
            set={set}
            refs={refs.current}
            onSubmit={onSubmit}
            pending={save.isPending}
            failure={failure}
          />
        )}
        <div role="status" aria-live="polite" className={classes.status}>
          {saved && (
            <Alert color="green" title={m(saved)} classNames={{ title: classes.alertTitle }}>
              <Text size="sm">{t('reloadHint')}</Text>
            </Alert>
          )}
        </div>
      </Stack>
    </PageLayout>
  );
}

type FormProps = {
  values: Values;
  errors: Errors;
  set: (patch: Partial<Values>) => void;
  refs: Partial<Record<Field, HTMLInputElement | null>>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  failure: string | null;
};

/** The form's fields, each labelled, its error beside it. */
function SettingsForm({ values, errors, set, refs, onSubmit, pending, failure }: FormProps) {
  const t = useTranslations('instituteSettings');
  const m = useMsg();
  const input = (field: Field, extra: { description?: string; required?: boolean } = {}) => (
    <TextInput
      key={field}
      ref={(el) => {
        refs[field] = el;
      }}
      label={t(field)}
      value={String(values[field])}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
      error={errors[field] && m(errors[field])}
      aria-invalid={Boolean(errors[field])}
      {...extra}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="who">
          <h2 id="who" className={classes.heading}>
            {t('identity')}
          </h2>
          <Stack gap="md">
            {TEXT_FIELDS.map((field) =>
              input(field, {
                required: field === 'name',
                ...(field === 'logoUrl' ? { description: t('logoHint') } : {}),
              }),
            )}
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="griev">
          <h2 id="griev" className={classes.heading}>
            {t('grievance')}
          </h2>
          <Text size="sm" mb="sm">
            {t('grievanceHint')}
          </Text>
          <Stack gap="md">{GRIEVANCE_FIELDS.map((field) => input(field))}</Stack>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section">
          <Stack gap="md">
            <Checkbox.Group
              label={t('languages')}
              value={values.languages}
              error={errors.languages && m(errors.languages)}
              onChange={(languages) => set({ languages: languages as Locale[] })}
            >
              <Stack gap="xs" mt="xs">
                {LOCALES.map((locale, i) => (
                  <Checkbox
                    key={locale.code}
                    value={locale.code}
                    label={locale.name}
                    lang={locale.code}
                    ref={i === 0 ? (el) => void (refs.languages = el) : undefined}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {input('retentionYears', { description: t('retentionHint'), required: true })}
          </Stack>
        </Card>
        {failure && (
          <p role="alert" className={classes.error}>
            {m(failure)}
          </p>
        )}
        <div>
          <Button type="submit" loading={pending}>
            {t('save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
