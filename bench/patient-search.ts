/**
 * Benchmark: patient search (GET /patients?search=, §5: name contains or document starts with,
 * at least 3 characters) over 1,000,000 patients of one workplace on PostgreSQL, through the real portal.
 * The target: p95 ≤ 20 ms for every query class. Beside each, its floor: the same two-step page query
 * (patients/repository.ts) sent by a bare `pg` client, one at a time, with no HTTP, sign-in or audit, in
 * blocks alternating with the portal's once the seed is written back (CHECKPOINT) and the machine is quiet.
 * With --compare it drops the trigram indexes afterwards and measures again, for the record. With --keep the
 * scratch database stays, to EXPLAIN its queries by hand (drop it afterwards).
 * Figures: docs/performance.md, "Patient search".
 *
 *   npm run bench:patient-search -w @ponto/bench -- [--patients 1000000] [--requests 100] [--compare] [--keep]
 *     [--database-url postgres://postgres@127.0.0.1:5432/test]   (a scratch database is made beside it)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { login } from './lib/api';
import { Portal } from './lib/portal';
import { settle } from './lib/proc';
import { writeResults } from './lib/results';
import { type Distribution, distribution } from './lib/stats';

const { values } = parseArgs({
  options: {
    patients: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '100' },
    compare: { type: 'boolean', default: false },
    /** Leaves the scratch database (a million patients) in place, to EXPLAIN its queries afterwards. */
    keep: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    out: { type: 'string' },
  },
});
const total = Number(values.patients);
const requests = Number(values.requests);
const CNPJ = '11222333000181';
const OPERATOR = { document: '111.444.777-35', password: 'ponto123' };

const firstNames = [
  'ana',
  'bruno',
  'carla',
  'daniel',
  'elisa',
  'fabio',
  'gabriela',
  'heitor',
  'isabela',
  'joao',
  'karina',
  'lucas',
  'marina',
  'nicolas',
  'olivia',
  'pedro',
  'quiteria',
  'rafael',
  'sofia',
  'tiago',
  'ursula',
  'vitor',
  'wanda',
  'xavier',
  'yasmin',
  'zeca',
  'aline',
  'bernardo',
  'cecilia',
  'diego',
  'elaine',
  'felipe',
  'giovana',
  'hugo',
  'ingrid',
  'julio',
  'lara',
  'mateus',
  'natalia',
  'otavio',
];
const surnames = [
  'silva',
  'santos',
  'oliveira',
  'souza',
  'rodrigues',
  'ferreira',
  'alves',
  'pereira',
  'lima',
  'gomes',
  'costa',
  'ribeiro',
  'martins',
  'carvalho',
  'almeida',
  'lopes',
  'soares',
  'fernandes',
  'vieira',
  'barbosa',
  'rocha',
  'dias',
  'nascimento',
  'andrade',
  'moreira',
  'nunes',
  'marques',
  'machado',
  'mendes',
  'freitas',
  'cardoso',
  'ramos',
  'goncalves',
  'santana',
  'teixeira',
  'araujo',
  'pinto',
  'correia',
  'campos',
  'melo',
];

const sqlArray = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;

/** One million rows in batches, names combined deterministically from the lists (64,000 combinations). */
async function seed(client: pg.Client, workplaceId: string) {
  const batch = 100_000;
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await client.query(
      `WITH f AS (SELECT ${sqlArray(firstNames)} AS fn, ${sqlArray(surnames)} AS sn)
       INSERT INTO patients (workplace_id, document_type, document_number, document_country, full_name,
                             search_name, birth_date, registration)
       SELECT $1, 'cpf', (10000000000 + i::bigint * 7919)::text, 'BR', n, n,
              date '1950-01-01' + (i % 20000), jsonb_build_object('patient', jsonb_build_object('phone', '11 98765-4321'))
       FROM generate_series($2::int, $3::int) AS i, f,
            LATERAL (SELECT fn[1 + (i * 31) % 40] || ' ' || sn[1 + (i * 17) % 40] || ' ' || sn[1 + (i * 7 + i / 40) % 40] AS n) AS names`,
      [workplaceId, from, to],
    );
    process.stdout.write(`\r  seeded ${to.toLocaleString('en-US')} patients`);
  }
  process.stdout.write('\n');
  // As autovacuum leaves a table that has settled: statistics, and pages marked all-visible.
  await client.query('VACUUM ANALYZE patients');
}

/**
 * What an operator types: a frequent surname, a whole name, the surnames of a name, fragments and a document's
 * first digits of real rows.
 */
