/**
 * Exam report benchmark (§2 /relatorio-exames): the real portal as a child process, released exams written
 * into its database, then three downloads measured end to end over HTTP — one report PDF (50 times), a ZIP
 * of 200 PDFs (§9's limit), without and with the workplace's logo, and a CSV of 100,000 rows — with the
 * server's peak memory during each.
 * See docs/performance.md ("Exam report").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { login } from './lib/api';
import { startChild } from './lib/child';
import { type LoopStalls, loopStallsIn } from './lib/loop-probe';
import { type LoadResult, openLoop } from './lib/open-loop';
import { Portal } from './lib/portal';
import { machineTicks, memory, settle } from './lib/proc';
import { checkpointPortalDatabase, connectPortalDatabase, seedReleasedExams } from './lib/report-seed';
import { type Distribution, distribution, median } from './lib/stats';

const CNPJ = '22333444000181';
const OPERATOR = { document: '111.444.777-35', password: 'ponto123' };
const USER_DOCUMENT = '11144477735';
const here = path.dirname(fileURLToPath(import.meta.url));
const SEED_BATCH = 10_000;
/** The ZIP's day and the CSV's year: before any demo data, so only the seeded exams are in them. */
const ZIP_DAY = '2025-06-15';
const CSV_YEAR = { from: '2024-01-01', to: '2024-12-31' };

const usage = `npm run bench:exam-report -w @ponto/bench -- [options]

  --rows N           CSV rows: released exams of one analyte seeded in ${CSV_YEAR.from.slice(0, 4)} (default 100000)
  --pdf-requests N   single report PDFs fetched one after the other (default 50)
  --cycles N         rounds of the eight windows of others (alone, busy core, bare drawing, ZIPs, ZIPs, bare drawing, busy core, alone)
                     pooled per kind: more rounds, a steadier p99 on a noisy machine (default 1)
  --database-url U   run the portal on this PostgreSQL instead of its embedded one (seeded with SEED=always)
  --out FILE         JSON results (default bench/results/exam-report-<date>.json)
  --profile DIR      also write a V8 CPU profile of the portal into DIR (bench:profile-summary reads it)`;

function options() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '100000' },
      'pdf-requests': { type: 'string', default: '50' },
      cycles: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
      profile: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const rows = Number(values.rows);
  const pdfRequests = Number(values['pdf-requests']);
  if (!Number.isInteger(rows) || rows < 1 || rows > 2_000_000) throw new Error('--rows: 1 to 2000000');
  if (!Number.isInteger(pdfRequests) || pdfRequests < 1 || pdfRequests > 1000)
    throw new Error('--pdf-requests: 1 to 1000');
  const cycles = Number(values.cycles);
  if (!Number.isInteger(cycles) || cycles < 1 || cycles > 10) throw new Error('--cycles: 1 to 10');
  return {
    rows,
    pdfRequests,
    cycles,
    databaseUrl: values['database-url'],
    out: values.out,
    profileDir: values.profile && path.resolve(values.profile),
  };
}

