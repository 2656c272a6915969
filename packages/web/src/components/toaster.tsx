// Loaded with the toaster, not the login: @mantine/notifications' styles and those of the core
// component it draws each toast with (build/mantine-component-css.ts follows @mantine/core only).
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '../lib/toast';

/**
 * Where toasts appear. Loaded after the first screen to keep the login bundle small: toasts shown
 * before it arrives wait in the notifications store and appear once it mounts.
 */
export function Toaster() {
  return <Notifications limit={TOAST_LIMIT} position="top-right" />;
}
