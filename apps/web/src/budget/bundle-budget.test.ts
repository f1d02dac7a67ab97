// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzippedBytes, initialFiles, type Manifest } from './initial-js';

/**
 * Front-end budget: the gzipped JavaScript a browser needs before the login and the home page
 * show (docs/performance.md, "Front end"). A change that pulls a heavy library into either route fails
 * here; raising a budget is a decision written in that doc.
 */
const BUDGET_KB = { login: 170, home: 250 };

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
  it(`login (public layout and login page) stays under ${BUDGET_KB.login} kB`, () => {
    const size = kb(
      initialFiles(manifest, ['src/app/layouts/public-layout.tsx', 'src/app/routes/login.tsx']),
    );
    console.info(`[budget] login: ${size} kB gzip (budget ${BUDGET_KB.login} kB)`);
    expect(size).toBeLessThanOrEqual(BUDGET_KB.login);
  });

  it(`home (shell layout and home page) stays under ${BUDGET_KB.home} kB`, () => {
    const size = kb(initialFiles(manifest, ['src/app/layouts/shell-layout.tsx', 'src/app/routes/home.tsx']));
    console.info(`[budget] home: ${size} kB gzip (budget ${BUDGET_KB.home} kB)`);
    expect(size).toBeLessThanOrEqual(BUDGET_KB.home);
  });
});
