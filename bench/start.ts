/**
 * Benchmark: how long `npm start` takes before the portal answers (docs/performance.md, "The start"). It
 * runs scripts/start.mjs as `npm start` does, with a free port and a data folder of its own, and times each
 * start from the spawn to the first answer of `GET /users/ping`:
 * - the first start on a new data folder (the embedded PostgreSQL is created, migrated and seeded);
 * - then `--starts` more on the same folder (default 2): a user starting the portal again.
 * The web app is built only when its sources changed since the last build, as with `npm start`. The demo
 * readers are left out: they start after the first answer.
 *
 *   npm run bench:start -w @ponto/bench -- [--starts 2]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { freePort } from './lib/mosquitto';
import { repoRoot, stopOrphanPostgres } from './lib/portal';
import { writeResults } from './lib/results';

const { values } = parseArgs({
  options: { starts: { type: 'string', default: '2' }, out: { type: 'string' } },
});
const again = Number(values.starts);
const GOAL_MS = 10_000;
const TIME_LIMIT_MS = 300_000;

interface Start {
  dataFolder: 'new' | 'existing';
  msToFirstAnswer: number;
  webBuilt: boolean;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]))) {
    child.kill('SIGKILL');
    await exited;
  }
}

async function timeOneStart(dataDir: string, dataFolder: Start['dataFolder']): Promise<Start> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), MQTT_PORT: '0', DATA_DIR: dataDir, DEMO_READERS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  try {
    const ping = `http://127.0.0.1:${port}/users/ping`;
    while (!(await answers(ping))) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      if (performance.now() - began > TIME_LIMIT_MS) throw new Error('no answer within 300 s');
      await sleep(50);
    }
    const msToFirstAnswer = Math.round(performance.now() - began);
    return { dataFolder, msToFirstAnswer, webBuilt: !output.includes('already built') };
  } finally {
    await stop(child);
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-bench-start-'));
  const starts: Start[] = [];
  try {
    const describe = (s: Start) =>
      `${s.dataFolder} data folder: first answer after ${(s.msToFirstAnswer / 1000).toFixed(1)} s` +
      (s.webBuilt ? ' (the web was built)' : '');
    starts.push(await timeOneStart(dataDir, 'new'));
    console.log(`start 1, ${describe(starts[0]!)}`);
    for (let i = 0; i < again; i++) {
      const start = await timeOneStart(dataDir, 'existing');
      starts.push(start);
      console.log(`start ${i + 2}, ${describe(start)}`);
    }
  } finally {
    stopOrphanPostgres(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const later = starts.slice(1).map((s) => s.msToFirstAnswer);
  const worst = later.length ? Math.max(...later) : null;
  if (worst !== null)
    console.log(
      `\nstarting again: worst ${(worst / 1000).toFixed(1)} s (goal ≤ ${GOAL_MS / 1000} s): ${worst <= GOAL_MS ? 'met' : 'NOT met'}`,
    );
  const written = writeResults('start', values.out, { goalMs: GOAL_MS, starts });
  console.log(`figures written to ${written}`);
  if (worst !== null && worst > GOAL_MS) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
