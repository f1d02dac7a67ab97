import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { licencesPlugin } from './licences-plugin.ts';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react(), licencesPlugin(here)],
  resolve: { alias: [{ find: /^@\//, replacement: `${resolve(here, 'src')}/` }] },
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/budget/**'],
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
