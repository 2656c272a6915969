import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { useLogout } from '../api/logout';
import { ChangePasswordModal } from './change-password-modal';

// Screens that already are the change-password form: a second way to it would only confuse.
const PASSWORD_SCREENS: ReadonlySet<string> = new Set([
  paths.changePassword,
  paths.student.changePassword,
  paths.firstLogin,
]);

/** The header's Change Password and Logout buttons (filled into the shared header's slot). */
export function AccountActions() {
  const [opened, { open, close }] = useDisclosure(false);
  const logout = useLogout();
  const { pathname } = useLocation();
  return (
    <>
      {!PASSWORD_SCREENS.has(pathname) && (
        <>
          <Button variant="default" onClick={open}>
            Change Password
          </Button>
          <ChangePasswordModal opened={opened} onClose={close} />
        </>
      )}
      <Button onClick={() => logout.mutate()} loading={logout.isPending}>
        Logout
      </Button>
    </>
  );
}
