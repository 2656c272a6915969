import { notifications } from '@mantine/notifications';
import { msg } from '../i18n/locale-state';

/** Spec section 9: 4000 ms default and error, 2000 ms success, at most 20 toasts. */
export const TOAST_AUTO_CLOSE = { default: 4000, error: 4000, success: 2000 } as const;
export const TOAST_LIMIT = 20;

export interface ToastOptions {
  /** A toast with the same id is not shown twice while the first is still on screen. */
  id?: string;
}

type Kind = keyof typeof TOAST_AUTO_CLOSE;

// The colour only tints the side bar; the text keeps the theme's contrast.
const COLORS: Record<Kind, string> = { default: 'indigo', success: 'green', error: 'red' };

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  notifications.show({
    id: options.id,
    // A domain message (the spec's English texts) in the user's language; other text as it is.
    message: msg(message),
    color: COLORS[kind],
    autoClose: TOAST_AUTO_CLOSE[kind],
  });
}

export const toast = {
  info: (message: string, options?: ToastOptions) => show('default', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
