import { createTheme, darken, DEFAULT_THEME, luminance, toRgba, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';
import type { TFunction } from './i18n';

// Japanese system fonts first, so kana and kanji never fall back to a Chinese face.
const fontFamily =
  "system-ui, -apple-system, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Yu Gothic UI', Meiryo, sans-serif";

/** WCAG 2.1 contrast ratio of two opaque colours. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** A colour at an opacity laid over an opaque background, as the eye sees it. */
export function over(color: string, opacity: number, background: string): string {
  const [fg, bg] = [toRgba(color), toRgba(background)];
  const mix = (a: number, b: number): number => Math.round(a * opacity + b * (1 - opacity));
  return `rgb(${mix(fg.r, bg.r)}, ${mix(fg.g, bg.g)}, ${mix(fg.b, bg.b)})`;
}

const DARKEN_STEP = 0.05;
const DARKEN_STEPS = 20;

/**
 * The shade itself, or the least darkened version of it (in steps of 5 %) that reads at 4.5:1 (WCAG AA text) on the
 * background. The backgrounds are light, so darker reads better: the step is found by halving, in five tries
 * rather than up to twenty (the page's first render waits for these).
 */
export function readableOn(shade: string, background: string): string {
  const darkened = (step: number) => (step === 0 ? shade : darken(shade, step * DARKEN_STEP));
  const reads = (step: number) => contrastRatio(darkened(step), background) >= 4.6;
  if (reads(0)) return shade;
  let unreadable = 0;
  let readable = DARKEN_STEPS;
  while (readable - unreadable > 1) {
    const step = (unreadable + readable) >> 1;
    if (reads(step)) readable = step;
    else unreadable = step;
  }
  return readable < DARKEN_STEPS ? darkened(readable) : DEFAULT_THEME.black;
}

/*
 * Shade 6 of Mantine's indigo under white text reads at 4.32:1, under WCAG AA's 4.5:1: the filled colour is shade
 * 8 in both schemes (5.67:1). Secondary text is darker (light) or lighter (dark) than Mantine's dimmed grey, so
 * it reads at 4.5:1 on every surface it sits on: white, gray-1/gray-2 panels, dark-6/dark-7/dark-5.
 */
const PRIMARY_SHADE = 8;
const DIMMED_LIGHT = '#5c636a'; // 6.09:1 on white, 5.14:1 on gray-2
const DIMMED_DARK = '#a6a6a6'; // 6.38:1 on dark-7, 4.60:1 on dark-5

/**
 * Colour variables that Mantine's defaults leave under WCAG AA: the dimmed and placeholder greys, error red,
 * and for every colour the text of its "light" variant (a tint of the filled shade) and its coloured text.
 */
const resolveContrastVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_LIGHT,
    '--mantine-color-placeholder': DIMMED_LIGHT,
    '--mantine-color-error': theme.colors.red[9],
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_DARK,
    '--mantine-color-placeholder': DIMMED_DARK,
    '--mantine-color-error': theme.colors.red[4],
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    // The light variant's tint when hovered (12 %), on the greyest surface it is drawn on (gray-2): the darkest case.
    const tint = over(shades[PRIMARY_SHADE], 0.12, theme.colors.gray[2]);
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], tint);
    // Coloured text also sits on its own tint (a hovered menu item, an alert): it reads at 4.5:1 there too.
    light[`--mantine-color-${name}-text`] = readableOn(shades[PRIMARY_SHADE], tint);
    light[`--mantine-color-${name}-outline`] = readableOn(shades[PRIMARY_SHADE], theme.white);
    // In the dark scheme Mantine's tints and text shades already read at 4.5:1 or more (checked in theme.test.ts).
  }
  return { variables: {}, light, dark };
};

/** The theme, with the labels it gives Mantine's own buttons in the language on screen. */
export const themeIn = (t: TFunction) =>
  createTheme({
    primaryColor: 'indigo',
    primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
    // Filled parts take black or white text, whichever reads better (the 0.179 luminance where both are equal).
    autoContrast: true,
    luminanceThreshold: 0.179,
    fontFamily,
    headings: { fontFamily },
    respectReducedMotion: true,
    components: {
      // A dialog's <header> in its portal would be a second banner landmark beside the page's: it is plain.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('app.close') }, attributes: { header: { role: 'none' } } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('app.close') }, attributes: { header: { role: 'none' } } } },
      CloseButton: { defaultProps: { 'aria-label': t('app.close') } },
      // Focus goes to the first item on opening, not to a placeholder <div> that is no menu item.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': t('app.eyeDropper') } } },
    },
  });

/**
 * Mantine asks for the variables on every render of its provider; each answer costs dozens of contrast searches, so
 * it is computed once per theme (a new theme comes only with a change of language).
 */
const resolvedVariables = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  let resolved = resolvedVariables.get(theme);
  if (!resolved) resolvedVariables.set(theme, (resolved = resolveContrastVariables(theme)));
  return resolved;
};

