import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from './db/data-dir-lock';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-lifecycle-'));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: string;
}

function startPortal(): {
  child: ChildProcess;
  ready: Promise<Started>;
  exited: Promise<{ code: number | null; output: string }>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'none'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const ready = new Promise<Started>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Ponto is running at (http:\/\/\S+)/);
      if (match) resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', () => reject(new Error(`portal exited before it was ready:\n${output}`)));
  });
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  ready.catch(() => {});
  return { child, ready, exited };
}

async function login(url: string) {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ document: '111.444.777-35', password: 'ponto123' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { accessToken: string; session: { user: { language: string } } };
}

function postgresPid(): number {
  return Number(fs.readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  try {
    const pid = postgresPid();
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  } catch {
    // nothing left running
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// These start real portal processes on the embedded database; the run against a PostgreSQL server skips them.
describe.skipIf(!!process.env.DATABASE_URL)('the embedded portal as a process', () => {
  it('refuses a second portal on the same DATA_DIR, survives kill -9 with every committed row, stops cleanly', async () => {
    // First, a fresh portal seeds the demo network and a user changes their language (a committed row).
    const first = startPortal();
    const { url } = await first.ready;
    const session = await login(url);
    const put = await fetch(`${url}/auth/session/language`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ language: 'es-ES' }),
    });
    expect(put.status).toBe(200);

    // A second portal on the same folder is refused with a clear message.
    const second = startPortal();
    const refused = await second.exited;
    expect(refused.code).toBe(75);
    expect(refused.output).toContain('already using DATA_DIR');

    // The first one is killed without a chance to clean up; its PostgreSQL is left behind.
    const orphan = postgresPid();
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(orphan)).toBe(true);

    // A new portal stops the orphan, starts cleanly, and the committed change is there.
    const third = startPortal();
    const restarted = await third.ready;
    expect(isAlive(orphan)).toBe(false);
    expect((await login(restarted.url)).session.user.language).toBe('es-ES');

    // SIGTERM finishes requests, then stops the database: nothing keeps running.
    const running = postgresPid();
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    expect(isAlive(running)).toBe(false);
  }, 120_000);
});
