import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCpf } from '../../testing/factories';
import { isolatedDatabase } from '../../testing/test-app';

/**
 * Scale-out as it runs in production: two server processes (`src/main.ts`, each its own OS process) of one
 * deployment on one PostgreSQL database and the machine's Mosquitto, the reader simulator (apps/readers)
 * running virtual readers on that broker, exams started through both processes. Every exam must complete
 * exactly once. Only with an external broker: CI's second integration run.
 */
const external = !!process.env.MQTT_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readersDir = path.resolve(serverDir, '../readers');
const CLINIC = '22333444000181';
/** HbA1c (exam 6, Flow) and the clinic's valid demo lot. */
const HBA1C = 6;
const LOT = 'HBA106006001';
const READERS = 6;
const NAMES = ['Alice', 'Beatriz', 'Carla', 'Denise', 'Elaine', 'Flávia'];

type Json = Record<string, unknown>;

interface Running {
  child: ChildProcess;
  output: () => string;
}

const children: ChildProcess[] = [];
const folders: string[] = [];

/** Starts a child process and waits for a line matching `ready`; answers the match. */
async function run(
  command: string[],
  options: { cwd: string; env: Record<string, string>; ready: RegExp; timeoutMs: number; lines?: number },
): Promise<Running & { matches: RegExpMatchArray[] }> {
  const child = spawn(process.execPath, command, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  const matches: RegExpMatchArray[] = [];
  const wanted = options.lines ?? 1;
  const pattern = new RegExp(options.ready.source, `${options.ready.flags.replace('g', '')}g`);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), options.timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      matches.splice(0, matches.length, ...output.matchAll(pattern));
      if (matches.length >= wanted) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before it was ready:\n${output}`));
    });
  });
  return { child, output: () => output, matches };
}

function server(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-scale-'));
  folders.push(dataDir);
  return run(['--import', './ts-runtime.mjs', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    ready: /Ponto is running at (http:\/\/\S+)/,
    timeoutMs: 90_000,
  }).then((started) => ({
    ...started,
    url: started.matches[0]![1]!.replace('://localhost', '://127.0.0.1'),
  }));
}

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}`, cnpj: CLINIC } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Json };
}

async function preExam(base: string, token: string, fullName: string): Promise<string> {
  const created = await call(base, 'POST', '/pre-exams', token, {
    subject: {
      kind: 'patient',
      registration: {
        patient: {
          fullName,
          sex: 'female',
          birthDate: '1980-05-01',
          document: { type: 'cpf', number: randomCpf(), countryOfOrigin: 'BR' },
          phone: '11 98765-4321',
          address: {
            postalCode: '01310-100',
            street: 'Avenida Paulista',
            number: '1',
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            country: 'BR',
          },
        },
      },
    },
    order: {
      examIndexes: [HBA1C],
      reportLanguages: ['pt-BR'],
      procedure: { kind: 'none' },
      quizForm: {},
      payment: { method: 'cash', discountCents: 0, pricePaidCents: 0, displacementFeeCents: 0 },
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const detail = await call(base, 'GET', `/pre-exams/${created.json.id}`, token);
  return (detail.json.exams as Json[])[0]!.examRequestId as string;
}

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > end) return value;
    await sleep(250);
  }
}

describe.runIf(external)('two server OS processes with the reader simulator', () => {
  let database: { url: string; drop: () => Promise<void> };
  let one: Awaited<ReturnType<typeof server>>;
  let two: Awaited<ReturnType<typeof server>>;
  let readers: Running & { matches: RegExpMatchArray[] };

  beforeAll(async () => {
    database = await isolatedDatabase();
    const deployment = {
      DATABASE_URL: database.url,
      MQTT_URL: process.env.MQTT_URL!,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      MQTT_SHARE_GROUP: `scale-${crypto.randomUUID()}`,
    };
    one = await server({ ...deployment, SEED: 'always' });
    two = await server({ ...deployment, SEED: 'never' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-scale-scenario-'));
    folders.push(dir);
    const scenario = path.join(dir, 'scenario.json');
    fs.writeFileSync(
      scenario,
      JSON.stringify({ device: { calibrationValidityMs: 30 * 86_400_000 }, exam: { lot: LOT } }),
    );
    readers = await run(
      [
        '--import',
        'tsx',
        'src/cli/main.ts',
        ...['--api', one.url, '--workplace', CLINIC, '--family', 'Flow'],
        ...['--count', String(READERS), '--speed', '120', '--scenario', scenario],
      ],
      { cwd: readersDir, env: {}, ready: /^(\S+): Flow at workplace/gm, timeoutMs: 60_000, lines: READERS },
    );
  }, 240_000);

  afterAll(async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.pid === undefined) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(15_000)]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    await database?.drop();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('complete every exam exactly once, whichever process starts it', {
    timeout: 300_000,
  }, async () => {
    const codes = readers.matches.map((m) => m[1]!);
    expect(codes).toHaveLength(READERS);
    const login = await call(one.url, 'POST', '/auth/login', undefined, {
      document: '111.444.777-35',
      password: 'ponto123',
    });
    expect(login.status).toBe(200);
    const token = login.json.accessToken as string;
    // Every reader idle and calibrated, as seen by both processes.
    for (const base of [one.url, two.url]) {
      const scanners = await until(
        async () => (await call(base, 'GET', '/workplace/getScanners', token)).json as unknown as Json[],
        (list) => codes.every((code) => list.some((r) => r.code === code && r.state === 'idle')),
        60_000,
      );
      expect(scanners.filter((r) => codes.includes(r.code as string) && r.state === 'idle')).toHaveLength(
        READERS,
      );
    }
    const exams = await Promise.all(
      codes.map(async (code, i) => ({
        code,
        id: await preExam(one.url, token, `${NAMES[i]} Escala`),
        via: i % 2 === 0 ? one.url : two.url,
        readBack: i % 2 === 0 ? two.url : one.url,
      })),
    );
    for (const exam of exams) {
      const started = await call(exam.via, 'POST', `/exam-requests/${exam.id}/start`, token, {
        readerCode: exam.code,
      });
      expect(started.status, JSON.stringify(started.json)).toBe(201);
    }
    for (const exam of exams) {
      const detail = await until(
        async () => (await call(exam.readBack, 'GET', `/exam-requests/${exam.id}`, token)).json,
        (d) => d.state === 'ready' || d.state === 'invalid',
        150_000,
      );
      const timeline = (detail.timeline as Json[]).map((e) => e.type);
      expect(detail.state, `${exam.code}: ${JSON.stringify(detail.timeline)}`).toBe('ready');
      expect(timeline.filter((t) => t === 'started')).toHaveLength(1);
      expect(timeline.filter((t) => t === 'resultReady')).toHaveLength(1);
      expect(timeline.filter((t) => t === 'refused')).toEqual([]);
    }
    // One capsule used per exam, and the device events shared by the two processes' subscriptions.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const used = await client.query(
        'SELECT exam_request_id FROM capsules_used WHERE exam_request_id = ANY($1)',
        [exams.map((e) => e.id)],
      );
      expect(used.rowCount).toBe(READERS);
      // The readers go on after the report (the capsule comes out): an event may be stored and not yet
      // handled at this instant, but none may stay waiting.
      const waiting = await until(
        async () =>
          (await client.query('SELECT count(*)::int AS n FROM reader_events WHERE handled_at IS NULL'))
            .rows[0].n as number,
        (n) => n === 0,
        15_000,
      );
      expect(waiting).toBe(0);
    } finally {
      await client.end();
    }
  });
});
