import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

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

/** Mantine's green with darker top shades, so that green text on a light green background reads (AA). */
const green: MantineColorsTuple = [
  ...DEFAULT_THEME.colors.green.slice(0, 7),
  '#2b8a3e',
  '#237032',
  '#1b5e28',
] as unknown as MantineColorsTuple;

/** Light variants (alerts, light buttons) write their text in shade 9: AA contrast on the tinted background. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return defaults;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return defaults;
  const text = `var(--mantine-color-${parsed.color}-9)`;
  return { ...defaults, color: text, hoverColor: text };
};

export const theme = createTheme({
  primaryColor: 'ponto',
  primaryShade: 8,
  colors: { ponto, green },
  variantColorResolver,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'always',
  components: {
    // A dialog's title bar is part of the dialog, not a second banner landmark of the page (Mantine draws it
    // as <header>, which screen readers list beside the portal's own banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A loader is an empty <span>: its aria-label names nothing (axe: aria-prohibited-attr) unless it has a
    // role. As a status it is read as "loading…"; the decorative ones say aria-hidden and stay silent.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** Dimmed text, placeholders and field errors dark enough for AA contrast on white and on gray.0. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[6],
    // Field errors (message and the text of a field in error) in red 9: AA on white.
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {},
});
