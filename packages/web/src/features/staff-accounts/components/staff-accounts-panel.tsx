import { Button, Card, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import {
  type ADMIN_MADE_ROLES,
  STAFF_ACCOUNT_MESSAGES,
  type StaffAccountResponse,
} from '@pragati/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useCreateStaffAccount } from '../api/create-staff-account';
import homeClasses from '../../../components/home-panel.module.css';
import { CreatedStaffAccount } from './created-staff-account';
import classes from './staff-accounts.module.css';

type MadeRole = (typeof ADMIN_MADE_ROLES)[number];

/** The roles an admin makes; specialists only where the portal gives their kinds. */
function useMadeRoleOptions(specialists: boolean) {
  const t = useTranslations('admin');
  const options: { value: MadeRole; label: string }[] = [
    { value: 'principal', label: t('rolePrincipal') },
    { value: 'admin', label: t('roleAdmin') },
  ];
  if (specialists) options.push({ value: 'specialist', label: t('roleSpecialist') });
  return options;
}

/** The new account's role, and a specialist's kind. */
function RoleFields({
  role,
  onRole,
  kinds,
  kind,
  onKind,
}: {
  role: MadeRole;
  onRole: (role: MadeRole) => void;
  kinds: { value: string; label: string }[];
  kind: string;
  onKind: (kind: string) => void;
}) {
  const t = useTranslations('admin');
  const roleOptions = useMadeRoleOptions(kinds.length > 0);
  return (
    <>
      <NativeSelect
        label={t('role')}
        data={roleOptions}
        value={role}
        onChange={(event) => onRole(event.currentTarget.value as MadeRole)}
      />
      {role === 'specialist' && (
        <NativeSelect
          label={t('kind')}
          data={kinds}
          value={kind}
          onChange={(event) => onKind(event.currentTarget.value)}
        />
      )}
    </>
  );
}

/**
 * Decisions §2: principal and admin accounts, each with a temporary password shown once; and
 * specialists with their kind (decisions §18), the kinds given by the portal as `kinds`. Issue 14
 * part 7: the password stays until the admin dismisses it (another attempt, failed or not, leaves
 * it; only a new account replaces it), and an error stays on the User ID field until that changes.
 */
export function StaffAccountsPanel({ kinds = [] }: { kinds?: { value: string; label: string }[] }) {
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<MadeRole>('principal');
  const [kind, setKind] = useState('');
  // The refusal and the id it was about: shown while the field still holds that id.
  const [error, setError] = useState<{ message: string; userId: string } | null>(null);
  const [created, setCreated] = useState<StaffAccountResponse | null>(null);
  const create = useCreateStaffAccount();
  const userIdRef = useRef<HTMLInputElement>(null);
  const t = useTranslations('admin');
  const m = useMsg();
  const chosenKind = kind || kinds[0]?.value || '';

  const refuse = (message: string, id: string) => {
    setError({ message, userId: id });
    userIdRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = userId.trim();
    if (!id) return refuse(STAFF_ACCOUNT_MESSAGES.userIdRequired, id);
    setError(null);
    create.mutate(
      role === 'specialist' ? { userId: id, role, kind: chosenKind } : { userId: id, role },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setUserId('');
        },
        onError: (failure) => refuse(failure.message, id),
      },
    );
  };

  const dismiss = () => {
    setCreated(null);
    userIdRef.current?.focus();
  };
  const fieldError = error && error.userId === userId.trim() ? m(error.message) : undefined;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="staff">
      <Title order={2} id="staff" className={homeClasses.panelTitle}>
        {t('staffTitle')}
      </Title>
      <Text size="sm" mb="sm">
        {t('staffText')}
      </Text>
      <form onSubmit={onSubmit} noValidate className={classes.staffForm}>
        <TextInput
          ref={userIdRef}
          label={t('newUserId')}
          error={fieldError}
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
          autoComplete="off"
        />
        <RoleFields role={role} onRole={setRole} kinds={kinds} kind={chosenKind} onKind={setKind} />
        <Button type="submit" loading={create.isPending}>
          {t('createAccount')}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {created && <CreatedStaffAccount created={created} onDismiss={dismiss} />}
      </div>
    </Card>
  );
}
