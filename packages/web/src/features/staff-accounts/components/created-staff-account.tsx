import { Alert, Button, Group, Text } from '@mantine/core';
import { STAFF_ACCOUNT_MESSAGES, type StaffAccountResponse } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import classes from './staff-accounts.module.css';

/** The account just made, with its temporary password, until the admin dismisses it. */
export function CreatedStaffAccount({
  created,
  onDismiss,
}: {
  created: StaffAccountResponse;
  onDismiss: () => void;
}) {
  const t = useTranslations('admin');
  const common = useTranslations('common');
  const m = useMsg();
  return (
    <Alert
      color="green"
      mt="md"
      title={m(STAFF_ACCOUNT_MESSAGES.created(created.userId))}
      classNames={{ title: classes.alertTitle }}
    >
      <Text size="sm">
        {t('staffCreated', { role: common(`roles.${created.role}`) })}{' '}
        <span className={classes.password} data-testid="staff-temporary-password">
          {created.temporaryPassword}
        </span>
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDismiss}>
          {common('done')}
        </Button>
      </Group>
    </Alert>
  );
}