function log(message: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The server's memory while `work` runs: the kernel's peak (VmHWM, reset first through clear_refs where
 * the kernel allows it) and the highest VmRSS sampled every 10 ms, both in MiB.
 */
async function withMemory<T>(pid: number, work: () => Promise<T>) {
  let hwmReset = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  const before = memory(pid)?.rssMiB ?? 0;
  let sampledPeak = before;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memory(pid)?.rssMiB ?? 0);
  }, 10);
  try {
    const value = await work();
    const after = memory(pid);
    return {
      value,
      rssBeforeMiB: round(before),
      peakRssMiB: round(Math.max(sampledPeak, after?.rssMiB ?? 0)),
      // Without the reset VmHWM is the peak of the whole process life, not of this phase.
      kernelPeakMiB: hwmReset && after ? round(after.hwmMiB) : null,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * GETs `url` again and again for `seconds`, each answer read to its end, from a process of its own (so that
 * reading 3 MB archives does not slow down the client that times the other requests); resolves with the answers
 * read. `numbered` appends the answer's number to the URL (a new page each time).
 */
function downloadsInAnotherProcess(
  what: string,
  url: string,
  seconds: number,
  { headers = {}, numbered = false }: { headers?: Record<string, string>; numbered?: boolean } = {},
): Promise<number> {
  const script = `
    const deadline = Date.now() + ${Math.round(seconds * 1000)};
    let done = 0;
    while (Date.now() < deadline) {
      const response = await fetch(${JSON.stringify(url)}${numbered ? ' + done' : ''}, {
        headers: ${JSON.stringify(headers)},
      });
      if (!response.ok) throw new Error(${JSON.stringify(what)} + ' answered ' + response.status);
      for await (const _ of response.body) {}
      done += 1;
    }
    console.log(done);`;
  return new Promise((resolve, reject) => {
    // At the lowest priority: the reader stands for a browser on another machine, whose download costs the
    // server's machine nothing; here it would take a share of the same two cores from the timed requests.
    const child = spawn('nice', ['-n', '19', process.execPath, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`the ${what} loop exited with ${code}`)),
    );
  });
}

/** The ZIP downloaded again and again for `seconds`; resolves with the ZIPs read whole. */
function zipsInAnotherProcess(url: string, token: string, seconds: number): Promise<number> {
  return downloadsInAnotherProcess('ZIP', url, seconds, {
    headers: { authorization: `Bearer ${token}`, cnpj: CNPJ },
  });
}

/** Bare pdfkit's pages (`bench/lib/bare-pdf-server.ts`) read one after the other for `seconds`. */
function barePdfsInAnotherProcess(url: string, seconds: number): Promise<number> {
  return downloadsInAnotherProcess('bare PDF', `${url}/report/`, seconds, { numbered: true });
}

/**
 * Keeps one core busy for `seconds` from a process of its own at normal priority: the floor of what a ZIP
 * costs the other requests, since drawing 200 reports takes at least a core while it lasts.
 */
function spinInAnotherProcess(seconds: number): Promise<void> {
  const script = `const end = Date.now() + ${Math.round(seconds * 1000)}; while (Date.now() < end);`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the busy process exited with ${code}`)),
    );
  });
}

/** One GET read to the end: time to the response head, to the first body byte, to the last; the bytes. */
async function download(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, cnpj: CNPJ },
    signal: AbortSignal.timeout(600_000),
  });
  const headMs = performance.now() - started;
  if (!response.ok || !response.body)
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  let firstByteMs = 0;
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    chunks.push(Buffer.from(chunk));
  }
  return { headMs, firstByteMs, totalMs: performance.now() - started, bytes, body: Buffer.concat(chunks) };
}

/**
 * Runs `work` while the ZIP's workplace has a logo of its own (`lib/fixtures/report-logo.png`, 600×184 with
 * transparency, as a manager sets it on /configuracoes), then takes it away again.
 */
async function withWorkplaceLogo<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  work: () => Promise<T>,
) {
  const logo = fs.readFileSync(path.join(here, 'lib', 'fixtures', 'report-logo.png'));
  const db = await connectPortalDatabase(dataDir, databaseUrl);
  const workplace = 'select id from workplaces where cnpj = $1';
  try {
    await db.query(
      `insert into workplace_report_logos (workplace_id, image, updated_at) select id, $2, now() from (${workplace}) w`,
      [CNPJ, `data:image/png;base64,${logo.toString('base64')}`],
    );
    return { value: await work(), logoBytes: logo.length };
  } finally {
    await db.query(`delete from workplace_report_logos where workplace_id = (${workplace})`, [CNPJ]);
    await db.end();
  }
}

/** Entries a ZIP declares in its end-of-central-directory record (the last 22 bytes, without a comment). */
function zipEntryCount(zip: Buffer): number {
  const end = zip.subarray(zip.length - 22);
  if (end.readUInt32LE(0) !== 0x06054b50) throw new Error('not a ZIP: no end-of-central-directory record');
  return end.readUInt16LE(10);
}

function countLines(csv: Buffer): number {
  let lines = 0;
  for (let i = csv.indexOf('\r\n'); i !== -1; i = csv.indexOf('\r\n', i + 2)) lines++;
  return lines;
}

/**
 * The floor of the CSV: PostgreSQL writing the same lines (the report's joins, filter and order, the very
 * columns the report reads) as CSV through COPY, read by a bare client. What is above it is the portal's:
 * the rows as objects, the words translated, the fields neutralised and quoted, HTTP.
 */
async function copyFloor(db: pg.Client): Promise<{ totalMs: number; bytes: number }> {
  const started = performance.now();
  let bytes = 0;
  try {
    const stream = db.query(
      copyTo(`COPY (
        select er.id, er.created_at::text,
          to_char(er.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI'),
          (er.created_at at time zone 'America/Sao_Paulo')::date::text,
          case when er.released_at is not null then er.report_hash end, er.voucher_code, pe.protocol_number,
          pe.full_price_cents, pe."order"->'payment'->>'method', (pe."order"->'payment'->>'discountCents')::int,
          pe."order"->'payment'->>'discountMotive', (pe."order"->'payment'->>'pricePaidCents')::int,
          pe."order"->'procedure'->>'kind', pe."order"->'procedure'->>'registrationNumber', ex.methodology, w.name,
          p.document_number, p.full_name, p.birth_date::text, p.registration->'patient'->>'phone',
          p.registration->'patient'->>'sex', p.registration->'patient'->'address', a.animal, r.analyte_code,
          r.analyte_name, r.unit, r.qualitative, r.value, r.valid, r.interferent, r.methodology,
          r.process_time_seconds, round(extract(epoch from r.result_at - rr.started_at))::int, rr.capsule_code,
          op.name, op.document
        from exam_requests er
        join pre_exams pe on pe.id = er.pre_exam_id
        join exams ex on ex.id = er.exam_id
        join workplaces w on w.id = er.workplace_id
        left join patients p on p.id = pe.patient_id
        left join animals a on a.id = pe.animal_id
        left join exam_results r on r.exam_request_id = er.id
        left join exam_runs rr on rr.id = r.run_id
        left join users op on op.id = coalesce(r.entered_by, rr.started_by, pe.created_by)
        where w.cnpj = '${CNPJ}' and er.created_at >= '${CSV_YEAR.from}' and er.created_at < '${CSV_YEAR.to}'::date + 1
        order by er.created_at desc, er.id desc, r.analyte_code
      ) TO STDOUT WITH (FORMAT csv)`),
    );
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
  } finally {
    await db.end();
  }
  return { totalMs: performance.now() - started, bytes };
}

interface Results {
  date: string;
  machine: { cpus: number; model: string; memoryGiB: number; node: string; platform: string };
  database: 'embedded' | 'server';
  seed: { zipExams: number; csvExams: number; seconds: number };
  pdf: {
    requests: number;
    latencyMs: Distribution | null;
    bytesMean: number;
    floorLatencyMs: Distribution | null;
    p95RatioToFloor: number | null;
  };
  zip: {
    coldFirstByteMs: number;
    coldTotalMs: number;
    files: number;
    bytes: number;
    firstByteMs: number;
    totalMs: number;
    rssBeforeMiB: number | null;
    peakRssMiB: number | null;
    kernelPeakMiB: number | null;
    /** The same ZIP with the workplace's logo on every report. */
    withLogo: { logoBytes: number; firstByteMs: number; totalMs: number; bytes: number };
  };
  /**
   * The exam list at a fixed rate, alone, beside one busy core (the floor: a process that only spins, at normal
   * priority) and while ZIPs are written: what a ZIP costs everyone else, against what any busy core costs them.
   * Two windows of each kind per cycle, pooled.
   */
  othersDuringZip: {
    rate: number;
    /** Rounds of the eight windows (`--cycles`). */
    cycles: number;
    /** ZIPs written one after the other (by another process) while the requests were timed. */
    zips: number;
    alone: Distribution | null;
    besideBusyCore: Distribution | null;
    /**
     * Beside bare pdfkit drawing report pages back to back in a process of its own at nice 10 (the portal's
     * drawing thread's priority), read by a process at nice 19 as the ZIPs are: what drawing reports costs
     * the others wherever it runs, with no portal around it.
     */
    besideBareDrawing: Distribution | null;
    /** Pages bare pdfkit drew during those windows. */
    bareDrawings: number;
    duringZip: Distribution | null;
    /** p99 during ZIPs ÷ p99 alone. */
    p99Ratio: number | null;
    /** p99 beside the busy core ÷ p99 alone. */
    floorP99Ratio: number | null;
    /** p99 during ZIPs ÷ p99 beside the busy core: 1 or less is as good as two cores allow. */
    p99RatioToFloor: number | null;
    /** p99 during ZIPs ÷ p99 beside bare drawing: what the portal adds to drawing the reports themselves. */
    p99RatioToBareDrawing: number | null;
    /**
     * The median of the ZIP windows' own p99s ÷ the median of the busy-core windows' own p99s: the same
     * comparison, steady against a stall of the machine that lands in one window (it decides a pooled p99).
     */
    windowP99RatioToFloor: number | null;
    /** Each window's own p99 (ms), in the order the windows ran: one stall of the machine shows as one window. */
    p99ByWindow: Record<'alone' | 'busyCore' | 'bareDrawing' | 'zips', number[]>;
    /**
     * Per kind of window, the portal's worst second of event-loop delay (max, p99), its longest GC pause and
     * that pause's kind, and the mark-compacts' count and pauses summed.
     */
    portalLoop: Record<'alone' | 'busyCore' | 'bareDrawing' | 'zips', LoopStalls | null>;
    /**
     * The machine's busy cores over each kind of window, every process counted (the portal, its database, the
     * load generator, whatever runs beside): what the others had left to run on.
     */
    busyCores: Record<'alone' | 'busyCore' | 'bareDrawing' | 'zips', number | null>;
  };
  csv: Record<string, number | null>;
}

/** Each window's own p99, in ms. */
function p99sOf(windows: LoadResult[]): number[] {
  return windows.map((window) => round(distribution(window.samples)?.p99 ?? Number.NaN));
}

/** Requests a second of the exam list asked while a ZIP is written (others at work in the same lab). */
const OTHERS_RATE = 50;
// 500 requests: their p99 is the fifth slowest, not the second, so one stall of the machine does not make it.
const OTHERS_SECONDS = 10;

async function main() {
  const opts = options();
  const cpus = os.cpus();
  log(`starting the portal (${opts.databaseUrl ? 'PostgreSQL server' : 'embedded PostgreSQL'})`);
  const portalOptions: {
    env: Record<string, string>;
    startTimeoutMs: number;
    profileDir?: string | undefined;
  } = {
    profileDir: opts.profileDir,
    env: opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl, SEED: 'always' } : {},
    startTimeoutMs: 240_000,
  };
  let portal = await Portal.start(portalOptions);
  const stop = () => portal.stop(10_000);
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    log(`portal at ${portal.url} (pid ${portal.pid})`);
    const db = await connectPortalDatabase(portal.dataDir, opts.databaseUrl);
    const seedStarted = performance.now();
    const zipIds = await seedReleasedExams(db, {
      cnpj: CNPJ,
      userDocument: USER_DOCUMENT,
      examCode: 'COVID_AG',
      count: 200,
      newest: new Date(`${ZIP_DAY}T20:00:00Z`),
      protocolPrefix: '900',
    });
    for (let done = 0, batch = 0; done < opts.rows; batch++) {
      const count = Math.min(SEED_BATCH, opts.rows - done);
      await seedReleasedExams(db, {
        cnpj: CNPJ,
        userDocument: USER_DOCUMENT,
        examCode: 'COVID_AG',
        count,
        newest: new Date(Date.parse(`${CSV_YEAR.to}T12:00:00Z`) - done * 1000),
        protocolPrefix: String(100 + batch),
      });
      done += count;
      log(`seeded ${done} / ${opts.rows} exams for the CSV`);
    }
    await db.query('analyze');
    await db.end();
    const seedSeconds = round((performance.now() - seedStarted) / 1000);

    log('restarting the portal on the same data: the first ZIP after a start');
    await portal.stop(10_000, { keepData: true });
    // Seeded once: the second start finds the data there.
    portal = await Portal.start(
      {
        ...portalOptions,
        env: opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : ({} as Record<string, string>),
      },
      portal.dataDir,
    );
    let token = await login(portal.url, OPERATOR.document, OPERATOR.password);
    const zipDayUrl = `${portal.url}/reports/exams.zip?from=${ZIP_DAY}&to=${ZIP_DAY}&exam=all&model=all&lang=pt-BR`;
    const coldZip = await download(zipDayUrl, token);

    log(`PDF: ${opts.pdfRequests} reports one after the other (3 warm-up requests first)`);
    const pdfUrl = (id: string) => `${portal.url}/exam-requests/${id}/report.pdf`;
    for (const id of zipIds.slice(0, 3)) await download(pdfUrl(id), token);
    const pdfTimes: number[] = [];
    let pdfBytes = 0;
    for (let i = 0; i < opts.pdfRequests; i++) {
      const pdf = await download(pdfUrl(zipIds[i % zipIds.length]!), token);
      pdfTimes.push(pdf.totalMs);
      pdfBytes += pdf.bytes;
    }
    log(`PDF floor: bare Fastify + pdfkit drawing a page of the same make, ${opts.pdfRequests} times`);
    const bare = await startChild('bench/lib/bare-pdf-server.ts', 'bare pdf');
    const floorTimes: number[] = [];
    try {
      for (let i = 0; i < 3; i++) await download(`${bare.url}/report/warm${i}`, '');
      for (let i = 0; i < opts.pdfRequests; i++)
        floorTimes.push((await download(`${bare.url}/report/${i}`, '')).totalMs);
    } finally {
      bare.child.kill('SIGTERM');
    }
    const pdfLatency = distribution(pdfTimes.map((t) => round(t)));
    const floorLatency = distribution(floorTimes.map((t) => round(t)));

    token = await login(portal.url, OPERATOR.document, OPERATOR.password);
    log('ZIP: the 200 reports of one day');
    const zip = await withMemory(portal.pid, () => download(zipDayUrl, token));
    const entries = zipEntryCount(zip.value.body);
    if (entries !== 200) throw new Error(`the ZIP holds ${entries} files, not 200`);

    log("ZIP: the same with the workplace's logo on every report (a PNG with transparency)");
    const zipWithLogo = await withWorkplaceLogo(portal.dataDir, opts.databaseUrl, () =>
      download(zipDayUrl, token),
    );
    const logoEntries = zipEntryCount(zipWithLogo.value.body);
    if (logoEntries !== 200) throw new Error(`the ZIP with a logo holds ${logoEntries} files, not 200`);

    token = await login(portal.url, OPERATOR.document, OPERATOR.password);
    // The database writes back what the seeding and the downloads above left (a checkpoint now, rather than
    // one that starts in the middle of a window and holds every audited read's commit behind its writes), and
    // the cores are quiet before the first window: a stall of the machine's own shows up in one window only.
    await checkpointPortalDatabase(portal.dataDir, opts.databaseUrl).catch((error: Error) =>
      // A role without the right on another PostgreSQL: the windows run without it.
      log(`no checkpoint before the windows: ${error.message}`),
    );
    await settle();
    log(
      `others: the exam list at ${OTHERS_RATE}/s, ${OTHERS_SECONDS} s windows: alone, beside one busy core, ` +
        'beside bare pdfkit drawing, while ZIPs are written; then the four again in the reverse order',
    );
    const listUrl = `${portal.url}/exam-requests?limit=20`;
    const listToken = token;
    const askList = () => fetch(listUrl, { headers: { authorization: `Bearer ${listToken}`, cnpj: CNPJ } });
    const others = () => openLoop(askList, 200, OTHERS_RATE, OTHERS_SECONDS);
    /** A window with `beside` under way from half a second before its first request to after its last. */
    const windowBeside = async <T>(beside: () => Promise<T>) => {
      const running = beside();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const result = await others();
      return { result, beside: await running };
    };
    const windows: Record<'alone' | 'busyCore' | 'bareDrawing' | 'zips', LoadResult[]> = {
      alone: [],
      busyCore: [],
      bareDrawing: [],
      zips: [],
    };
    /** When each kind of window ran, to read the portal's loop probe over them. */
    const ranges: Record<keyof typeof windows, Array<{ from: number; to: number }>> = {
      alone: [],
      busyCore: [],
      bareDrawing: [],
      zips: [],
    };
    const probeFile = path.join(portal.dataDir, 'loop-probe.jsonl');
    let zipsWritten = 0;
    let bareDrawings = 0;
    // At the drawing thread's priority, every thread of it (V8's collector helpers too).
    const bareDrawing = await startChild('bench/lib/bare-pdf-server.ts', 'bare pdf', {}, 10);
    const measure = {
      alone: async () => windows.alone.push(await others()),
      busyCore: async () =>
        windows.busyCore.push((await windowBeside(() => spinInAnotherProcess(OTHERS_SECONDS + 1))).result),
      bareDrawing: async () => {
        const { result, beside } = await windowBeside(() =>
          barePdfsInAnotherProcess(bareDrawing.url, OTHERS_SECONDS + 1),
        );
        bareDrawings += beside;
        windows.bareDrawing.push(result);
      },
      zips: async () => {
        const { result, beside } = await windowBeside(() =>
          zipsInAnotherProcess(zipDayUrl, token, OTHERS_SECONDS + 1),
        );
        if (beside < 1) throw new Error('no ZIP was written during a window');
        zipsWritten += beside;
        windows.zips.push(result);
      },
    };
    // Both orders: the machine's speed drifts within a minute, and each kind gets an early and a late window.
    const order = [
      'alone',
      'busyCore',
      'bareDrawing',
      'zips',
      'zips',
      'bareDrawing',
      'busyCore',
      'alone',
    ] as const;
    /** The machine's busy cores over each kind of window (2 = both cores of a 2-core machine). */
    const machineTime = { alone: [0, 0], busyCore: [0, 0], bareDrawing: [0, 0], zips: [0, 0] };
    // The exam list's first requests on this portal (its connections, its plans): not part of any window.
    await openLoop(askList, 200, OTHERS_RATE, 3);
    await settle();
    try {
      for (const kind of Array.from({ length: opts.cycles }, () => order).flat()) {
        const from = Date.now();
        const before = machineTicks();
        await measure[kind]();
        const after = machineTicks();
        machineTime[kind][0]! += after.busy - before.busy;
        machineTime[kind][1]! += after.total - before.total;
        ranges[kind].push({ from, to: Date.now() });
      }
    } finally {
      bareDrawing.child.kill('SIGTERM');
    }
    log(`${zipsWritten} ZIPs written one after the other during the ${2 * opts.cycles} ZIP windows`);
    const failures = Object.values(windows)
      .flat()
      .flatMap((window) => window.failures);
    if (failures.length > 0) throw new Error(`the exam list failed: ${failures.join('; ')}`);
    const pooled = (kind: keyof typeof windows) => distribution(windows[kind].flatMap((w) => w.samples));
    const alone = pooled('alone');
    const besideBusyCore = pooled('busyCore');
    const besideBareDrawing = pooled('bareDrawing');
    const duringZip = pooled('zips');

    token = await login(portal.url, OPERATOR.document, OPERATOR.password);
    log(`CSV: the ${opts.rows} rows of ${CSV_YEAR.from.slice(0, 4)}`);
    const csvUrl = `${portal.url}/reports/exams.csv?from=${CSV_YEAR.from}&to=${CSV_YEAR.to}&exam=all&model=all&lang=pt-BR`;
    const csv = await withMemory(portal.pid, () => download(csvUrl, token));
    const rows = countLines(csv.value.body) - 1;
    if (rows !== opts.rows) throw new Error(`the CSV has ${rows} rows, not ${opts.rows}`);
    // Once more: the first download comes after a minute of ZIPs made elsewhere, the second right after it.
    log('CSV: the same once more');
    const csvAgain = await withMemory(portal.pid, () => download(csvUrl, token));
    log('CSV floor: a bare COPY of the same rows, joins and order, straight from PostgreSQL');
    const floor = await copyFloor(await connectPortalDatabase(portal.dataDir, opts.databaseUrl));

    const results: Results = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        model: cpus[0]?.model ?? 'unknown',
        memoryGiB: round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
      },
      database: opts.databaseUrl ? 'server' : 'embedded',
      seed: { zipExams: zipIds.length, csvExams: opts.rows, seconds: seedSeconds },
      pdf: {
        requests: pdfTimes.length,
        latencyMs: pdfLatency,
        bytesMean: Math.round(pdfBytes / pdfTimes.length),
        floorLatencyMs: floorLatency,
        p95RatioToFloor: pdfLatency && floorLatency ? round(pdfLatency.p95 / floorLatency.p95) : null,
      },
      zip: {
        coldFirstByteMs: round(coldZip.firstByteMs),
        coldTotalMs: round(coldZip.totalMs),
        files: entries,
        bytes: zip.value.bytes,
        firstByteMs: round(zip.value.firstByteMs),
        totalMs: round(zip.value.totalMs),
        rssBeforeMiB: zip.rssBeforeMiB,
        peakRssMiB: zip.peakRssMiB,
        kernelPeakMiB: zip.kernelPeakMiB,
        withLogo: {
          logoBytes: zipWithLogo.logoBytes,
          firstByteMs: round(zipWithLogo.value.firstByteMs),
          totalMs: round(zipWithLogo.value.totalMs),
          bytes: zipWithLogo.value.bytes,
        },
      },
      othersDuringZip: {
        rate: OTHERS_RATE,
        cycles: opts.cycles,
        zips: zipsWritten,
        alone,
        besideBusyCore,
        besideBareDrawing,
        bareDrawings,
        duringZip,
        p99Ratio: alone && duringZip ? round(duringZip.p99 / alone.p99) : null,
        floorP99Ratio: alone && besideBusyCore ? round(besideBusyCore.p99 / alone.p99) : null,
        p99RatioToFloor: besideBusyCore && duringZip ? round(duringZip.p99 / besideBusyCore.p99) : null,
        p99RatioToBareDrawing:
          besideBareDrawing && duringZip ? round(duringZip.p99 / besideBareDrawing.p99) : null,
        windowP99RatioToFloor: round(median(p99sOf(windows.zips)) / median(p99sOf(windows.busyCore)), 2),
        p99ByWindow: {
          alone: p99sOf(windows.alone),
          busyCore: p99sOf(windows.busyCore),
          bareDrawing: p99sOf(windows.bareDrawing),
          zips: p99sOf(windows.zips),
        },
        busyCores: Object.fromEntries(
          Object.entries(machineTime).map(([kind, [busy, total]]) => [
            kind,
            total ? round((busy! / total) * os.availableParallelism(), 2) : null,
          ]),
        ) as Record<keyof typeof windows, number | null>,
        portalLoop: {
          alone: loopStallsIn(probeFile, ranges.alone),
          busyCore: loopStallsIn(probeFile, ranges.busyCore),
          bareDrawing: loopStallsIn(probeFile, ranges.bareDrawing),
          zips: loopStallsIn(probeFile, ranges.zips),
        },
      },
      csv: {
        rows,
        bytes: csv.value.bytes,
        firstByteMs: round(csv.value.firstByteMs),
        totalMs: round(csv.value.totalMs),
        rowsPerSecond: Math.round(rows / (csv.value.totalMs / 1000)),
        rssBeforeMiB: csv.rssBeforeMiB,
        peakRssMiB: csv.peakRssMiB,
        kernelPeakMiB: csv.kernelPeakMiB,
        againTotalMs: round(csvAgain.value.totalMs),
        againRssBeforeMiB: csvAgain.rssBeforeMiB,
        againPeakRssMiB: csvAgain.peakRssMiB,
        floorCopyMs: round(floor.totalMs),
        floorCopyBytes: floor.bytes,
        ratioToFloor: round(csv.value.totalMs / floor.totalMs),
      },
    };
    const out =
      opts.out ??
      path.join(here, 'results', `exam-report-${results.date.slice(0, 19).replaceAll(':', '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    log(`results in ${path.relative(process.cwd(), out)}`);
  } finally {
    const stopped = await stop();
    log(`portal stopped (exit ${stopped.exitCode})`);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
