// Playwright e2e: Debian's Chromium against the REAL portal, started here the way `npm start` does it
// (web built once, then the server), on a free port with a fresh DATA_DIR (embedded PostgreSQL + demo seed).
//
// Environment (all optional):
//   CHROMIUM_PATH   browser to use (default /usr/bin/chromium, then /usr/bin/chromium-browser)
//   E2E_BASE_URL    test a portal that is already running instead of starting one
//   E2E_WORKERS     parallel workers (default 2: the journeys mostly wait, and one portal serves them all)
//   PONTO_E2E_JSON  where the JSON report goes (scripts/test-all.mjs counts from it)
// Set by this file for the tests and the portal: E2E_PORT, E2E_EMBED_PORT (a second free port whose origin
// the portal accepts in EMBED_ALLOWED_ORIGINS, for a spec that serves an embedding page), E2E_DATA_DIR.
//
// This file is evaluated again in every worker process; the values chosen once in the main process are
// handed down through process.env so that all processes agree on ports and folders.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const isCI = Boolean(process.env.CI);

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
  // Missing browser: `node scripts/ensure-browser.mjs` (run by `npm test`) installs it or says what to install.
  return found ?? '/usr/bin/chromium';
}

/** Two distinct free TCP ports on 127.0.0.1, found synchronously (the config cannot await). */
function freePorts(): [number, number] {
  const probe = `
    const net = require('node:net');
    const a = net.createServer().listen(0, '127.0.0.1', () => {
      const b = net.createServer().listen(0, '127.0.0.1', () => {
        console.log(a.address().port + ' ' + b.address().port);
        a.close(); b.close();
      });
    });`;
  const out = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  const [first, second] = out.stdout.trim().split(' ').map(Number);
  if (out.status !== 0 || !first || !second) throw new Error(`could not find free ports: ${out.stderr}`);
  return [first, second];
}

const externalBaseURL = process.env.E2E_BASE_URL;

function traceMode(): 'off' | 'on' | 'retain-on-failure' {
  const wanted = process.env.E2E_TRACE;
  return wanted === 'on' || wanted === 'retain-on-failure' ? wanted : 'off';
}

if (!process.env.E2E_PORT || !process.env.E2E_EMBED_PORT) {
  const [port, embedPort] = freePorts();
  process.env.E2E_PORT = String(port);
  process.env.E2E_EMBED_PORT = String(embedPort);
}
if (!externalBaseURL && !process.env.E2E_DATA_DIR) {
  // First evaluation (the main process): a fresh data folder for this run, removed when the run ends.
  const dataDir = mkdtempSync(join(tmpdir(), 'ponto-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// Artifacts (traces, screenshots) go to test-results/<run id>: Playwright empties its output folder when a
// run starts, and two runs in one work tree must not delete each other's files. Runs older than 2 h go.
const resultsRoot = join(here, 'test-results');
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  for (const name of existsSync(resultsRoot) ? readdirSync(resultsRoot) : []) {
    const path = join(resultsRoot, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > 2 * 3600_000) rmSync(path, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}

// The portal under test always runs on its embedded defaults, whatever the calling shell exported.
for (const name of ['DATABASE_URL', 'MQTT_URL', 'SMTP_URL']) delete process.env[name];

const port = Number(process.env.E2E_PORT);
const webDist = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'web-dist');
const embedOrigin = `http://127.0.0.1:${process.env.E2E_EMBED_PORT}`;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Camera journeys (photo-capture.spec.ts): a fake camera showing Chromium's test pattern (no face). Without a
  // granted 'camera' permission getUserMedia is refused, as when a person says no.
  '--use-fake-device-for-media-stream',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export default defineConfig({
  testDir: './tests',
  outputDir: join(resultsRoot, process.env.E2E_RUN_ID),
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0, // flaky tests must show, never be retried into green
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A whole journey (several sign-ins, a simulated exam) takes 10–40 s on a quiet 2-core machine; the
  // budget leaves room for a busy one. Each step still waits at most the expect timeout below.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PONTO_E2E_JSON ?? join(here, 'playwright-report', 'results.json') }],
  ],
  use: {
    baseURL,
    headless: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace for every test (to keep those that fail) took a third of the suite's time on this
    // 2-core machine; E2E_TRACE=retain-on-failure (or on) records them when a failure needs one.
    trace: traceMode(),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
    { name: 'tablet', grep: /@tablet/, use: { viewport: { width: 768, height: 1024 }, hasTouch: true } },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        name: 'portal',
        // What `npm start` does: build the web app once, then start the server that serves it.
        // The web build goes into this run's own folder: runs in parallel (several people or agents on one
        // work tree) must not empty each other's apps/web/dist while their portal serves it.
        command: `npm run build -w @ponto/web -- --outDir ${webDist} && npm run start -w @ponto/server`,
        cwd: repoRoot,
        url: `${baseURL}/users/ping`,
        env: {
          PORT: String(port),
          WEB_DIST: webDist,
          DATA_DIR: process.env.E2E_DATA_DIR ?? '',
          EMBED_ALLOWED_ORIGINS: embedOrigin,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // Every journey signs in from the same address, the demo users many times an hour; the per-account
          // lockout stays in force.
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
          AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '1000',
          // The webhook journey's receiver listens on this machine (docs/webhooks.md: tests allow private URLs).
          WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
          // The machine's own Mosquitto may hold 1883: devices get a free port instead.
          MQTT_PORT: '0',
        },
        // Web build (~60 s) + embedded PostgreSQL init, migrations and demo seed (~30-60 s) on 2 cores.
        timeout: 240_000,
        reuseExistingServer: false, // the port is fresh, so a reused server could only be a stranger
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 25_000 },
      },
});
