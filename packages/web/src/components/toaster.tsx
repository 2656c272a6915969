import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '../lib/toast';

/**
 * Where toasts appear. Loaded after the first screen to keep the login bundle small: toasts shown
 * before it arrives wait in the notifications store and appear once it mounts.
 */
export function Toaster() {
  return <Notifications limit={TOAST_LIMIT} position="top-right" />;
}
