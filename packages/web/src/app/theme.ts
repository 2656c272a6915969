import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { ModalProps, NotificationProps } from '@mantine/core';

/*
 * The strict CSP (style-src 'self') forbids the <style> element MantineProvider would inject, so
 * the provider runs with withCssVariables={false} and build/mantine-theme-css.ts turns this theme
 * into a static stylesheet at build time. This file therefore must stay importable from Node.
 */

/** The close buttons' names, in the user's language (see themeWithLabels). */
export interface CloseLabels {
  closeDialog: string;
  closeNotification: string;
}

function components(labels: CloseLabels) {
  return {
    // Plain objects instead of Modal.extend(): importing the components here would pull them
    // into the login bundle.
    Modal: {
      defaultProps: {
        // react-remove-scroll locks scrolling by injecting a <style> element, which the CSP blocks.
        lockScroll: false,
        closeButtonProps: { 'aria-label': labels.closeDialog },
      } satisfies Partial<ModalProps>,
    },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': labels.closeNotification },
      } satisfies Partial<NotificationProps>,
    },
  };
}

/** Contrast comes first: Mantine's default shade 6 puts white text at about 3.6:1 on blue. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'sm',
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Pragati Devanagari", sans-serif',
  headings: { fontWeight: '700' },
  components: components({ closeDialog: 'Close dialog', closeNotification: 'Close notification' }),
});

/** The theme with the close buttons named in the current language (issue 16). */
export function themeWithLabels(labels: CloseLabels): MantineThemeOverride {
  return { ...theme, components: components(labels) };
}

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
