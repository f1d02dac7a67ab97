/**
 * Benchmark: latency of a typical read (the exam list, GET /exam-requests) and a typical write
 * (a pre-exam with its patient, POST /pre-exams) of the real portal at a fixed request rate, beside a bare
 * Fastify route on the same machine in the same run. Figures: docs/performance.md, "API latency".
 *
 *   npm run bench:api -w @ponto/bench -- [--rate 50] [--seconds 20] [--database-url postgres://…]
 */
import { parseArgs } from 'node:util';
import { isValidCpf } from '@ponto/domain';
import { login } from './lib/api';
import { startChild } from './lib/child';
import { type LoadResult, openLoop } from './lib/open-loop';
import { Portal } from './lib/portal';
import { writeResults } from './lib/results';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    out: { type: 'string' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const CNPJ = '11222333000181';
const OPERATOR = { document: '111.444.777-35', password: 'ponto123' };

/** CPFs already sent: a repeated one would be refused (PATIENT_ALREADY_REGISTERED), not measured. */
const usedCpfs = new Set<string>();

function randomCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const check = (ds: number[]) => {
      const r = (ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0) * 10) % 11;
      return r === 10 ? 0 : r;
    };
    const d1 = check(base);
    const cpf = [...base, d1, check([...base, d1])].join('');
    if (isValidCpf(cpf) && !usedCpfs.has(cpf)) {
      usedCpfs.add(cpf);
      return cpf;
    }
  }
}

function preExam(examIndex: number) {
  return {
    subject: {
      kind: 'patient',
      registration: {
        patient: {
          fullName: 'Paciente Carga Teste',
          sex: 'female',
          birthDate: '1988-03-14',
          document: { type: 'cpf', number: randomCpf() },
          phone: '11 98765-4321',
          address: {
            postalCode: '01310-100',
            street: 'Avenida Paulista',
            number: '1',
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          },
        },
      },
    },
    order: {
      examIndexes: [examIndex],
      reportLanguages: ['pt-BR'],
      procedure: { kind: 'none' },
      quizForm: {},
      payment: { method: 'cash', discountCents: 0, pricePaidCents: 0, displacementFeeCents: 0 },
    },
  };
}

async function measure(
  name: string,
  send: (i: number) => Promise<Response>,
  status: number,
): Promise<LoadResult> {
  await openLoop(send, status, rate, warmup);
  const result = await openLoop(send, status, rate, seconds);
  const l = result.latency;
  console.log(
    `${name.padEnd(28)} p50 ${l?.p50.toFixed(1)} ms  p95 ${l?.p95.toFixed(1)} ms  p99 ${l?.p99.toFixed(1)} ms  ` +
      `(${result.ok} ok, ${result.failed} failed, ${result.achievedRate}/s)`,
  );
  for (const failure of result.failures) console.log(`  ! ${failure}`);
  return result;
}

async function main() {
  const env: Record<string, string> = values['database-url'] ? { DATABASE_URL: values['database-url'] } : {};
  console.log(
    `starting the portal (${values['database-url'] ? 'PostgreSQL server' : 'embedded PostgreSQL'})…`,
  );
  const portal = await Portal.start({ env, startTimeoutMs: 180_000 });
  const bare = await startChild('bench/lib/bare-fastify.ts', 'bare fastify');
  try {
    const token = await login(portal.url, OPERATOR.document, OPERATOR.password);
    const headers = { authorization: `Bearer ${token}`, cnpj: CNPJ };
    const catalogue = (await (await fetch(`${portal.url}/exams/catalogue`, { headers })).json()) as {
      exams: Array<{ index: number; code: string }>;
    };
    const crp = catalogue.exams.find((e) => e.code === 'CRP')!.index;
    console.log(`rate ${rate}/s, ${seconds} s measured after ${warmup} s of warm-up, one after the other\n`);
    const results = {
      bareGet: await measure('bare Fastify GET', () => fetch(`${bare.url}/bare`), 200),
      examList: await measure(
        'GET /exam-requests',
        () => fetch(`${portal.url}/exam-requests?limit=20`, { headers }),
        200,
      ),
      barePost: await measure(
        'bare Fastify POST',
        () =>
          fetch(`${bare.url}/bare`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(preExam(crp)),
          }),
        200,
      ),
      preExam: await measure(
        'POST /pre-exams',
        () =>
          fetch(`${portal.url}/pre-exams`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(preExam(crp)),
          }),
        201,
      ),
    };
    const ratio = (a: LoadResult, b: LoadResult) =>
      a.latency && b.latency ? Math.round((a.latency.p50 / b.latency.p50) * 10) / 10 : null;
    console.log(
      `\nportal ÷ bare p50: read ${ratio(results.examList, results.bareGet)}×, write ${ratio(results.preExam, results.barePost)}×`,
    );
    const written = writeResults('api-latency', values.out, {
      database: values['database-url'] ? 'postgresql-server' : 'embedded',
      rate,
      seconds,
      results,
    });
    console.log(`figures written to ${written}`);
  } finally {
    bare.child.kill('SIGTERM');
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
