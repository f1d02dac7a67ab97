import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
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

function startPortal(dir = dataDir): {
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
      DATA_DIR: dir,
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

function postgresPid(dir = dataDir): number {
  return Number(fs.readFileSync(path.join(dir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

const healingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-healing-'));
const supervisedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-supervised-'));

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of [dataDir, healingDir, supervisedDir]) {
    try {
      const pid = postgresPid(dir);
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    } catch {
      // nothing left running
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

function newPatient() {
  return {
    patient: {
      fullName: 'Ana Lima',
      sex: 'female',
      birthDate: '1990-05-01',
      document: { type: 'cpf', number: randomCpf() },
      phone: '11 98888-7777',
      address: {
        postalCode: '01310-100',
        street: 'Av. Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
  };
}

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

describe.skipIf(!!process.env.DATABASE_URL)('the embedded portal heals itself', () => {
  it('restarts its PostgreSQL after a kill -9: 503 meanwhile, serving within 15 s, no acknowledged write lost', async () => {
    const portal = startPortal(healingDir);
    const { url } = await portal.ready;
    const session = (await login(url)) as Awaited<ReturnType<typeof login>> & {
      session: { availableWorkplaces: Array<{ cnpj: string }> };
    };
    const headers = {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      authorization: `Bearer ${session.accessToken}`,
      cnpj: session.session.availableWorkplaces[0]!.cnpj,
    };

    // One operator registers patients one after another, before, during and after the outage.
    const acknowledged: string[] = [];
    const refusals: Array<{ status: number; code: string; title: string; retryAfter: string | null }> = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const res = await fetch(`${url}/patients`, {
          method: 'POST',
          headers,
          body: JSON.stringify(newPatient()),
        }).catch(() => null);
        if (!res) {
          refusals.push({ status: 0, code: 'NO_ANSWER', title: '', retryAfter: null });
          break;
        }
        const body = (await res.json()) as { id?: string; error?: { code: string; message: string } };
        if (res.status === 201) acknowledged.push(body.id!);
        else {
          refusals.push({
            status: res.status,
            code: body.error?.code ?? '',
            title: body.error?.message ?? '',
            retryAfter: res.headers.get('retry-after'),
          });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    })();
    while (acknowledged.length < 5) {
      if (refusals.length > 3) throw new Error(JSON.stringify(refusals.slice(0, 3)));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const killed = postgresPid(healingDir);
    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    let readyAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - killedAt < 30_000) {
      const ready = await fetch(`${url}/health/ready`).catch(() => null);
      if (ready?.status === 200 && Date.now() - killedAt > 100) {
        readyAfterMs = Date.now() - killedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const afterOutage = acknowledged.length;
    while (acknowledged.length < afterOutage + 5) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await writer;

    expect(portal.child.exitCode).toBeNull();
    expect(postgresPid(healingDir)).not.toBe(killed);
    expect(readyAfterMs).toBeLessThanOrEqual(15_000);
    // Refusals meanwhile are translated 503s with a Retry-After, never a 500.
    console.info(
      `embedded PostgreSQL back after ${readyAfterMs} ms; ${acknowledged.length} writes acknowledged, ${refusals.length} refused meanwhile`,
    );
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(503);
      expect(refusal.retryAfter).not.toBeNull();
    }
    expect(refusals.map((r) => r.code)).toContain('DATABASE_UNAVAILABLE');
    expect(refusals.find((r) => r.code === 'DATABASE_UNAVAILABLE')!.title).toBe(
      'The portal is unavailable for a moment',
    );
    // Every registration the portal acknowledged is there.
    for (const id of acknowledged) {
      const res = await fetch(`${url}/patients/${id}`, { headers });
      expect(res.status, id).toBe(200);
    }

    portal.child.kill('SIGTERM');
    expect((await portal.exited).code).toBe(0);
  }, 180_000);
});

describe.skipIf(!!process.env.DATABASE_URL)('npm start', () => {
  it('starts the server again after a kill -9, with its data, and stops cleanly', async () => {
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: path.resolve(serverDir, '../..'),
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: '0',
        DATA_DIR: supervisedDir,
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(supervisedDir, 'none'),
        DEMO_READERS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(start);
    let output = '';
    start.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    start.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => start.on('exit', (code) => resolve(code)));
    const banners = () => [...output.matchAll(/Ponto is running at (http:\/\/\S+)/g)].map((m) => m[1]!);
    const waitForBanner = async (n: number) => {
      const since = Date.now();
      while (banners().length < n) {
        if (start.exitCode !== null || Date.now() - since > 90_000) throw new Error(output);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return banners()[n - 1]!;
    };

    const first = await waitForBanner(1);
    await login(first);
    const server = Number(
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(start.pid)], { encoding: 'utf8' }),
    );
    process.kill(server, 'SIGKILL');

    const second = await waitForBanner(2);
    expect(output).toContain('was killed (SIGKILL); starting it again');
    expect((await login(second)).accessToken).toBeTruthy();

    const postgres = postgresPid(supervisedDir);
    start.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(isAlive(server)).toBe(false);
    expect(isAlive(postgres)).toBe(false);
  }, 180_000);
});
