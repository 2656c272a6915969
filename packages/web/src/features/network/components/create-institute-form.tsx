import { Alert, Button, Group, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  type CreateInstituteResponse,
  createInstituteRequestSchema,
  NETWORK_MESSAGES,
} from '@pragati/domain';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useCreateInstitute } from '../api/institutes';
import classes from './network.module.css';

type Field = 'code' | 'name' | 'hosts' | 'adminId';
const FIELD_OF: Record<string, Field> = {
  [NETWORK_MESSAGES.codeInvalid]: 'code',
  [NETWORK_MESSAGES.codeTaken]: 'code',
  [NETWORK_MESSAGES.nameRequired]: 'name',
  [NETWORK_MESSAGES.nameTooLong]: 'name',
  [NETWORK_MESSAGES.hostInvalid]: 'hosts',
  [NETWORK_MESSAGES.hostTaken]: 'hosts',
  [NETWORK_MESSAGES.hostRepeated]: 'hosts',
  [NETWORK_MESSAGES.tooManyHosts]: 'hosts',
  [NETWORK_MESSAGES.adminIdRequired]: 'adminId',
  [NETWORK_MESSAGES.adminIdInvalid]: 'adminId',
};

const requestOf = (values: Record<Field, string>) => ({
  code: values.code,
  name: values.name,
  hosts: values.hosts
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean),
  admin: { userId: values.adminId },
});

/**
 * Issue 28 part 4: a new institute with its host names and its first admin, whose temporary
 * password is shown here once (until Done). A refusal stays on its field until the next try.
 */
export function CreateInstituteForm() {
  const t = useTranslations('network');
  const m = useMsg();
  const create = useCreateInstitute();
  const [values, setValues] = useState({ code: '', name: '', hosts: '', adminId: '' });
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const [created, setCreated] = useState<CreateInstituteResponse | null>(null);
  const refs: Refs = {
    code: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    hosts: useRef<HTMLTextAreaElement>(null),
    adminId: useRef<HTMLInputElement>(null),
  };

  const refuse = (message: string) => {
    const field = FIELD_OF[message] ?? null;
    setError({ field, message });
    if (field) refs[field].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createInstituteRequestSchema.safeParse(requestOf(values));
    if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCreated(answer);
        setValues({ code: '', name: '', hosts: '', adminId: '' });
      },
      onError: (failure) => refuse(failure.message),
    });
  };

  const errorOf = (field: Field) => (error?.field === field ? m(error.message) : undefined);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  return (
    <section className={classes.section} aria-labelledby="network-create">
      <Title order={2} id="network-create" mb="sm">
        {t('createTitle')}
      </Title>
      <form onSubmit={onSubmit} noValidate className={classes.form}>
        <InstituteFields values={values} set={set} errorOf={errorOf} refs={refs} />
        {error && error.field === null && (
          <Alert color="red" role="alert">
            {m(error.message)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending} mih={44}>
            {t('create')}
          </Button>
        </Group>
      </form>
      <div role="status" aria-live="polite">
        {created && <CreatedAlert created={created} onDone={() => setCreated(null)} />}
      </div>
    </section>
  );
}

/** The first admin's temporary password, shown once: gone with Done. */
function CreatedAlert({
  created,
  onDone,
}: {
  created: CreateInstituteResponse;
  onDone: () => void;
}) {
  const t = useTranslations('network');
  const common = useTranslations('common');
  return (
    <Alert
      color="green"
      mt="md"
      title={t('createdTitle', { code: created.institute.code })}
      classNames={{ title: classes.alertTitle }}
    >
      <Text size="sm">{t('passwordOnce', { userId: created.admin.userId })}</Text>
      <Text className={classes.password} data-testid="institute-temporary-password">
        {created.admin.temporaryPassword}
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone}>
          {common('done')}
        </Button>
      </Group>
    </Alert>
  );
}

type Refs = {
  code: RefObject<HTMLInputElement | null>;
  name: RefObject<HTMLInputElement | null>;
  hosts: RefObject<HTMLTextAreaElement | null>;
  adminId: RefObject<HTMLInputElement | null>;
};

function InstituteFields({
  values,
  set,
  errorOf,
  refs,
}: {
  values: Record<Field, string>;
  set: (field: Field) => (event: { currentTarget: { value: string } }) => void;
  errorOf: (field: Field) => string | undefined;
  refs: Refs;
}) {
  const t = useTranslations('network');
  return (
    <>
      <TextInput
        ref={refs.code}
        label={t('code')}
        description={t('codeHint')}
        value={values.code}
        onChange={set('code')}
        error={errorOf('code')}
        autoComplete="off"
        required
      />
      <TextInput
        ref={refs.name}
        label={t('name')}
        value={values.name}
        onChange={set('name')}
        error={errorOf('name')}
        autoComplete="off"
        required
      />
      <Textarea
        ref={refs.hosts}
        label={t('hosts')}
        description={t('hostsHint')}
        value={values.hosts}
        onChange={set('hosts')}
        error={errorOf('hosts')}
        autosize
        minRows={2}
      />
      <TextInput
        ref={refs.adminId}
        label={t('adminId')}
        value={values.adminId}
        onChange={set('adminId')}
        error={errorOf('adminId')}
        autoComplete="off"
        required
      />
    </>
  );
}
