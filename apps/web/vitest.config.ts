import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { licencesPlugin } from './licences-plugin.ts';

const here = dirname(fileURLToPath(import.meta.url));
const FIRST_LOAD_TESTS = ['src/lib/i18n.test.ts'];

export default defineConfig({
  root: here,
  plugins: [react(), licencesPlugin(here)],
  resolve: { alias: [{ find: /^@\//, replacement: `${resolve(here, 'src')}/` }] },
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    css: false,
    projects: [
      {
        // One jsdom and one module graph per worker, not per file: building a DOM and loading React,
        // Mantine and the setup again for each of the hundred files took three quarters of the suite's
        // time. setup.ts cleans the DOM and the storages after every test.
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/budget/**', ...FIRST_LOAD_TESTS],
          isolate: false,
        },
      },
      {
        // Tests of what a new page loads first: they need modules nobody has loaded yet.
        extends: true,
        test: {
          name: 'dom-first-load',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          include: FIRST_LOAD_TESTS,
        },
      },
      {
        // The front-end budget builds the app for production: Node, no DOM.
        extends: true,
        test: {
          name: 'budget',
          environment: 'node',
          include: ['src/budget/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
    ],
  },
});
