// Mantine's PostCSS preset: rem/em helpers, light/dark mixins and the breakpoint variables.
import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
  ],
};
