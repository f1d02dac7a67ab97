/**
 * The real portal as a child process (`node --import ./ts-runtime.mjs src/main.ts` in apps/server, with the
 * server's own node options), started with a fresh DATA_DIR and stopped with SIGTERM; a portal that does not
 * stop is killed, with any PostgreSQL it left behind, and the data folder is removed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../apps/server/node-flags.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverDir = path.join(repoRoot, 'apps', 'server');
const benchLibDir = path.dirname(fileURLToPath(import.meta.url));

export interface PortalOptions {
  /** Extra environment (MQTT_URL, DATABASE_URL…) on top of the benchmark defaults. */
  env: Record<string, string>;
  startTimeoutMs: number;
  /** Write a V8 CPU profile of the portal into this folder when it exits (`--profile`). */
  profileDir?: string | undefined;
  /**
   * Options for node itself (V8 flags such as `--single-threaded-gc`), before the portal's script; by default
   * those of BENCH_PORTAL_NODE_ARGS (space-separated), so any bench can try a flag without a code change.
   */
  nodeArgs?: string[];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export class Portal {
  /** Warnings and errors the portal logged (LOG_LEVEL=warn), by message, for the report. */
  readonly logged = new Map<string, number>();
  /** The first few such lines in full (trimmed), to tell what went wrong. */
  readonly samples: string[] = [];
  private stderrTail = '';
  private exited: Promise<number | null>;
  private exitCode: number | null | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly dataDir: string,
    readonly url: string,
  ) {
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
    });
    this.exited.then((code) => {
      this.exitCode = code;
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.exitCode === undefined;
  }

  /** `dataDir`: the folder of a portal stopped with `keepData`, to start it again on the same data. */
  static async start(
    options: PortalOptions,
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-bench-')),
  ): Promise<Portal> {
    const profile = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
    const loopProbe = ['--import', pathToFileURL(path.join(benchLibDir, 'loop-probe.ts')).href];
    const nodeArgs =
      options.nodeArgs ?? (process.env.BENCH_PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean);
    // The server's own options first, so that BENCH_PORTAL_NODE_ARGS may override them.
    const args = [
      ...profile,
      ...SERVER_NODE_FLAGS,
      ...nodeArgs,
      '--import',
      './ts-runtime.mjs',
      ...loopProbe,
      'src/main.ts',
    ];
    const child = spawn(process.execPath, args, {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        MQTT_PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // The fan-in benchmark signs one support user in once per subscriber.
        AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '100000',
        // Required with an external broker (MQTT_URL); one per run.
        JWT_SECRET: crypto.randomBytes(32).toString('hex'),
        // The event loop's stalls, second by second (loop-probe.ts).
        PONTO_LOOP_PROBE_FILE: path.join(dataDir, 'loop-probe.jsonl'),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logged = new Map<string, number>();
    let stdout = '';
    let stderr = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the portal did not start within ${options.startTimeoutMs / 1000} s`)),
        options.startTimeoutMs,
      );
      const onLine = (line: string) => {
        const banner = /Ponto is running at (\S+)/.exec(line);
        if (banner) {
          clearTimeout(timer);
          resolve(banner[1]!);
        }
        countLogLine(logged, line);
      };
      let pending = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        stdout = (stdout + chunk.toString()).slice(-4000);
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the portal exited (${code}) before it started:\n${stderr || stdout}`));
      });
    }).catch(async (error: Error) => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await sleep(500);
      stopOrphanPostgres(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
    const portal = new Portal(child, dataDir, url.replace('://localhost', '://127.0.0.1'));
    // Keep reading its output so the pipes never fill; count what it logs from now on.
    child.stdout!.removeAllListeners('data');
    child.stderr!.removeAllListeners('data');
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (countLogLine(portal.logged, line) && portal.samples.length < 5)
          portal.samples.push(line.slice(0, 600));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      portal.stderrTail = (portal.stderrTail + chunk.toString()).slice(-4000);
    });
    for (const [message, count] of logged) portal.logged.set(message, count);
    return portal;
  }

  /** SIGTERM, then SIGKILL after `graceMs`; then any embedded PostgreSQL left over; then the data folder, unless kept. */
  async stop(
    graceMs = 30_000,
    options: { keepData?: boolean } = {},
  ): Promise<{ exitCode: number | null; stoppedInMs: number }> {
    const started = performance.now();
    if (this.running) {
      this.child.kill('SIGTERM');
      const timedOut = await Promise.race([this.exited.then(() => false), sleep(graceMs).then(() => true)]);
      if (timedOut && this.running) {
        this.child.kill('SIGKILL');
        await Promise.race([this.exited, sleep(5000)]);
      }
    }
    const stoppedInMs = performance.now() - started;
    stopOrphanPostgres(this.dataDir);
    if (!options.keepData) fs.rmSync(this.dataDir, { recursive: true, force: true });
    return { exitCode: this.exitCode ?? null, stoppedInMs };
  }

  stderr(): string {
    return this.stderrTail;
  }
}

/** Pino JSON lines at warn (40) and above, counted by message; true when the line counted. */
function countLogLine(counts: Map<string, number>, line: string): boolean {
  if (!line.startsWith('{')) return false;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string };
    if ((entry.level ?? 0) < 40) return false;
    const key = `${entry.level === 40 ? 'warn' : 'error'}: ${entry.msg ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return true;
  } catch {
    return false;
  }
}

/** The embedded PostgreSQL survives a SIGKILLed portal: stop it through its postmaster.pid. */
export function stopOrphanPostgres(dataDir: string): void {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0 && alive(pid)) {
      process.kill(pid, 'SIGQUIT');
      const deadline = Date.now() + 5000;
      while (alive(pid) && Date.now() < deadline)
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  } catch {
    // no embedded PostgreSQL, or it is gone
  }
}
