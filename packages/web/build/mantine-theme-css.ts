import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Plugin } from 'vite';

type Variables = Record<string, string>;

const MODULE_ID = 'virtual:mantine-theme.css';
// A path-like id ending in .css, so Vite's CSS pipeline (PostCSS, extraction, hashing) handles it.
const RESOLVED_ID = '/@mantine-theme.css';

function changed(base: Variables, next: Variables): Variables {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => base[key] !== value));
}

/**
 * The CSS variables MantineProvider would inject for this theme, minus those that
 * @mantine/core/styles.css already declares with the same value.
 */
export function mantineThemeCss(
  override: MantineThemeOverride,
  resolver?: CSSVariablesResolver,
): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const base = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(theme);
  const extra = resolver?.(theme) ?? { variables: {}, light: {}, dark: {} };
  return convertCssVariables(
    {
      variables: { ...changed(base.variables, ours.variables), ...extra.variables },
      light: { ...changed(base.light, ours.light), ...extra.light },
      dark: { ...changed(base.dark, ours.dark), ...extra.dark },
    },
    ':root',
  );
}

/**
 * Serves `virtual:mantine-theme.css`: the theme's variables as a static stylesheet. The strict CSP
 * (style-src 'self') blocks the <style> element MantineProvider would otherwise inject.
 */
export function mantineThemeCssPlugin(
  override: MantineThemeOverride,
  resolver?: CSSVariablesResolver,
): Plugin {
  return {
    name: 'pragati:mantine-theme-css',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? mantineThemeCss(override, resolver) : undefined;
    },
  };
}
