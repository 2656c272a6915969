import { Alert, Button, Card, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { STAFF_ACCOUNT_MESSAGES, type StaffAccountResponse, type StaffRole } from '@pragati/domain';
import { useState, type FormEvent } from 'react';
import { useCreateStaffAccount } from '../api/create-staff-account';
import homeClasses from './admin-home.module.css';
import classes from './teachers-admin.module.css';

const ROLE_OPTIONS: { value: StaffRole; label: string }[] = [
  { value: 'principal', label: 'Principal' },
  { value: 'admin', label: 'Admin' },
];

/** Decisions §2: principal and admin accounts, each with a temporary password shown once. */
export function StaffAccountsPanel() {
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<StaffRole>('principal');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<StaffAccountResponse | null>(null);
  const create = useCreateStaffAccount();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCreated(null);
    if (!userId.trim()) return setError(STAFF_ACCOUNT_MESSAGES.userIdRequired);
    setError(null);
    create.mutate(
      { userId: userId.trim(), role },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setUserId('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="staff">
      <Title order={2} id="staff" className={homeClasses.panelTitle}>
        Staff Accounts
      </Title>
      <Text size="sm" mb="sm">
        Create a principal or admin account. The new user signs in with a temporary password and
        sets their own.
      </Text>
      <form onSubmit={onSubmit} noValidate className={classes.staffForm}>
        <TextInput
          label="New user ID"
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
          autoComplete="off"
        />
        <NativeSelect
          label="Role"
          data={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
        />
        <Button type="submit" loading={create.isPending}>
          Create account
        </Button>
      </form>
      {error && (
        <p role="alert" className={`${classes.error} ${classes.progress}`}>
          {error}
        </p>
      )}
      <div role="status" aria-live="polite">
        {created && (
          <Alert
            color="green"
            mt="md"
            title={STAFF_ACCOUNT_MESSAGES.created(created.userId)}
            classNames={{ title: classes.alertTitle }}
          >
            <Text size="sm">
              Role: {created.role}. Temporary password (shown only this once):{' '}
              <span className={classes.password} data-testid="staff-temporary-password">
                {created.temporaryPassword}
              </span>
            </Text>
          </Alert>
        )}
      </div>
    </Card>
  );
}
