/**
 * Benchmark: N simulated readers each publishing one status message a second through the broker
 * into the server, which stores it and republishes it to M browser-identity subscribers. Runs the real
 * portal twice — embedded broker (Aedes + embedded PostgreSQL), then Mosquitto (+ the machine's
 * PostgreSQL) — and prints the figures side by side. See docs/performance.md.
 */
import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { readerTopics, workplaceTopics } from '@ponto/domain';
import { login, provisionVirtual } from './lib/api';
import { type BenchOptions, type BrokerKind, parseOptions } from './lib/args';
import { DeviceFleet } from './lib/devices';
import { loopStalls } from './lib/loop-probe';
import { PrivateMosquitto } from './lib/mosquitto';
import { Portal, repoRoot } from './lib/portal';
import { CpuMeter, descendants, machineTicks, memory, postgresBackendsOf, processesNamed } from './lib/proc';
import type { Distribution } from './lib/stats';
import type { FromSubscribers, SubscribersReport, ToSubscribers } from './lib/subscribers';

const CNPJ = '22333444000181';
const SUPPORT = { document: '567.890.123-03', password: 'ponto123' };
const here = path.dirname(fileURLToPath(import.meta.url));

/** Undo steps of whatever is running, newest first; run on success, failure, signal or watchdog. */
const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
}
function guard<T extends () => Promise<unknown>>(step: T): () => void {
  cleanups.push(step);
  return () => {
    const index = cleanups.indexOf(step);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

function log(message: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The subscriber process and a typed request/answer over its IPC channel. */
class SubscriberProcess {
  private constructor(readonly child: ChildProcess) {}

  static start(): SubscriberProcess {
    const child = fork(path.join(here, 'lib', 'subscribers.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new SubscriberProcess(child);
  }

  send(message: ToSubscribers): void {
    this.child.send(message);
  }

  ask<K extends FromSubscribers['type']>(
    message: ToSubscribers,
    answer: K,
    timeoutMs: number,
  ): Promise<Extract<FromSubscribers, { type: K }>> {
    return withTimeout(
      new Promise((resolve, reject) => {
        const onMessage = (reply: FromSubscribers) => {
          if (reply.type === 'error') {
            this.child.off('message', onMessage);
            reject(new Error(`subscribers: ${reply.message}`));
          } else if (reply.type === answer) {
            this.child.off('message', onMessage);
            resolve(reply as Extract<FromSubscribers, { type: K }>);
          }
        };
        this.child.on('message', onMessage);
        this.child.send(message);
      }),
      timeoutMs,
      `subscribers (${message.type})`,
    );
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    if (this.child.connected) this.send({ type: 'close' });
    if (!(await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])))
      this.child.kill('SIGKILL');
  }
}

interface PhaseResult {
  broker: BrokerKind;
  error?: string;
  brokerUrl?: string;
  setup?: { portalStartS: number; provisionS: number; devicesConnectS: number };
  window?: { seconds: number; messagesPublished: number; publishedPerSecond: number };
  delivery?: {
    expectedPerSubscriber: number;
    receivedPerSubscriber: number[];
    lost: number;
    duplicates: number;
    subscriberDisconnects: number;
    deviceDisconnects: number;
  };
  latencyMs?: Distribution | null;
  timeline?: SubscribersReport['timeline'];
  deviceAck?: { acked: number; pending: number; failed: number; latencyMs: Distribution | null };
  cpu?: {
    serverPct: number;
    postgresPct: number;
    postgresProcesses: number;
    postgresScope: string;
    mosquittoPct: number | null;
    devicesProcessPct: number;
    subscribersProcessPct: number;
    machineBusyPct: number;
    /** Machine CPU not accounted for by the processes above (other work on the machine), % of one core. */
    otherPct: number;
    loadAverageBefore: number;
  };
  memory?: { serverPeakRssMiB: number; serverHwmMiB: number };
  /** The server's event loop in the window: the worst second's longest stall, p99 delay and GC pause. */
  serverLoop?: { maxMs: number; p99Ms: number; gcMaxMs: number } | null;
  /** This set-up's latency p99 over the raw Mosquitto pub→sub p99 of the same run (goal ≤ 3). */
  p99OverRaw?: number | null;
  publishLagMaxMs?: number;
  /** What the portal logged at warn or above during setup and the window (not while stopping). */
  serverLogged?: Record<string, number>;
  serverLogSamples?: string[];
  /** Private Mosquitto only: "Outgoing messages are being dropped" notices by client (max_queued_messages). */
  brokerDrops?: Record<string, number>;
  stop?: { exitCode: number | null; seconds: number };
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Tells the subscribers which ids to expect, waits (until `drainUntil`) for them all, and reports. */
async function reportOnce(
  subscribers: SubscriberProcess,
  run: ReturnType<DeviceFleet['run']>,
  drainUntil: number,
): Promise<SubscribersReport> {
  subscribers.send({ type: 'expect', ids: run.measured, t0: run.windowStartedAt() });
  while (performance.now() < drainUntil) {
    const p = await subscribers.ask({ type: 'progress' }, 'progress', 10_000);
    if (p.missing === 0) break;
    await sleep(500);
  }
  return (await subscribers.ask({ type: 'report', bucketMs: 5000 }, 'report', 60_000)).report;
}

/** What the subscribers received of the window's messages: the same figures for every set-up. */
function delivered(
  run: ReturnType<DeviceFleet['run']>,
  report: SubscribersReport,
  fleet: DeviceFleet,
  seconds: number,
): Pick<PhaseResult, 'window' | 'delivery' | 'latencyMs' | 'timeline'> {
  const total = (figure: 'missing' | 'duplicates' | 'disconnects') =>
    report.subscribers.reduce((sum, s) => sum + s[figure], 0);
  return {
    window: {
      seconds,
      messagesPublished: run.measured.length,
      publishedPerSecond: round(run.measured.length / seconds),
    },
    delivery: {
      expectedPerSubscriber: run.measured.length,
      receivedPerSubscriber: report.subscribers.map((s) => s.received),
      lost: total('missing'),
      duplicates: total('duplicates'),
      subscriberDisconnects: total('disconnects'),
      deviceDisconnects: fleet.disconnects,
    },
    latencyMs: report.latency,
    timeline: report.timeline,
  };
}

async function runPhase(kind: BrokerKind, options: BenchOptions): Promise<PhaseResult> {
  const result: PhaseResult = { broker: kind };
  const started = performance.now();
  let mosquitto: PrivateMosquitto | undefined;
  let mosquittoUrl = options.mosquittoUrl;
  if (kind === 'mosquitto' && !mosquittoUrl) {
    mosquitto = await PrivateMosquitto.start();
    const broker = mosquitto;
    guard(() => broker.stop());
    mosquittoUrl = mosquitto.url;
    log(`mosquitto: private broker at ${mosquittoUrl} (pid ${mosquitto.pid})`);
  }
  const env: Record<string, string> =
    kind === 'embedded'
      ? {}
      : {
          MQTT_URL: mosquittoUrl!,
          DATABASE_URL: options.databaseUrl,
          MQTT_SHARE_GROUP: `bench${crypto.randomBytes(4).toString('hex')}`,
          // The shared database has no demo network unless it is seeded (idempotent: existing rows stay).
          SEED: 'always',
        };
  log(`${kind}: starting the portal`);
  const profileDir = options.profile && path.resolve(options.profile, kind);
  const portal = await Portal.start({ env, startTimeoutMs: 240_000, profileDir });
  const unguardPortal = guard(() => portal.stop(5000));
  let subscribers: SubscriberProcess | undefined;
  let fleet: DeviceFleet | undefined;
  let sampler: NodeJS.Timeout | undefined;
  try {
    const portalStartS = (performance.now() - started) / 1000;
    log(`${kind}: portal at ${portal.url} (pid ${portal.pid}) after ${round(portalStartS)} s`);

    const tokens: string[] = [];
    for (let i = 0; i < options.subscribers; i++)
      tokens.push(await login(portal.url, SUPPORT.document, SUPPORT.password));
    let t = performance.now();
    const provisioned = await provisionVirtual(portal.url, tokens[0]!, CNPJ, options.readers);
    const provisionS = (performance.now() - t) / 1000;
    result.brokerUrl = provisioned.brokerUrl.replace('://localhost', '://127.0.0.1');
    log(
      `${kind}: ${provisioned.readers.length} virtual readers in ${round(provisionS)} s; devices → ${result.brokerUrl}`,
    );

    subscribers = SubscriberProcess.start();
    const subs = subscribers;
    const unguardSubs = guard(() => subs.stop());
    // Browsers connect to the portal's /mqtt with either broker; with Mosquitto the portal relays their
    // workplace's messages from it (live/external-bus.ts).
    const subscriberUrl = `${portal.url.replace(/^http/, 'ws')}/mqtt`;
    await subscribers.ask(
      {
        type: 'connect',
        url: subscriberUrl,
        username: 'portal',
        passwords: tokens,
        topic: workplaceTopics.all(CNPJ),
      },
      'connected',
      60_000,
    );
    log(`${kind}: ${options.subscribers} subscribers on ${subscriberUrl}`);

    t = performance.now();
    fleet = await withTimeout(
      DeviceFleet.connect(result.brokerUrl, provisioned.readers, options.ramp),
      180_000,
      'connecting the devices',
    );
    const devices = fleet;
    const unguardFleet = guard(() => devices.close());
    const devicesConnectS = (performance.now() - t) / 1000;
    log(`${kind}: ${fleet.size} devices connected in ${round(devicesConnectS)} s`);
    result.setup = {
      portalStartS: round(portalStartS),
      provisionS: round(provisionS),
      devicesConnectS: round(devicesConnectS),
    };

    // Meters: the server process; its PostgreSQL (the embedded one's processes, or the backends of its
    // pool on the shared server); Mosquitto; and the benchmark's own two processes.
    const postgresPids =
      kind === 'embedded' ? () => descendants(portal.pid, 'postgres') : () => postgresBackendsOf(portal.pid);
    const meters = {
      server: new CpuMeter(() => [portal.pid]),
      postgres: new CpuMeter(postgresPids),
      mosquitto:
        kind === 'mosquitto'
          ? new CpuMeter(() => (mosquitto ? [mosquitto.pid] : processesNamed('mosquitto')))
          : undefined,
      devices: new CpuMeter(() => [process.pid]),
      subscribers: new CpuMeter(() => [subs.child.pid!]),
    };
    const loadAverageBefore = round(os.loadavg()[0] ?? 0, 2);
    let machineStart = machineTicks();
    let machineEnd = machineStart;
    let peakRss = 0;
    let inWindow = false;
    let windowFrom = 0;
    let windowTo = 0;
    sampler = setInterval(() => {
      const mem = memory(portal.pid);
      if (mem && inWindow) peakRss = Math.max(peakRss, mem.rssMiB);
      if (inWindow) meters.postgres.sample();
    }, 500);

    log(`${kind}: publishing ${options.warmup} s warm-up + ${options.seconds} s measured`);
    const run = fleet.run({
      rate: options.rate,
      warmupS: options.warmup,
      seconds: options.seconds,
      onWindow: (edge) => {
        if (edge === 'start') {
          inWindow = true;
          windowFrom = Date.now();
          for (const meter of Object.values(meters)) meter?.start();
          machineStart = machineTicks();
        } else {
          for (const meter of Object.values(meters)) meter?.stop();
          machineEnd = machineTicks();
          windowTo = Date.now();
          inWindow = false;
        }
      },
    });
    await withTimeout(run.done, (options.warmup + options.seconds + 60) * 1000, 'publishing');
    const windowS = options.seconds;
    log(`${kind}: window over; draining (up to ${options.drain} s)`);

    const drainUntil = performance.now() + options.drain * 1000;
    while (run.acks().pending > 0 && performance.now() < drainUntil) await sleep(200);
    const report = await reportOnce(subscribers, run, drainUntil);
    clearInterval(sampler);
    const acks = run.acks();
    const hwm = memory(portal.pid)?.hwmMiB ?? 0;

    Object.assign(result, delivered(run, report, fleet, windowS));
    const ackLatency = run.ackLatency();
    result.deviceAck = {
      ...acks,
      latencyMs: ackLatency && {
        ...ackLatency,
        p50: round(ackLatency.p50),
        p95: round(ackLatency.p95),
        p99: round(ackLatency.p99),
        max: round(ackLatency.max),
      },
    };
    const machine = machineEnd.total - machineStart.total;
    const machineBusyPct = machine > 0 ? ((machineEnd.busy - machineStart.busy) / machine) * 100 : 0;
    const ours = Object.values(meters).reduce((sum, meter) => sum + (meter?.percentOfOneCore() ?? 0), 0);
    result.cpu = {
      serverPct: round(meters.server.percentOfOneCore()),
      postgresPct: round(meters.postgres.percentOfOneCore()),
      postgresProcesses: meters.postgres.processCount(),
      postgresScope:
        kind === 'embedded'
          ? 'every process of the embedded PostgreSQL'
          : "the backends serving the portal's pool (not the shared server's background processes)",
      mosquittoPct: meters.mosquitto ? round(meters.mosquitto.percentOfOneCore()) : null,
      devicesProcessPct: round(meters.devices.percentOfOneCore()),
      subscribersProcessPct: round(meters.subscribers.percentOfOneCore()),
      machineBusyPct: round(machineBusyPct),
      otherPct: round(Math.max(0, machineBusyPct * os.cpus().length - ours)),
      loadAverageBefore,
    };
    result.memory = { serverPeakRssMiB: round(peakRss), serverHwmMiB: round(hwm) };
    result.serverLoop = loopStalls(path.join(portal.dataDir, 'loop-probe.jsonl'), windowFrom, windowTo);
    result.publishLagMaxMs = round(run.maxLagMs());

    await subscribers.stop();
    unguardSubs();
    unguardFleet();
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`${kind}: FAILED: ${result.error}`);
    await subscribers?.stop();
  } finally {
    clearInterval(sampler);
    result.serverLogged = Object.fromEntries(portal.logged);
    result.serverLogSamples = portal.samples;
    log(`${kind}: stopping the portal (SIGTERM)`);
    const stopped = await portal.stop();
    unguardPortal();
    result.stop = { exitCode: stopped.exitCode, seconds: round(stopped.stoppedInMs / 1000) };
    // With the server gone, an empty retained message clears each status a shared Mosquitto would keep.
    if (kind === 'mosquitto' && !mosquitto) await fleet?.clearRetained();
    await fleet?.close();
    if (mosquitto) {
      result.brokerDrops = Object.fromEntries(mosquitto.dropped);
      await mosquitto.stop();
    }
  }
  return result;
}

/**
 * The floor: the same devices and subscribers on a private Mosquitto alone, subscribers reading the devices'
 * own status topic. No portal, no database: what the broker and the clients cost on this machine now.
 */
async function runRawPhase(options: BenchOptions): Promise<PhaseResult> {
  const result: PhaseResult = { broker: 'raw' };
  const mosquitto = await PrivateMosquitto.start();
  const unguardBroker = guard(() => mosquitto.stop());
  let subscribers: SubscriberProcess | undefined;
  let fleet: DeviceFleet | undefined;
  try {
    result.brokerUrl = mosquitto.url;
    const readers = Array.from({ length: options.readers }, (_, i) => ({
      code: `RAW${String(i).padStart(5, '0')}`,
      family: 'Flow',
      secret: 'none',
    }));
    subscribers = SubscriberProcess.start();
    const subs = subscribers;
    const unguardSubs = guard(() => subs.stop());
    await subscribers.ask(
      {
        type: 'connect',
        url: mosquitto.wsUrl,
        username: 'raw',
        passwords: Array.from({ length: options.subscribers }, () => 'none'),
        topic: readerTopics.all('status'),
      },
      'connected',
      60_000,
    );
    fleet = await withTimeout(DeviceFleet.connect(mosquitto.url, readers, options.ramp), 180_000, 'devices');
    const devices = fleet;
    const unguardFleet = guard(() => devices.close());
    const meter = new CpuMeter(() => [mosquitto.pid]);
    log(`raw: ${fleet.size} devices and ${options.subscribers} subscribers on ${mosquitto.url}`);
    const run = fleet.run({
      rate: options.rate,
      warmupS: options.warmup,
      seconds: options.seconds,
      onWindow: (edge) => (edge === 'start' ? meter.start() : meter.stop()),
    });
    await withTimeout(run.done, (options.warmup + options.seconds + 60) * 1000, 'publishing');
    const drainUntil = performance.now() + options.drain * 1000;
    const report = await reportOnce(subscribers, run, drainUntil);
    Object.assign(result, delivered(run, report, fleet, options.seconds));
    result.publishLagMaxMs = round(run.maxLagMs());
    await subscribers.stop();
    unguardSubs();
    unguardFleet();
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`raw: FAILED: ${result.error}`);
    await subscribers?.stop();
  } finally {
    await fleet?.close();
    result.brokerDrops = Object.fromEntries(mosquitto.dropped);
    await mosquitto.stop();
    unguardBroker();
  }
  return result;
}

function table(phases: PhaseResult[]): string {
  const cell = (value: unknown) => (value === undefined || value === null ? '–' : String(value));
  const rows: Array<[string, (p: PhaseResult) => unknown]> = [
    ['messages published in the window', (p) => p.window?.messagesPublished],
    ['published / s', (p) => p.window?.publishedPerSecond],
    ['expected per subscriber', (p) => p.delivery?.expectedPerSubscriber],
    [
      'received per subscriber (min–max)',
      (p) =>
        p.delivery &&
        `${Math.min(...p.delivery.receivedPerSubscriber)}–${Math.max(...p.delivery.receivedPerSubscriber)}`,
    ],
    ['QoS 1 lost (all subscribers)', (p) => p.delivery?.lost],
    ['duplicates (all subscribers)', (p) => p.delivery?.duplicates],
    ['latency p50 ms', (p) => p.latencyMs?.p50],
    ['latency p95 ms', (p) => p.latencyMs?.p95],
    ['latency p99 ms', (p) => p.latencyMs?.p99],
    ['latency max ms', (p) => p.latencyMs?.max],
    ['p99 ÷ raw Mosquitto p99 (goal ≤ 3)', (p) => p.p99OverRaw],
    [
      'server event loop: worst stall / p99 / longest GC ms',
      (p) => p.serverLoop && `${p.serverLoop.maxMs} / ${p.serverLoop.p99Ms} / ${p.serverLoop.gcMaxMs}`,
    ],
    [
      'device PUBACK p50 / p99 ms',
      (p) => p.deviceAck?.latencyMs && `${p.deviceAck.latencyMs.p50} / ${p.deviceAck.latencyMs.p99}`,
    ],
    ['device PUBACKs pending at the end', (p) => p.deviceAck?.pending],
    ['server CPU % of one core', (p) => p.cpu?.serverPct],
    [
      'PostgreSQL CPU % of one core',
      (p) => p.cpu && `${p.cpu.postgresPct} (${p.cpu.postgresProcesses} procs)`,
    ],
    ['Mosquitto CPU % of one core', (p) => p.cpu?.mosquittoPct],
    [
      'bench devices / subscribers CPU %',
      (p) => p.cpu && `${p.cpu.devicesProcessPct} / ${p.cpu.subscribersProcessPct}`,
    ],
    ['machine busy % (all cores)', (p) => p.cpu?.machineBusyPct],
    ['other work on the machine, % of one core', (p) => p.cpu?.otherPct],
    ['load average before the window', (p) => p.cpu?.loadAverageBefore],
    ['server peak RSS MiB (window)', (p) => p.memory?.serverPeakRssMiB],
    ['server VmHWM MiB (lifetime)', (p) => p.memory?.serverHwmMiB],
    ['publish schedule max lag ms', (p) => p.publishLagMaxMs],
    [
      'Mosquitto "messages are being dropped" notices',
      (p) => p.brokerDrops && Object.values(p.brokerDrops).reduce((a, b) => a + b, 0),
    ],
    [
      'disconnects devices / subscribers',
      (p) => p.delivery && `${p.delivery.deviceDisconnects} / ${p.delivery.subscriberDisconnects}`,
    ],
    ['error', (p) => p.error],
  ];
  const header = ['', ...phases.map((p) => p.broker)];
  const body = rows.map(([label, get]) => [label, ...phases.map((p) => cell(get(p)))]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const perPhaseS = 240 + 60 + 180 + options.warmup + options.seconds + 60 + options.drain + 120 + 60;
  const watchdog = setTimeout(
    () => {
      console.error(
        `watchdog: the benchmark ran past ${perPhaseS * options.brokers.length} s; stopping everything`,
      );
      cleanUp().finally(() => process.exit(2));
    },
    perPhaseS * options.brokers.length * 1000,
  );
  watchdog.unref();

  const startedAt = new Date();
  log(
    `readers-fanin: ${options.readers} readers × ${options.rate} msg/s → ${options.subscribers} subscribers, ` +
      `${options.seconds} s after ${options.warmup} s warm-up; brokers ${options.brokers.join(', ')}`,
  );
  const phases: PhaseResult[] = [];
  for (const kind of options.brokers)
    phases.push(kind === 'raw' ? await runRawPhase(options) : await runPhase(kind, options));
  const rawP99 = phases.find((p) => p.broker === 'raw')?.latencyMs?.p99;
  for (const phase of phases)
    if (phase.broker !== 'raw' && phase.latencyMs && rawP99)
      phase.p99OverRaw = round(phase.latencyMs.p99 / Math.max(rawP99, 1), 2);

  console.log(
    `\n${options.readers} readers × ${options.rate} msg/s → ${options.subscribers} subscribers, ${options.seconds} s\n`,
  );
  console.log(table(phases));

  const cpus = os.cpus();
  const results = {
    benchmark: 'readers-fanin',
    startedAt: startedAt.toISOString(),
    options,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGiB: round(os.totalmem() / 2 ** 30),
      kernel: os.release(),
      node: process.version,
    },
    phases,
  };
  const stamp = startedAt.toISOString().slice(0, 19).replace(/:/g, '-');
  const out =
    options.out ?? path.join(repoRoot, 'bench', 'results', `readers-fanin-${stamp}-${options.readers}r.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nResults: ${path.relative(process.cwd(), out)}`);
  const failed = phases.some((p) => p.error) || phases.some((p) => (p.delivery?.lost ?? 0) > 0);
  return failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping everything`);
    cleanUp().finally(() => process.exit(130));
  });
}

main().then(
  async (code) => {
    await cleanUp();
    process.exit(code);
  },
  async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await cleanUp();
    process.exit(1);
  },
);
