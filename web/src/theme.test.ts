import { DEFAULT_THEME, getContrastColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { contrastRatio, cssVariablesResolver, over, themeIn } from './theme';

// The resolved theme and its colour variables, as MantineProvider builds them.
const resolved = mergeMantineTheme(DEFAULT_THEME, themeIn(i18n.t));
const variables = cssVariablesResolver(resolved);
const { colors, white } = resolved;
const TEXT = 4.5;
const LIGHT_SURFACES = [white, colors.gray[0], colors.gray[1], colors.gray[2]];
const DARK_SURFACES = [colors.dark[7], colors.dark[6], colors.dark[8], colors.dark[5]];
const COLOR_NAMES = Object.keys(colors).filter((name) => name !== 'dark');
/** Shade n of a colour of the theme. */
const shade = (name: string, n: number): string => colors[name]?.[n] ?? '';

/** A variable the resolver must set, for one scheme. */
function variable(scheme: 'light' | 'dark', name: string): string {
  const value = (variables[scheme] as Record<string, string | undefined>)[name];
  if (!value) throw new Error(`${name} is not set for the ${scheme} scheme`);
  return value;
}

/** The text colour Mantine puts on a filled part (black or white, as CSS variables). */
function textOnFilled(filled: string): string {
  const text = getContrastColor({ color: filled, theme: resolved, autoContrast: true });
  return text.includes('black') ? resolved.black : white;
}

describe('theme contrast (WCAG 2.1 AA)', () => {
  it('fills the primary colour with text that reads at 4.5:1 in both schemes', () => {
    const filled = shade('indigo', 8);
    expect(resolved.primaryShade).toEqual({ light: 8, dark: 8 });
    expect(contrastRatio(textOnFilled(filled), filled)).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(COLOR_NAMES)('gives every filled %s part the readable one of black and white text', (name) => {
    const filled = shade(name, 8);
    expect(contrastRatio(textOnFilled(filled), filled)).toBeGreaterThanOrEqual(TEXT);
  });

  it('draws dimmed text, placeholders and errors at 4.5:1 on every light surface', () => {
    for (const surface of LIGHT_SURFACES) {
      expect(contrastRatio(variable('light', '--mantine-color-dimmed'), surface)).toBeGreaterThanOrEqual(TEXT);
      expect(contrastRatio(variable('light', '--mantine-color-placeholder'), surface)).toBeGreaterThanOrEqual(TEXT);
    }
    expect(contrastRatio(variable('light', '--mantine-color-error'), white)).toBeGreaterThanOrEqual(TEXT);
  });

  it('draws dimmed text, placeholders and errors at 4.5:1 on every dark surface', () => {
    for (const surface of DARK_SURFACES) {
      expect(contrastRatio(variable('dark', '--mantine-color-dimmed'), surface)).toBeGreaterThanOrEqual(TEXT);
      expect(contrastRatio(variable('dark', '--mantine-color-placeholder'), surface)).toBeGreaterThanOrEqual(TEXT);
    }
    expect(contrastRatio(variable('dark', '--mantine-color-error'), colors.dark[7])).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(COLOR_NAMES)('reads the light variant and text of %s at 4.5:1 in the light scheme', (name) => {
    for (const surface of LIGHT_SURFACES) {
      const tint = over(shade(name, 8), 0.12, surface);
      expect(contrastRatio(variable('light', `--mantine-color-${name}-light-color`), tint)).toBeGreaterThanOrEqual(TEXT);
      expect(contrastRatio(variable('light', `--mantine-color-${name}-text`), tint)).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it.each(COLOR_NAMES)('reads the light variant and text of %s at 4.5:1 in the dark scheme (Mantine defaults)', (name) => {
    // Mantine's dark scheme: the tint is shade 6 at 15 %, its text shade 3, coloured text shade 4.
    const tint = over(shade(name, 6), 0.15, colors.dark[7]);
    expect(contrastRatio(shade(name, 3), tint)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(shade(name, 4), colors.dark[7])).toBeGreaterThanOrEqual(TEXT);
  });
});