function queriesOf(sample: { fullName: string; documentNumber: string }) {
  return [
    { name: 'common surname ("silva", first page)', search: 'silva' },
    { name: `whole name ("${sample.fullName}")`, search: sample.fullName },
    // Found only inside names (no name starts with a surname): the trigram index's part of the search.
    {
      name: `two surnames ("${sample.fullName.split(' ').slice(1).join(' ')}")`,
      search: sample.fullName.split(' ').slice(1).join(' '),
    },
    { name: 'rare fragment ("quiteria ram")', search: 'quiteria ram' },
    { name: 'no match ("zzyzx")', search: 'zzyzx' },
    {
      name: `document prefix ("${sample.documentNumber.slice(0, 6)}")`,
      search: sample.documentNumber.slice(0, 6),
    },
  ];
}

type Page = (search: string) => Promise<number>;

/** Times of one query over HTTP and at its floor: the figures, and how many patients were on the page. */
interface SideBySide {
  http: number[];
  floor: number[];
  httpItems: number;
  floorItems: number;
}

/** Calls `page` `count` times, one at a time, adding each call's time to `samples`; the last page's size. */
async function timeCalls(page: Page, search: string, count: number, samples: number[]): Promise<number> {
  let items = 0;
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    items = await page(search);
    samples.push(performance.now() - t0);
  }
  return items;
}

/**
 * Times each query over HTTP and at its floor, one call at a time, in alternating blocks (the floor first in
 * every other block): this machine's speed drifts within a minute, and only figures taken side by side make a
 * fair comparison. The first five calls of each warm the cache and are not counted.
 */
async function timedSideBySide(queries: ReturnType<typeof queriesOf>, http: Page, floor: Page) {
  const blocks = 4;
  const perBlock = Math.ceil(requests / blocks);
  const out: Record<string, SideBySide> = {};
  for (const q of queries) {
    const times: SideBySide = { http: [], floor: [], httpItems: 0, floorItems: 0 };
    for (let i = 0; i < 5; i += 1) {
      await http(q.search);
      await floor(q.search);
    }
    for (let block = 0; block < blocks; block += 1) {
      const order: Array<[Page, number[]]> = [
        [http, times.http],
        [floor, times.floor],
      ];
      if (block % 2 === 1) order.reverse();
      for (const [page, samples] of order) {
        const items = await timeCalls(page, q.search, perBlock, samples);
        if (page === http) times.httpItems = items;
        else times.floorItems = items;
      }
    }
    out[q.name] = times;
  }
  return out;
}

function printDistribution(name: string, d: Distribution, items: number) {
  console.log(
    `  ${name.padEnd(40)} p50 ${d.p50.toFixed(1)} ms  p95 ${d.p95.toFixed(1)} ms  p99 ${d.p99.toFixed(1)} ms  (${items} on the page)`,
  );
}

/** Each query's page over HTTP, through the portal. */
function httpPage(url: string, headers: Record<string, string>): Page {
  return async (search) => {
    const response = await fetch(`${url}/patients?search=${encodeURIComponent(search)}`, { headers });
    const body = (await response.json()) as { items?: unknown[] };
    if (!response.ok) throw new Error(`${search}: ${response.status} ${JSON.stringify(body)}`);
    return body.items?.length ?? 0;
  };
}

/**
 * The page query patients/repository.ts sends for a search, as bare SQL: the page's ids from the indexes,
 * then those rows. A text of two words or more is asked by each word's first and last three letters, then
 * checked whole with strpos; a text of digits also by the document's prefix. The names that start with the
 * text come first (a range of the name index), the other matches after them.
 */
function floorQuery(workplaceId: string, search: string): pg.QueryConfig {
  const values: unknown[] = [workplaceId];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const words = search
    .split(' ')
    .map((word) => Array.from(word))
    .filter((chars) => chars.length >= 3);
  const name =
    words.length < 2
      ? `search_name LIKE ${param(`%${search}%`)}`
      : [...new Set(words.flatMap((chars) => [chars.slice(0, 3).join(''), chars.slice(-3).join('')]))]
          .map((fragment) => `search_name LIKE ${param(`%${fragment}%`)}`)
          .concat(`strpos(search_name, ${param(search)}) > 0`)
          .join(' AND ');
  const digits = search.replace(/\D/g, '');
  const match =
    digits.length >= 3 ? `((${name}) OR document_number LIKE ${param(`${digits}%`)})` : `(${name})`;
  const prefix = param(`${search}%`);
  const inWorkplace = 'workplace_id = $1 AND anonymised_at IS NULL';
  return {
    text: `SELECT * FROM patients WHERE id IN (
             (SELECT id FROM patients WHERE ${inWorkplace} AND search_name LIKE ${prefix}
              ORDER BY search_name, id LIMIT 21)
             UNION ALL
             (SELECT id FROM patients WHERE ${inWorkplace} AND ${match} AND search_name NOT LIKE ${prefix}
              ORDER BY search_name, id LIMIT 21)
             LIMIT 21)
           ORDER BY search_name LIKE ${prefix} DESC, search_name, id`,
    values,
  };
}

