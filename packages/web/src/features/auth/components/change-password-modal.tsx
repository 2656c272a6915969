import { Modal } from '@mantine/core';
import { ChangePasswordForm } from './change-password-form';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change Password" centered>
      <ChangePasswordForm onCancel={onClose} />
    </Modal>
  );
}
