/**
 * Benchmark: what the door costs (docs/performance.md, "The door"). In one run on this machine:
 * - throughput (closed loop, autocannon) of `GET /users/checkToken` beside a bare Fastify hello, and of
 *   `GET /users/ping` (public: no door, no database) beside it too, for what every request of the portal pays;
 * - throughput of the exam list (`GET /exam-requests?limit=20`) beside its floor: a bare Fastify and a `pg`
 *   pool running the same page query on the same database (bench/lib/floor-exam-list.ts);
 * - latency of the exam list at a fixed rate (open loop), beside its floor's at the same rate.
 *
 *   npm run bench:door -w @ponto/bench -- [--connections 16] [--seconds 5] [--rate 200] [--rounds 6]
 *     [--profile DIR]
 *
 * --profile DIR also writes a V8 CPU profile of the portal into DIR (summarise it with bench:profile-summary).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { login } from './lib/api';
import { startChild } from './lib/child';
import { type LoadResult, openLoop } from './lib/open-loop';
import { Portal } from './lib/portal';
import { clockTicks, processTicks, settle } from './lib/proc';
import { checkpointPortalDatabase } from './lib/report-seed';
import { writeResults } from './lib/results';
import { median } from './lib/stats';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '5' },
    rate: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '6' },
    out: { type: 'string' },
    profile: { type: 'string' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
/** The fixed-rate run's length: 2,000 requests at 200/s, enough for a p99. */
const LATENCY_SECONDS = 10;
const rate = Number(values.rate);
const rounds = Number(values.rounds);
const CNPJ = '11222333000181';
const OPERATOR = { document: '111.444.777-35', password: 'ponto123' };

function printLatency(name: string, result: LoadResult) {
  const l = result.latency;
  console.log(
    `${name.padEnd(34)} p50 ${l?.p50.toFixed(1)} ms  p95 ${l?.p95.toFixed(1)} ms  p99 ${l?.p99.toFixed(1)} ms  ` +
      `(${result.ok} ok, ${result.failed} failed, ${result.achievedRate}/s)`,
  );
}

