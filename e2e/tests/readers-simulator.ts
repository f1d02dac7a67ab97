// Helpers for the readers journeys: run the reader simulator (apps/readers, docs/reader-simulator.md)
// as a child process against the portal under test, and sign in on a given demo workplace.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser, type DemoWorkplace, expect, loginAs } from '../fixtures/index.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Simulator {
  codes: string[];
  /** Everything the simulator printed, for failure messages. */
  output(): string;
  /** SIGTERM: a clean stop (retained offline status, then disconnect). */
  stop(): Promise<void>;
  /** SIGKILL: the device dies without a word; the broker publishes its last will (offline). */
  kill(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid in the lock, or 0 while its holder is still writing it (or has just let it go). */
function holderOf(lock: string): number {
  try {
    return Number(fs.readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return 0;
  }
}

/**
 * The demo readers are one set of devices per portal: two simulators running them at once (a test of each
 * project, in two workers) would take each other's connections over, and each reader would flap between
 * its two copies. A test that runs them holds this lock (a folder, made atomically, with the holder's pid)
 * until it stops them; another one waits its turn, and a lock left by a dead worker is taken over.
 */
async function holdDemoReaders(baseURL: string): Promise<() => void> {
  const lock = join(os.tmpdir(), `ponto-e2e-demo-readers-${new URL(baseURL).port}`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(join(lock, 'pid'), String(process.pid));
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lock);
      if (holder > 0 && !alive(holder)) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((next) => setTimeout(next, 250));
    }
  }
}

/**
 * Provisions `count` virtual readers on the workplace through the portal (POST /devices/virtual, as the demo
 * support user) and runs them; resolves once every reader code has been printed.
 */
export async function startSimulator(options: {
  baseURL: string;
  cnpj?: string;
  family?: string;
  count?: number;
  speed?: number;
  args?: string[];
  /** The readers `npm start` runs (`--demo`: a few of each demo workplace), instead of cnpj, family and count. */
  demo?: boolean;
}): Promise<Simulator> {
  const { baseURL, cnpj, family = 'Flow', count = 1, speed = 60, args = [], demo = false } = options;
  const which = demo ? ['--demo'] : ['--workplace', cnpj ?? '', '--family', family, '--count', String(count)];
  const release = demo ? await holdDemoReaders(baseURL) : () => undefined;
  const child: ChildProcess = spawn(
    'npm',
    ['run', 'readers', '--', '--api', baseURL, ...which, '--speed', String(speed), ...args],
    { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } },
  );
  let out = '';
  const codes: string[] = [];
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  void exited.then(release);
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, name); // the whole group: npm, tsx and the node process of the readers
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  };
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`simulator did not start in time:\n${out}`)), 90_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      for (const match of out.matchAll(/^(\S+): \w+ at workplace /gm)) {
        if (match[1] && !codes.includes(match[1])) codes.push(match[1]);
      }
      if (demo ? /reader\(s\) running at speed/.test(out) : codes.length >= count) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (demo || codes.length < count) fail(new Error(`simulator exited with ${code}:\n${out}`));
    });
  });
  return { codes, output: () => out, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

/** Signs in and makes `workplace` the current one (the server remembers it for the user). */
export async function signInAt(page: Page, user: DemoUser, workplace: DemoWorkplace): Promise<void> {
  await loginAs(page, user);
  await page.goto('/home?switchTab=readers');
  const select = page.getByLabel('Estabelecimento', { exact: true });
  await expect(select).toBeVisible();
  const current = await select.inputValue();
  const wanted = workplace.cnpj.replace(/\D/g, '');
  if (current !== wanted) {
    await select.selectOption({ label: workplace.name });
    await expect(page.getByRole('banner')).toContainText(workplace.name);
  }
}

/** A reader's tile on the readers list. */
export function readerTile(page: Page, code: string) {
  return page.getByRole('article', { name: code });
}

/** Provisions one virtual reader through the API (no simulator), for a code that is already registered. */
export async function provisionCode(
  request: APIRequestContext,
  cnpj: string,
  document = '567.890.123-03',
): Promise<string> {
  const login = await request.post('/auth/login', { data: { document, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.post('/devices/virtual', {
    headers: { Authorization: `Bearer ${accessToken}`, cnpj },
    data: { family: 'Flow', count: 1 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { readers: Array<{ code: string }> };
  const code = body.readers[0]?.code;
  if (!code) throw new Error('no reader provisioned');
  return code;
}
