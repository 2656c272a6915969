import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useTranslations } from 'use-intl';
import { HeaderButton } from '../../../components/header-button';
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
  const t = useTranslations('auth');
  return (
    <>
      {!PASSWORD_SCREENS.has(pathname) && (
        <>
          <HeaderButton icon="lock" label={t('changePassword')} variant="default" onClick={open} />
          <ChangePasswordModal opened={opened} onClose={close} />
        </>
      )}
      <HeaderButton
        icon="logout"
        label={t('logout')}
        onClick={() => logout.mutate()}
        loading={logout.isPending}
      />
    </>
  );
}
