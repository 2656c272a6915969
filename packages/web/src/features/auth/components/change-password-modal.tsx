import { Modal } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { ChangePasswordForm } from './change-password-form';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations('auth');
  return (
    <Modal opened={opened} onClose={onClose} title={t('changePassword')} centered>
      <ChangePasswordForm onCancel={onClose} />
    </Modal>
  );
}
