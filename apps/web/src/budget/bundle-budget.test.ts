// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzippedBytes, initialFiles, type Manifest } from './initial-js';

/**
 * Front-end budget: the gzipped JavaScript a browser loads for the login, until the network is quiet, and
 * needs before the home page shows (docs/performance.md, "Front end"). A change that pulls a heavy library
 * into either route fails here; raising a budget is a decision written in that doc.
 */
const BUDGET_KB = { login: 170, home: 250 };

const LOGIN_ROUTE = ['src/app/layouts/public-layout.tsx', 'src/app/routes/login.tsx'];

/**
 * The dynamic imports the login's first screen starts by itself, in pt-BR (a new browser's language): they
 * load before the network is quiet, so they count in its figure. None: the customization is checked by
 * hand (lib/first-answers.ts), without the schemas' chunk (zod); the messages of forms and errors and the
 * login's alerts are fetched once someone uses the form (features/auth/components/login-form.tsx); the
 * session's schema only with a stored session, the other namespaces past the login. A change that makes the
 * first screen start one lists it here.
 */
const LOGIN_START_IMPORTS: string[] = [];

/**
 * A browser kept in another language fetches that language's login texts before the first render
 * (`main.tsx` waits for them): the login's figure in that language counts them too.
 */
const LOGIN_TEXTS_ELSEWHERE = ['en-US', 'es-ES', 'pt-PT'].map(
  (locale) => `../../packages/i18n/src/bundles/login/${locale}.ts`,
);

const webRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
let outDir = '';
let manifest: Manifest = {};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'ponto-budget-'));
  // Vitest runs with NODE_ENV=test, and Vite keeps a NODE_ENV it finds: React would be its development
  // build. The budget measures what `vite build` ships, so the build runs with NODE_ENV=production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true, manifest: 'manifest.json' },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const kb = (files: string[]) => Math.round((gzippedBytes(outDir, files) / 1024) * 10) / 10;

describe('initial JavaScript budget (gzip)', () => {
  it(`login, until the network is quiet, stays under ${BUDGET_KB.login} kB`, () => {
    const size = kb(initialFiles(manifest, [...LOGIN_ROUTE, ...LOGIN_START_IMPORTS]));
    console.info(`[budget] login: ${size} kB gzip (budget ${BUDGET_KB.login} kB)`);
    expect(size).toBeLessThanOrEqual(BUDGET_KB.login);
  });

  it.each(LOGIN_TEXTS_ELSEWHERE)(`login with the texts of %s stays under ${BUDGET_KB.login} kB`, (texts) => {
    const size = kb(initialFiles(manifest, [...LOGIN_ROUTE, ...LOGIN_START_IMPORTS, texts]));
    console.info(`[budget] login (${texts.replace(/^.*\//, '')}): ${size} kB gzip`);
    expect(size).toBeLessThanOrEqual(BUDGET_KB.login);
  });

  it(`home (shell layout and home page) stays under ${BUDGET_KB.home} kB`, () => {
    const size = kb(initialFiles(manifest, ['src/app/layouts/shell-layout.tsx', 'src/app/routes/home.tsx']));
    console.info(`[budget] home: ${size} kB gzip (budget ${BUDGET_KB.home} kB)`);
    expect(size).toBeLessThanOrEqual(BUDGET_KB.home);
  });
});
