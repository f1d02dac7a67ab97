import { execFileSync, spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from './db/data-dir-lock';
import {
  lastWords,
  newPatient,
  PortalProcesses,
  portalEnv,
  postgresPid,
  repoRoot,
  signInDemoOperator,
} from './testing/portal-process';

const portals = new PortalProcesses();
const dataDir = portals.dataDir('lifecycle');
const healingDir = portals.dataDir('healing');
const supervisedDir = portals.dataDir('supervised');
const startPortal = (dir = dataDir) => portals.start(dir);
const login = signInDemoOperator;

afterAll(() => portals.cleanup());

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
    const orphan = postgresPid(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(orphan)).toBe(true);

    // A new portal stops the orphan, starts cleanly, and the committed change is there.
    const third = startPortal();
    const restarted = await third.ready;
    expect(isAlive(orphan)).toBe(false);
    expect((await login(restarted.url)).session.user.language).toBe('es-ES');

    // SIGTERM finishes requests, then stops the database: nothing keeps running.
    const running = postgresPid(dataDir);
    third.child.kill('SIGTERM');
    const stopped = await third.exited;
    expect(stopped.code, lastWords(stopped)).toBe(0);
    expect(isAlive(running)).toBe(false);
  }, 120_000);
});

describe.skipIf(!!process.env.DATABASE_URL)('the embedded portal heals itself', () => {
  it('restarts its PostgreSQL after a kill -9: 503 meanwhile, serving within 15 s, no acknowledged write lost', async () => {
    const portal = startPortal(healingDir);
    const { url } = await portal.ready;
    const { headers } = await login(url);

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
    // Bounded: a writer that stopped (no answer at all) must fail the assertions below, not hang the test.
    const writesBy = Date.now() + 60_000;
    while (acknowledged.length < afterOutage + 5 && Date.now() < writesBy)
      await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await writer;

    // A portal that ended says why in its last output.
    const ended = portal.child.exitCode === null ? '' : lastWords(await portal.exited);
    expect(portal.child.exitCode, ended).toBeNull();
    expect(acknowledged.length, JSON.stringify(refusals.slice(-3))).toBeGreaterThanOrEqual(afterOutage + 5);
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
    const stopped = await portal.exited;
    expect(stopped.code, lastWords(stopped)).toBe(0);
  }, 180_000);
});

describe.skipIf(!!process.env.DATABASE_URL)('npm start', () => {
  it('starts the server again after a kill -9, with its data, and stops cleanly', async () => {
    const start = portals.track(
      spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: repoRoot,
        env: { ...portalEnv(supervisedDir), DEMO_READERS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
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
