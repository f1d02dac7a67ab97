import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { licencesPlugin } from './licences-plugin.ts';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')) as { version: string };
const apiTarget = `http://127.0.0.1:${process.env.PONTO_API_PORT || 3000}`;

// Paths the server owns (docs/sign-in.md); everything else is the single-page app's history route.
// Matched as whole path segments, so /dev/outbox goes to the server and /developer-guide stays in the app.
const apiPaths = `^/(${[
  'auth',
  'users',
  'oauth',
  'specialist',
  'workplace',
  'patients',
  'animals',
  'exams',
  'vouchers',
  'pre-exams',
  'photos',
  'addresses',
  'totem',
  'schedule',
  'dev',
  'api',
  'integration',
  'health',
].join('|')})(/|$|\\?)`;

/**
 * A feature's index.ts only re-exports its public parts, and app/ imports features through it alone: marked
 * free of side effects, it brings into a chunk only the parts that chunk uses, so the first page does not
 * load every screen of a feature whose one part it shows.
 */
function featureIndexesWithoutSideEffects(): Plugin {
  return {
    name: 'ponto-feature-indexes',
    transform: {
      filter: { id: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/ },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

/**
 * The inputs of the login's first screen and the small modules it needs beside the entry (the `first-screen`
 * chunk below): one file rather than a dozen, as gzip does better on one (docs/performance.md, "Front end").
 * The entry imports it (its Button shares their dependencies), so every page has it at once; the other
 * forms use the same inputs.
 */
const firstScreen = new RegExp(
  [
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|PasswordInput|TextInput|NativeSelect|CloseButton|Anchor|Combobox[\\/]ComboboxChevron)[\\/]`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled[\\/]`,
    String.raw`src[\\/]features[\\/]auth[\\/]components[\\/]document-input\.tsx$`,
    String.raw`src[\\/]components[\\/]ui[\\/]language-switcher\.tsx$`,
    String.raw`src[\\/]lib[\\/](masks|first-answers)\.ts$`,
    String.raw`packages[\\/]domain[\\/]src[\\/]validation[\\/]documents[\\/]cpf\.ts$`,
    String.raw`packages[\\/]domain[\\/]src[\\/]entities[\\/]service-names\.ts$`,
  ].join('|'),
);

export default defineConfig({
  root: here,
  plugins: [
    react(),
    licencesPlugin(here),
    featureIndexesWithoutSideEffects(),
    // A brotli and a gzip copy beside each text asset: the server sends the one the browser accepts. Brotli
    // quality 10 is within 2 % of the maximum (11) in half its build time.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(html|css|js|mjs|json|svg|wasm|txt)$/,
      threshold: 1024,
    }),
  ],
  resolve: { alias: [{ find: /^@\//, replacement: `${resolve(here, 'src')}/` }] },
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the portal supports preloads modules itself: no polyfill in the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every route needs React, React Router, i18next and Mantine's core: one chunk, which compresses
        // better than the many small ones the split would make (docs/performance.md, "Front end").
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|clsx|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
            { name: 'first-screen', test: firstScreen },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      [apiPaths]: { target: apiTarget },
      '/mqtt': { target: apiTarget, ws: true },
    },
  },
});
