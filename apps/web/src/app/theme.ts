import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Ponto blue. Shades 7–9 carry white text at WCAG AA contrast; the theme uses 8 for filled elements. */
const ponto: MantineColorsTuple = [
  '#e7f1fb',
  '#cfe1f4',
  '#9dc1ea',
  '#68a0e0',
  '#3f84d8',
  '#2673d4',
  '#1769c4',
  '#0b5aab',
  '#004f99',
  '#003f7b',
];

export const theme = createTheme({
  primaryColor: 'ponto',
  primaryShade: 8,
  colors: { ponto },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'always',
});

/** Dimmed text and placeholders dark enough for AA contrast on white and on gray.0. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[6],
  },
  dark: {},
});
