import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLogout } from '../api/logout';
import { ChangePasswordModal } from './change-password-modal';

/** The header's Change Password and Logout buttons (filled into the shared header's slot). */
export function AccountActions() {
  const [opened, { open, close }] = useDisclosure(false);
  const logout = useLogout();
  return (
    <>
      <Button variant="default" onClick={open}>
        Change Password
      </Button>
      <Button onClick={() => logout.mutate()} loading={logout.isPending}>
        Logout
      </Button>
      <ChangePasswordModal opened={opened} onClose={close} />
    </>
  );
}
