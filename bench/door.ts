/**
 * Benchmark: what the door costs (docs/performance.md, "The door"). In one run on this machine:
 * - throughput (closed loop, autocannon) of `GET /users/checkToken` beside a bare Fastify hello;
 * - throughput of the exam list (`GET /exam-requests?limit=20`) beside its floor: a bare Fastify and a `pg`
 *   pool running the same page query on the same database (bench/lib/floor-exam-list.ts);
 * - latency of the exam list at a fixed rate (open loop).
 *
 *   npm run bench:door -w @ponto/bench -- [--connections 16] [--seconds 10] [--rate 200] [--rounds 2]
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
import { writeResults } from './lib/results';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '2' },
    out: { type: 'string' },
    profile: { type: 'string' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const rounds = Number(values.rounds);
const CNPJ = '11222333000181';
const OPERATOR = { document: '111.444.777-35', password: 'ponto123' };

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
  examListOfFloor: number;
}

interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function throughput(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const run = (duration: number) => autocannon({ url, connections, duration, headers });
  await run(2);
  const result = await run(seconds);
  const figures = {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${name.padEnd(34)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50} ms  ` +
      `p99 ${figures.p99} ms  (${figures.non2xx} not 2xx, ${figures.errors} errors)`,
  );
  return figures;
}

async function main() {
  console.log('starting the portal (embedded PostgreSQL, demo data)…');
  const portal = await Portal.start({
    env: {},
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
    console.log(`exam list at ${rate} requests/s, open loop, ${seconds} s after 3 s of warm-up`);
    const send = () => fetch(`${portal.url}/exam-requests?limit=20`, { headers });
    await openLoop(send, 200, rate, 3);
    const fixedRate: LoadResult = await openLoop(send, 200, rate, seconds);
    const l = fixedRate.latency;
    console.log(
      `GET /exam-requests p50 ${l?.p50.toFixed(1)} ms  p95 ${l?.p95.toFixed(1)} ms  p99 ${l?.p99.toFixed(1)} ms  ` +
        `(${fixedRate.ok} ok, ${fixedRate.failed} failed, ${fixedRate.achievedRate}/s)`,
    );

    console.log('');
    console.log(`${connections} connections, ${seconds} s each after 2 s of warm-up, ${rounds} rounds\n`);
    const ratio = (a: Throughput, b: Throughput) =>
      Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100);
    // Each target right after its floor, in rounds: the machine's speed drifts by tens of percent over a
    // minute, and a ratio is only fair between two figures taken side by side.
    const measured: Array<{ throughput: Record<string, Throughput>; ratios: Ratios }> = [];
    for (let round = 1; round <= rounds; round++) {
      const bareHello = await throughput('bare Fastify hello', `${bare.url}/bare`);
      const checkToken = await throughput('GET /users/checkToken', `${portal.url}/users/checkToken`, headers);
      const floorList = await throughput(
        'floor: Fastify + pg page query',
        `${floor.url}/exam-requests?limit=20`,
      );
      const examList = await throughput(
        'GET /exam-requests?limit=20',
        `${portal.url}/exam-requests?limit=20`,
        headers,
      );
      const ratios = {
        checkTokenOfBare: ratio(checkToken, bareHello),
        examListOfFloor: ratio(examList, floorList),
      };
      console.log(
        `round ${round}: checkToken ${ratios.checkTokenOfBare} % of the bare hello; exam list ${ratios.examListOfFloor} % of its floor\n`,
      );
      measured.push({ throughput: { bareHello, checkToken, floorList, examList }, ratios });
    }
    const mean = (pick: (r: Ratios) => number) =>
      Math.round(measured.reduce((sum, m) => sum + pick(m.ratios), 0) / measured.length);
    const ratios = {
      checkTokenOfBare: mean((r) => r.checkTokenOfBare),
      examListOfFloor: mean((r) => r.examListOfFloor),
    };
    console.log(
      `mean of ${rounds} rounds: checkToken ${ratios.checkTokenOfBare} % of the bare hello; exam list ${ratios.examListOfFloor} % of its floor`,
    );

    const written = writeResults('door', values.out, {
      connections,
      seconds,
      rounds: measured,
      ratios,
      examListAtRate: { rate, ...fixedRate },
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
