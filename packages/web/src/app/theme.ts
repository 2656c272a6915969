import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import type { ModalProps, NotificationProps } from '@mantine/core';

/*
 * The strict CSP (style-src 'self') forbids the <style> element MantineProvider would inject, so
 * the provider runs with withCssVariables={false} and build/mantine-theme-css.ts turns this theme
 * into a static stylesheet at build time. This file therefore must stay importable from Node.
 */

/** Contrast comes first: Mantine's default shade 6 puts white text at about 3.6:1 on blue. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'sm',
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Plain objects instead of Modal.extend(): importing the components here would pull them
    // into the login bundle.
    Modal: {
      defaultProps: {
        // react-remove-scroll locks scrolling by injecting a <style> element, which the CSP blocks.
        lockScroll: false,
        closeButtonProps: { 'aria-label': 'Close dialog' },
      } satisfies Partial<ModalProps>,
    },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close notification' },
      } satisfies Partial<NotificationProps>,
    },
  },
});

/**
 * Variables that the shade-8 theme still leaves below 4.5:1 on white (dimmed and placeholder use
 * gray.6 at 3.3:1) or only just above it (red.8 at 4.5:1). Only the light scheme is used.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
