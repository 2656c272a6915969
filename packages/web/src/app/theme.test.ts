import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { mantineThemeCss } from '../../build/mantine-theme-css';
import { cssVariablesResolver, theme } from './theme';

/*
 * jsdom cannot measure contrast, so the theme is checked here: the stylesheet the build generates
 * is resolved down to colours and every text/background pair the app uses must reach WCAG AA.
 */

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const css = mantineThemeCss(theme, cssVariablesResolver);
const declared = new Map([...css.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => [m[1], m[2]]));

type Rgba = [number, number, number, number];

function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex?.[1]) {
    const n = parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
  if (value === '#fff') return [255, 255, 255, 1];
  throw new Error(`Cannot read colour ${value}`);
}

/** Follows var() references through the generated CSS, then the theme's palette. */
function resolve(value: string): Rgba {
  const ref = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
  if (!ref) return parseColor(value.trim());
  const own = declared.get(ref);
  if (own) return resolve(own);
  const shade = /^--mantine-color-(\w+)-(\d)$/.exec(ref);
  const palette = shade?.[1] ? merged.colors[shade[1]] : undefined;
  const color = palette?.[Number(shade?.[2])];
  if (color) return parseColor(color);
  if (ref === '--mantine-color-white') return [255, 255, 255, 1];
  throw new Error(`${ref} is not declared`);
}

function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(text: string, background: string): number {
  const white: Rgba = [255, 255, 255, 1];
  const bg = over(resolve(background), white);
  const fg = over(resolve(text), bg);
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = 'var(--mantine-color-white)';

describe('theme', () => {
  it.each([
    ['white on primary buttons', WHITE, 'var(--mantine-primary-color-filled)'],
    ['white on hovered primary buttons', WHITE, 'var(--mantine-primary-color-filled-hover)'],
    ['white on red buttons', WHITE, 'var(--mantine-color-red-filled)'],
    [
      'light buttons',
      'var(--mantine-primary-color-light-color)',
      'var(--mantine-primary-color-light)',
    ],
    ['dimmed text', 'var(--mantine-color-dimmed)', WHITE],
    ['placeholders', 'var(--mantine-color-placeholder)', WHITE],
    ['error text', 'var(--mantine-color-error)', WHITE],
    ['links', 'var(--mantine-color-anchor)', WHITE],
  ])('gives %s at least 4.5:1', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('emits only the light scheme the app uses, for the CSS-variable-free provider', () => {
    expect(declared.get('--mantine-primary-color-filled')).toBe(
      'var(--mantine-color-indigo-filled)',
    );
    expect(css).toContain(':root[data-mantine-color-scheme="light"]');
  });
});