/** The embedded database of a running portal, from its data folder. */
function embeddedUrl(dataDir: string): string {
  const port = fs
    .readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'db-credentials.json'), 'utf8'));
  return `postgres://ponto:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

interface Ratios {
  checkTokenOfBare: number;
  /**
   * The same pair by the server's own CPU time a request (utime + stime of its process): what the server can
   * answer per core, without the load generator's share of the two cores (it parses the portal's larger
   * header block in JavaScript, and a closed loop on a shared machine counts that against the portal).
   */
  checkTokenCpuOfBare: number | null;
  examListOfFloor: number;
  /** A public route without the door or the database: what every request of the portal costs. */
  pingOfBare: number;
}

interface Throughput {
  requestsPerSecond: number;
  /** The server process's CPU time a request, in µs (null when no process was named). */
  serverCpuMicros: number | null;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function throughput(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  duration = seconds,
  print = true,
  serverPid?: number,
): Promise<Throughput> {
  const ticksBefore = serverPid ? processTicks(serverPid) : null;
  const result = await autocannon({ url, connections, duration, headers });
  const ticksAfter = serverPid ? processTicks(serverPid) : null;
  const serverCpuMicros =
    ticksBefore !== null && ticksAfter !== null && result.requests.total > 0
      ? Math.round((((ticksAfter - ticksBefore) / clockTicks()) * 1e6 * 10) / result.requests.total) / 10
      : null;
  const figures = {
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuMicros,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  if (print)
    console.log(
      `${name.padEnd(34)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50} ms  ` +
        `p99 ${figures.p99} ms  (${figures.non2xx} not 2xx, ${figures.errors} errors)` +
        (serverCpuMicros === null ? '' : `  server CPU ${serverCpuMicros} µs a request`),
    );
  return figures;
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The server's process, whose CPU time a request is read too. */
  pid?: number;
}

/**
 * A target beside its floor, one right after the other on a quiet machine, the floor first in odd rounds and
 * second in even ones: this machine's speed drifts by tens of percent within a minute, and only figures
 * taken side by side, in both orders, make a fair ratio.
 */
async function sideBySide(round: number, floor: Target, target: Target) {
  await settle();
  const run = (t: Target) => throughput(t.name, t.url, t.headers, seconds, true, t.pid);
  if (round % 2 === 1) {
    const f = await run(floor);
    return { floor: f, target: await run(target) };
  }
  const t = await run(target);
  return { floor: await run(floor), target: t };
}

/** Ratios are whole per cents. */
const roundedMedian = (values: number[]) => Math.round(median(values));

async function main() {
  console.log('starting the portal (embedded PostgreSQL, demo data)…');
  const portal = await Portal.start({
    // At its default log level, as `npm start` runs it: what its logs cost is part of what a request costs.
    env: { LOG_LEVEL: 'info' },
    startTimeoutMs: 180_000,
    profileDir: values.profile && path.resolve(values.profile),
  });
  const bare = await startChild('bench/lib/bare-fastify.ts', 'bare fastify');
  const floor = await startChild('bench/lib/floor-exam-list.ts', 'floor', {
    DATABASE_URL: embeddedUrl(portal.dataDir),
    CNPJ,
  });
  try {
    const token = await login(portal.url, OPERATOR.document, OPERATOR.password);
    const headers = { authorization: `Bearer ${token}`, cnpj: CNPJ };
    // The fixed rate first, on a portal in its steady state: after the closed-loop runs below, the database
    // is still writing back their thousands of audit entries (checkpoint, autovacuum), which is the aftermath
    // of an overload, not the latency of a busy hour.
    console.log(`exam list at ${rate} requests/s, open loop, ${LATENCY_SECONDS} s after 3 s of warm-up`);
    const send = () => fetch(`${portal.url}/exam-requests?limit=20`, { headers });
    const sendToFloor = () => fetch(`${floor.url}/exam-requests?limit=20`);
    // Once the new portal has settled: its database has written the demo data back (a checkpoint now, rather
    // than one that would start in the middle of the window and hold every audited read's commit behind its
    // writes) and the cores are quiet.
    await checkpointPortalDatabase(portal.dataDir);
    await settle();
    // The floor at the same rate, right before: what this machine's hour allows the same page.
    await openLoop(sendToFloor, 200, rate, 3);
    const floorRate: LoadResult = await openLoop(sendToFloor, 200, rate, LATENCY_SECONDS);
    printLatency('floor: Fastify + pg page query', floorRate);
    await openLoop(send, 200, rate, 3);
    const fixedRate: LoadResult = await openLoop(send, 200, rate, LATENCY_SECONDS);
    printLatency('GET /exam-requests', fixedRate);

    console.log('');
    console.log(
      `${connections} connections, ${seconds} s each, ${rounds} rounds, each pair on a quiet machine\n`,
    );
    const ratio = (a: Throughput, b: Throughput) =>
      Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100);
    // By CPU a request, the lower the better: the floor's over the target's.
    const cpuRatio = (a: Throughput, b: Throughput) =>
      a.serverCpuMicros && b.serverCpuMicros
        ? Math.round((b.serverCpuMicros / a.serverCpuMicros) * 100)
        : null;
    const hello: Target = { name: 'bare Fastify hello', url: `${bare.url}/bare`, pid: bare.child.pid };
    const check: Target = {
      name: 'GET /users/checkToken',
      url: `${portal.url}/users/checkToken`,
      headers,
      pid: portal.pid,
    };
    const ping: Target = {
      name: 'GET /users/ping (public)',
      url: `${portal.url}/users/ping`,
      pid: portal.pid,
    };
    const floorList: Target = {
      name: 'floor: Fastify + pg page query',
      url: `${floor.url}/exam-requests?limit=20`,
      pid: floor.child.pid,
    };
    const examList: Target = {
      name: 'GET /exam-requests?limit=20',
      url: `${portal.url}/exam-requests?limit=20`,
      headers,
      pid: portal.pid,
    };
    for (const target of [hello, check, ping, floorList, examList])
      await throughput(target.name, target.url, target.headers, 2, false);
    const measured: Array<{ throughput: Record<string, Throughput>; ratios: Ratios }> = [];
    for (let round = 1; round <= rounds; round++) {
      const door = await sideBySide(round, hello, check);
      // Beside the hello too: what any request of the portal pays, so that what the door takes shows apart.
      const publicRoute = await sideBySide(round, hello, ping);
      const list = await sideBySide(round, floorList, examList);
      const ratios = {
        checkTokenOfBare: ratio(door.target, door.floor),
        checkTokenCpuOfBare: cpuRatio(door.target, door.floor),
        examListOfFloor: ratio(list.target, list.floor),
        pingOfBare: ratio(publicRoute.target, publicRoute.floor),
      };
      console.log(
        `round ${round}: checkToken ${ratios.checkTokenOfBare} % of the bare hello (a public route ${ratios.pingOfBare} %; by server CPU a request ${ratios.checkTokenCpuOfBare} %); exam list ${ratios.examListOfFloor} % of its floor\n`,
      );
      const throughputs = {
        bareHello: door.floor,
        checkToken: door.target,
        helloBesidePing: publicRoute.floor,
        ping: publicRoute.target,
        floorList: list.floor,
        examList: list.target,
      };
      measured.push({ throughput: throughputs, ratios });
    }
    const cpuRatios = measured.flatMap((m) =>
      m.ratios.checkTokenCpuOfBare === null ? [] : [m.ratios.checkTokenCpuOfBare],
    );
    const ratios = {
      checkTokenOfBare: roundedMedian(measured.map((m) => m.ratios.checkTokenOfBare)),
      checkTokenCpuOfBare: cpuRatios.length ? roundedMedian(cpuRatios) : null,
      examListOfFloor: roundedMedian(measured.map((m) => m.ratios.examListOfFloor)),
      pingOfBare: roundedMedian(measured.map((m) => m.ratios.pingOfBare)),
    };
    console.log(
      `median of ${rounds} rounds: checkToken ${ratios.checkTokenOfBare} % of the bare hello (a public route ${ratios.pingOfBare} %; by server CPU a request ${ratios.checkTokenCpuOfBare} %); exam list ${ratios.examListOfFloor} % of its floor`,
    );

    const written = writeResults('door', values.out, {
      connections,
      seconds,
      rounds: measured,
      ratios,
      examListAtRate: { rate, ...fixedRate },
      floorAtRate: { rate, ...floorRate },
    });
    console.log(`figures written to ${written}`);
  } finally {
    bare.child.kill('SIGTERM');
    floor.child.kill('SIGTERM');
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