/** The floor: each query's page straight from PostgreSQL. */
function floorPage(client: pg.Client, workplaceId: string): Page {
  return async (search) => {
    const { rows } = await client.query(floorQuery(workplaceId, search));
    return Math.min(rows.length, 20);
  };
}

async function main() {
  const server = new URL(values['database-url']);
  const scratch = `ponto_bench_search_${Date.now()}`;
  const admin = new pg.Client({ connectionString: values['database-url'] });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${scratch}`;
  console.log(`scratch database ${scratch}; starting the portal…`);
  const portal = await Portal.start({
    env: { DATABASE_URL: databaseUrl.toString(), SEED: 'always' },
    startTimeoutMs: 180_000,
  });
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  try {
    await client.connect();
    const { rows } = await client.query<{ id: string }>('SELECT id FROM workplaces WHERE cnpj = $1', [CNPJ]);
    const seedStart = performance.now();
    await seed(client, rows[0]!.id);
    console.log(`  seed and ANALYZE: ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
    const token = await login(portal.url, OPERATOR.document, OPERATOR.password);
    const headers = { authorization: `Bearer ${token}`, cnpj: CNPJ };
    const { rows: picked } = await client.query<{ fullName: string; documentNumber: string }>(
      `SELECT full_name AS "fullName", document_number AS "documentNumber" FROM patients
       ORDER BY id LIMIT 1`,
    );
    const queries = queriesOf(picked[0]!);
    // The seed's million rows written back now, on a quiet machine: not during the figures of one side only.
    await client.query('CHECKPOINT');
    await settle();
    const http = httpPage(portal.url, headers);
    const times = await timedSideBySide(queries, http, floorPage(client, rows[0]!.id));
    const withIndex: Record<string, Distribution | null> = {};
    const floor: Record<string, Distribution | null> = {};
    for (const q of queries) {
      withIndex[q.name] = distribution(times[q.name]!.http);
      floor[q.name] = distribution(times[q.name]!.floor);
    }
    console.log(
      `\nwith the indexes of migration 0025 (${requests} requests each, one at a time, in blocks alternating with the floor's):`,
    );
    for (const q of queries) printDistribution(q.name, withIndex[q.name]!, times[q.name]!.httpItems);
    console.log('\nfloor: the same page queries from a bare pg client:');
    for (const q of queries) printDistribution(q.name, floor[q.name]!, times[q.name]!.floorItems);
    console.log('\np95 over HTTP against its floor:');
    for (const q of queries) {
      const overHttp = withIndex[q.name]?.p95 ?? Number.NaN;
      const bare = floor[q.name]?.p95 ?? Number.NaN;
      console.log(
        `  ${q.name.padEnd(40)} ${overHttp.toFixed(1)} ms, floor ${bare.toFixed(1)} ms (${(overHttp / bare).toFixed(1)}×)`,
      );
    }
    let withoutIndex: Record<string, Distribution | null> | null = null;
    if (values.compare) {
      await client.query(
        'DROP INDEX patients_search_name_trgm; DROP INDEX patients_document_number_trgm; ANALYZE patients',
      );
      console.log('\nwithout the trigram indexes (the b-tree on workplace, name and id only):');
      withoutIndex = {};
      for (const q of queries) {
        // The first five warm the cache and are not counted.
        await timeCalls(http, q.search, 5, []);
        const samples: number[] = [];
        const items = await timeCalls(http, q.search, requests, samples);
        withoutIndex[q.name] = distribution(samples);
        printDistribution(q.name, withoutIndex[q.name]!, items);
      }
    }
    const written = writeResults('patient-search', values.out, {
      patients: total,
      requests,
      withIndex,
      floor,
      withoutIndex,
    });
    console.log(`\nfigures written to ${written}`);
  } finally {
    await client.end().catch(() => undefined);
    await portal.stop();
    if (values.keep) console.log(`kept: ${databaseUrl}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
