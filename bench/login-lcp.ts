/**
 * Benchmark: how soon a newcomer sees the login page (docs/performance.md, "The first page"). Chromium
 * (Debian's, as the e2e use it) opens `/login` of the real portal over loopback, each time in a new browser
 * context (an empty cache: a cold load), and reads the page's largest contentful paint (LCP) and first
 * contentful paint, and the bytes of JavaScript that came over the wire. In the same run, the floor: the
 * same browser opening a bare static page of a bare Fastify (bench/lib/bare-page.ts). Then the same page
 * again in the same context (a warm load, from the browser's cache).
 *
 *   npm run bench:lcp -w @ponto/bench -- [--loads 15]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright';
import { startChild } from './lib/child';
import { Portal, repoRoot } from './lib/portal';
import { writeResults } from './lib/results';
import { distribution } from './lib/stats';

const { values } = parseArgs({
  options: { loads: { type: 'string', default: '15' }, out: { type: 'string' } },
});
const loads = Number(values.loads);
const GOAL_MS = 1500;
const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && fs.existsSync(candidate),
);

interface Load {
  lcpMs: number;
  fcpMs: number;
  scriptBytes: number;
}

/**
 * The page's paints, once the network is quiet (LCP stops changing when nothing more arrives). A string,
 * since it runs in the page, whose types (the DOM's) are not this program's (Node's).
 */
const PAINTS = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    resolve({ lcpMs: entries[entries.length - 1].startTime, fcpMs: fcp ? fcp.startTime : 0 });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

async function paints(page: Page): Promise<{ lcpMs: number; fcpMs: number }> {
  return (await page.evaluate(PAINTS)) as { lcpMs: number; fcpMs: number };
}

async function load(browser: Browser, url: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  let scriptBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  const cold: Load = { ...(await paints(page)), scriptBytes };
  scriptBytes = 0;
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  const warm: Load = { ...(await paints(page)), scriptBytes };
  await context.close();
  return { cold, warm };
}

function summary(name: string, runs: Load[]) {
  const lcp = distribution(runs.map((l) => l.lcpMs))!;
  const fcp = distribution(runs.map((l) => l.fcpMs))!;
  const figures = {
    lcpP50: Math.round(lcp.p50),
    lcpP95: Math.round(lcp.p95),
    lcpMax: Math.round(lcp.max),
    fcpP50: Math.round(fcp.p50),
    scriptKiB: Math.round(distribution(runs.map((l) => l.scriptBytes))!.p50 / 1024),
  };
  console.log(
    `${name.padEnd(24)} LCP p50 ${figures.lcpP50} ms  p95 ${figures.lcpP95} ms  max ${figures.lcpMax} ms  ` +
      `FCP p50 ${figures.fcpP50} ms  JavaScript ${figures.scriptKiB} KiB on the wire`,
  );
  return figures;
}

async function main() {
  if (!CHROMIUM) throw new Error('no Chromium: run node scripts/ensure-browser.mjs');
  // The web app as `npm start` serves it: built when its sources changed.
  const built = spawnSync(
    process.execPath,
    ['-e', "import('./scripts/web-build.mjs').then((m) => m.ensureWebBuild(process.cwd()))"],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the web build failed');
  const portal = await Portal.start({ env: {}, startTimeoutMs: 180_000 });
  const floor = await startChild('bench/lib/bare-page.ts', 'bare page');
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const loginReady = async (page: Page) => {
      await page.getByRole('button').first().waitFor();
    };
    const floorReady = async (page: Page) => {
      await page.getByRole('heading').waitFor();
    };
    // One load of each first, not counted: the portal's and the browser's first-ever work.
    await load(browser, `${portal.url}/login`, loginReady);
    await load(browser, `${floor.url}/page`, floorReady);
    const login: Array<{ cold: Load; warm: Load }> = [];
    const bare: Array<{ cold: Load; warm: Load }> = [];
    for (let i = 0; i < loads; i++) {
      login.push(await load(browser, `${portal.url}/login`, loginReady));
      bare.push(await load(browser, `${floor.url}/page`, floorReady));
    }
    console.log(`\n${loads} loads each, Chromium ${browser.version()}, 1366×768, loopback\n`);
    const figures = {
      loginCold: summary(
        '/login, cold',
        login.map((l) => l.cold),
      ),
      loginWarm: summary(
        '/login, warm',
        login.map((l) => l.warm),
      ),
      floorCold: summary(
        'floor (bare page), cold',
        bare.map((l) => l.cold),
      ),
    };
    const met = figures.loginCold.lcpP95 <= GOAL_MS;
    console.log(
      `\n/login cold LCP p95 ${figures.loginCold.lcpP95} ms (goal ≤ ${GOAL_MS} ms): ${met ? 'met' : 'NOT met'}`,
    );
    const written = writeResults('login-lcp', values.out, { loads, goalMs: GOAL_MS, ...figures });
    console.log(`figures written to ${written}`);
    if (!met) process.exitCode = 1;
  } finally {
    await browser.close();
    floor.child.kill('SIGTERM');
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
