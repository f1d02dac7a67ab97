/**
 * Linux /proc readings: CPU ticks and memory of a process, the process tree, the PostgreSQL backends that
 * serve a process's connections, and the machine's total CPU. Everything here is best effort: a process
 * that ended between two readings simply reads as absent.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | undefined;

/** USER_HZ (clock ticks per second of utime/stime), usually 100. */
export function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

interface Stat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
}

function stat(pid: number): Stat | null {
  const text = read(`/proc/${pid}/stat`);
  if (!text) return null;
  // comm is in parentheses and may itself hold spaces or parentheses: split after the last ')'.
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
  return { pid, comm, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

function allPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** CPU ticks (user + system) of one process, or null when it is gone. */
export function processTicks(pid: number): number | null {
  return stat(pid)?.ticks ?? null;
}

/** Current and peak resident memory of a process, in MiB. */
export function memory(pid: number): { rssMiB: number; hwmMiB: number } | null {
  const text = read(`/proc/${pid}/status`);
  if (!text) return null;
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  return { rssMiB: kib('VmRSS') / 1024, hwmMiB: kib('VmHWM') / 1024 };
}

/** Every descendant of a process (children, grandchildren…) whose command name matches. */
export function descendants(root: number, comm?: string): number[] {
  const stats = allPids()
    .map(stat)
    .filter((s): s is Stat => s !== null);
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (!comm || child.comm === comm) found.push(child.pid);
      walk(child.pid);
    }
  };
  walk(root);
  return found;
}

/** Processes with this command name anywhere on the machine (e.g. mosquitto). */
export function processesNamed(comm: string): number[] {
  return allPids().filter((pid) => stat(pid)?.comm === comm);
}

/** Local TCP ports of the connections a process holds to a remote port (e.g. its pool's 5432 sockets). */
function connectionPorts(pid: number, remotePort: number): number[] {
  let inodes: Set<string>;
  try {
    inodes = new Set(
      fs
        .readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          } catch {
            return undefined;
          }
        })
        .filter((inode): inode is string => !!inode),
    );
  } catch {
    return [];
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (read(table) ?? '').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10) continue;
      const local = Number.parseInt(cols[1]!.split(':')[1]!, 16);
      const remote = Number.parseInt(cols[2]!.split(':')[1]!, 16);
      if (remote === remotePort && inodes.has(cols[9]!)) ports.push(local);
    }
  }
  return ports;
}

/**
 * The PostgreSQL backends serving a client process's connections to `pgPort`: a backend's title is
 * "postgres: user db 127.0.0.1(<client port>) …", so the client's local ports pick them out.
 */
export function postgresBackendsOf(clientPid: number, pgPort = 5432): number[] {
  const ports = new Set(connectionPorts(clientPid, pgPort));
  if (ports.size === 0) return [];
  return processesNamed('postgres').filter((pid) => {
    const title = read(`/proc/${pid}/cmdline`)?.replace(/\0/g, ' ') ?? '';
    const port = /\((\d+)\)/.exec(title)?.[1];
    return port !== undefined && ports.has(Number(port));
  });
}

/** Machine-wide CPU counters from /proc/stat (ticks), to tell how busy all cores were. */
export function machineTicks(): { busy: number; total: number } {
  const line = (read('/proc/stat') ?? '').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine is quiet: a half second in which its cores were idle at least `idleShare` of the
 * time (what the last phase left, such as the database writing back its rows, is done), or `limitMs` passed.
 * Returns how long it waited.
 */
export async function settle(idleShare = 0.85, limitMs = 20_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = machineTicks();
    await new Promise((next) => setTimeout(next, 500));
    const after = machineTicks();
    const total = after.total - before.total;
    const idle = total > 0 ? 1 - (after.busy - before.busy) / total : 1;
    const waited = performance.now() - started;
    if (idle >= idleShare || waited >= limitMs) return Math.round(waited);
  }
}

/**
 * Accumulates the CPU of a changing set of processes between start() and stop(): each process counts from
 * the first time it was seen (or from start), so backends that appear mid-window are included.
 */
export class CpuMeter {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private startedAt = 0;
  private stoppedAt = 0;

  constructor(private readonly pids: () => number[]) {}

  start(): void {
    this.startedAt = performance.now();
    this.sample(true);
  }

  /** Reads every process of the set; one first seen after start() started within the window: counts from 0. */
  sample(baseline = false): void {
    for (const pid of this.pids()) {
      const ticks = processTicks(pid);
      if (ticks === null) continue;
      if (!this.first.has(pid)) this.first.set(pid, baseline ? ticks : 0);
      this.last.set(pid, ticks);
    }
  }

  stop(): void {
    this.sample();
    this.stoppedAt = performance.now();
  }

  /** CPU over the window as a percentage of one core (200 = both cores of a 2-core machine). */
  percentOfOneCore(): number {
    let ticks = 0;
    for (const [pid, last] of this.last) ticks += last - (this.first.get(pid) ?? last);
    const seconds = (this.stoppedAt - this.startedAt) / 1000;
    return seconds > 0 ? (ticks / clockTicks() / seconds) * 100 : 0;
  }

  processCount(): number {
    return this.last.size;
  }
}
