#!/usr/bin/env node
// `npm test`: every test of the repository, in order, with one count at the end.
//
//   static       biome check, no history words (1 test each), the module boundaries of each workspace with a
//                `check:boundaries` script and the typecheck of each workspace (1 test each)
//   unit         `npm run test` of every workspace that has a test script (Vitest, JSON report)
//   integration  `npm run test:integration -w @ponto/server` (Vitest, JSON report)
//   e2e          scripts/ensure-browser.mjs, then `npm run test:e2e -w @ponto/e2e` (Playwright, JSON report)
//
// Each suite's own output is streamed. The run ends with a per-suite summary and exactly one line
// `N passed, N failed` (a line before it tells how many were skipped, if any). Exit code 1 when anything
// failed; a suite that crashed, timed out or produced no report counts as at least 1 failed.
//
// Options (after `npm test --`):
//   --only static,unit,integration,e2e   run only these groups (also env PONTO_TEST_ONLY)
//   --skip e2e                           run all groups but these (also env PONTO_TEST_SKIP)
//   --label TEXT                         prefix the suite names in the summary (used by .ci/run)
//   --summary-file PATH                  also write the totals as JSON (used by .ci/run); the closing
//                                        line then reads `this run: N passed, N failed`
//   --list                               print the suites that would run, run nothing
//   -h, --help
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GROUPS = ['static', 'unit', 'integration', 'e2e'];
const MINUTE = 60_000;
// Whole-suite time limits: a hung suite is stopped and counted as failed instead of eating CI's 90 minutes.
// e2e: 149 journeys on two workers took 23 to 35 minutes on this 2-core machine on 2026-11-28 (one worker:
// up to 55); 66 keeps a margin and leaves CI room for the rest within its 90. integration: 13 to 15 minutes
// on a quiet machine, more on a busy one; 25 keeps a margin.
const TIMEOUTS = { static: 10 * MINUTE, unit: 15 * MINUTE, integration: 25 * MINUTE, e2e: 66 * MINUTE };

// ---------------------------------------------------------------------------------------------- options

function parseArgs(argv) {
  const options = {
    only: splitList(process.env.PONTO_TEST_ONLY),
    skip: splitList(process.env.PONTO_TEST_SKIP),
    label: '',
    summaryFile: process.env.PONTO_TEST_SUMMARY_FILE || '',
    list: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const value = () => inline ?? argv[++i] ?? usage(`${name} needs a value`);
    if (name === '--only') options.only = splitList(value());
    else if (name === '--skip') options.skip = splitList(value());
    else if (name === '--label') options.label = value();
    else if (name === '--summary-file') options.summaryFile = value();
    else if (name === '--list') options.list = true;
    else if (name === '-h' || name === '--help') usage();
    else usage(`unknown option ${arg}`);
  }
  for (const group of [...options.only, ...options.skip]) {
    if (!GROUPS.includes(group)) usage(`unknown group "${group}" (groups: ${GROUPS.join(', ')})`);
  }
  return options;
}

function splitList(text) {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function usage(error) {
  const text = `Usage: npm test -- [--only ${GROUPS.join(',')}] [--skip GROUPS] [--list] [--label TEXT] [--summary-file PATH]`;
  if (error) {
    console.error(`test-all: ${error}\n${text}`);
    process.exit(2);
  }
  console.log(text);
  process.exit(0);
}

// ------------------------------------------------------------------------------------------- workspaces

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function workspaces() {
  const root = readJson(join(ROOT, 'package.json'));
  return (root.workspaces ?? [])
    .map((dir) => ({ dir, path: join(ROOT, dir, 'package.json') }))
    .filter(({ path }) => existsSync(path))
    .map(({ dir, path }) => {
      const pkg = readJson(path);
      return { dir, name: pkg.name, scripts: pkg.scripts ?? {} };
    });
}

// ------------------------------------------------------------------------------------------ processes

const running = new Set();
let stopping = false;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(130); // a second Ctrl+C: leave at once
    stopping = true;
    for (const child of running) killGroup(child, signal);
    console.error(`\ntest-all: ${signal}, stopping the running suite; no further suite starts`);
    setTimeout(() => process.exit(130), 60_000).unref();
  });
}

/** Runs a command with its output streamed; resolves { code, timedOut, error }. Never rejects. */
function run(command, args, { env = {}, timeoutMs }) {
  return new Promise((resolvePromise) => {
    let child;
    try {
      child = spawn(command, args, {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true, // own process group, so a timeout stops the whole tree (servers, browsers)
      });
    } catch (error) {
      resolvePromise({ code: null, timedOut: false, error: String(error) });
      return;
    }
    running.add(child);
    let timedOut = false;
    let killTimer;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(
        `\ntest-all: ${command} ${args.join(' ')} exceeded ${timeoutMs / MINUTE} min, stopping it`,
      );
      killGroup(child, 'SIGTERM');
      killTimer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
    }, timeoutMs);
    let spawnError = null;
    child.on('error', (error) => {
      spawnError = String(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      running.delete(child);
      resolvePromise({ code: code ?? (signal ? 128 : null), timedOut, error: spawnError });
    });
  });
}

// ----------------------------------------------------------------------------------------- counting

/** A suite result: { name, passed, failed, skipped, note, failures } (failures: the failed tests' names). */
function result(name, passed, failed, skipped, note = '', failures = []) {
  return { name, passed, failed, skipped, note, failures };
}

/**
 * ` — ` and the first line of a failure's message (colours removed, at most 160 characters), or '' when
 * there is none: CI keeps only the end of the log, where the list of failed tests is, so it says why too.
 */
export function reasonOf(message) {
  const plain = stripVTControlCharacters(String(message ?? ''));
  const line =
    plain
      .split('\n')
      .find((text) => text.trim() !== '')
      ?.trim() ?? '';
  if (line === '') return '';
  return ` — ${line.length > 160 ? `${line.slice(0, 159)}…` : line}`;
}

/** The failed tests of a Vitest JSON report, as `file: test — reason`. */
export function failedVitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${String(file.name ?? '').replace(`${ROOT}/`, '')}: ${test.fullName ?? test.title}${reasonOf(test.failureMessages?.[0])}`,
      ),
  );
}

/** The failed (or flaky) tests of a Playwright JSON report, as `file: title [project] — reason (where)`. */
export function failedPlaywrightTests(report) {
  const failures = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = (test.results ?? []).flatMap(
            (run) => run.errors ?? (run.error ? [run.error] : []),
          )[0];
          const where = error?.location
            ? ` (${error.location.file.split('/').pop()}:${error.location.line})`
            : '';
          const reason = reasonOf(error?.message);
          failures.push(
            `${spec.file ?? file}: ${spec.title} [${test.projectName}]${reason}${reason ? where : ''}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return failures;
}

function crashNote(outcome, what) {
  if (outcome.error) return `could not start: ${outcome.error}`;
  if (outcome.timedOut) return 'timed out';
  return `${what} (exit code ${outcome.code})`;
}

/** Counts a Vitest JSON report. A file that failed to load and a non-zero exit with no failed test count 1. */
export function countVitest(name, report, outcome) {
  if (!report) return result(name, 0, 1, 0, crashNote(outcome, 'crashed before writing its report'));
  let failed = report.numFailedTests ?? 0;
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  failed += brokenFiles.length;
  const notes = brokenFiles.map((file) => `${file.name.replace(`${ROOT}/`, '')} failed to run`);
  if (outcome.code !== 0 && failed === 0) {
    failed = 1;
    notes.push(
      report.numTotalTests === 0
        ? crashNote(outcome, 'no test ran')
        : crashNote(outcome, 'no test failed, but the run did (coverage threshold, unhandled error, …)'),
    );
  }
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return result(
    name,
    report.numPassedTests ?? 0,
    failed,
    skipped,
    notes.join('; '),
    failedVitestTests(report),
  );
}

/** Counts a Playwright JSON report. Global errors (web server did not start, …) count 1 failed each. */
export function countPlaywright(name, report, outcome) {
  if (!report?.stats) return result(name, 0, 1, 0, crashNote(outcome, 'crashed before writing its report'));
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const globalErrors = report.errors ?? [];
  let failed = unexpected + flaky + globalErrors.length;
  const notes = [];
  if (flaky) notes.push(`${flaky} flaky`);
  if (globalErrors.length) {
    const first = String(globalErrors[0]?.message ?? '')
      .split('\n')[0]
      .slice(0, 160);
    notes.push(`${globalErrors.length} error(s) outside the tests: ${first}`);
  }
  if (outcome.code !== 0 && failed === 0) {
    failed = 1;
    notes.push(crashNote(outcome, expected === 0 ? 'no test ran' : 'failed outside the tests'));
  }
  return result(name, expected, failed, skipped, notes.join('; '), failedPlaywrightTests(report));
}

/** The slowest test files of a Vitest JSON report, slowest first: where a suite's time goes. */
export function slowestVitestFiles(report, count) {
  return (report?.testResults ?? [])
    .map((file) => ({
      name: String(file.name ?? '').replace(`${ROOT}/`, ''),
      seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The slowest tests of a Playwright JSON report (all attempts summed), slowest first. */
export function slowestPlaywrightTests(report, count) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        tests.push({ name: `${spec.file ?? file}: ${spec.title}`, seconds: ms / 1000 });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** The failed tests by name, at the end where a truncated log still shows them. */
export function printFailures(suites) {
  const failures = suites.flatMap((suite) => (suite.failures ?? []).map((name) => `${suite.name}: ${name}`));
  if (failures.length === 0) return;
  console.log('failed tests:');
  for (const name of failures.slice(0, 20)) console.log(`  ✗ ${name}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
}

function printSlowest(title, rows) {
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  for (const row of rows) console.log(`${row.seconds.toFixed(1).padStart(7)} s  ${row.name}`);
}

function readReport(path) {
  try {
    return existsSync(path) ? readJson(path) : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------------------------------- suites

function plan(options, reportDir) {
  const all = workspaces();
  const suites = [];
  let n = 0;
  const reportPath = (kind) => join(reportDir, `${++n}-${kind}.json`);
  const vitestArgs = (path) => ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${path}`];

  suites.push({
    group: 'static',
    name: 'biome check',
    async run() {
      const outcome = await run(
        join(ROOT, 'node_modules/.bin/biome'),
        ['check', '--error-on-warnings', '.'],
        {
          timeoutMs: TIMEOUTS.static,
        },
      );
      return outcome.code === 0
        ? result(this.name, 1, 0, 0)
        : result(this.name, 0, 1, 0, crashNote(outcome, 'failed'));
    },
  });
  suites.push({
    group: 'static',
    name: 'no history words',
    async run() {
      const outcome = await run(process.execPath, [join(ROOT, 'scripts/check-history-words.mjs')], {
        timeoutMs: TIMEOUTS.static,
      });
      return outcome.code === 0
        ? result(this.name, 1, 0, 0)
        : result(this.name, 0, 1, 0, crashNote(outcome, 'failed'));
    },
  });
  for (const ws of all.filter((w) => w.scripts['check:boundaries'])) {
    suites.push({
      group: 'static',
      name: `module boundaries ${ws.name}`,
      async run() {
        const outcome = await run('npm', ['run', 'check:boundaries', '-w', ws.name], {
          timeoutMs: TIMEOUTS.static,
        });
        return outcome.code === 0
          ? result(this.name, 1, 0, 0)
          : result(this.name, 0, 1, 0, crashNote(outcome, 'failed'));
      },
    });
  }
  for (const ws of all.filter((w) => w.scripts.typecheck)) {
    suites.push({
      group: 'static',
      name: `typecheck ${ws.name}`,
      async run() {
        const outcome = await run('npm', ['run', 'typecheck', '-w', ws.name], { timeoutMs: TIMEOUTS.static });
        return outcome.code === 0
          ? result(this.name, 1, 0, 0)
          : result(this.name, 0, 1, 0, crashNote(outcome, 'failed'));
      },
    });
  }
  for (const ws of all.filter((w) => w.scripts.test)) {
    suites.push({
      group: 'unit',
      name: `unit ${ws.name}`,
      async run() {
        const path = reportPath('unit');
        const outcome = await run('npm', ['run', 'test', '-w', ws.name, ...vitestArgs(path)], {
          timeoutMs: TIMEOUTS.unit,
        });
        return countVitest(this.name, readReport(path), outcome);
      },
    });
  }
  suites.push({
    group: 'unit',
    name: 'unit scripts (node --test)',
    async run() {
      const files = readdirSync(join(ROOT, 'scripts'))
        .filter((name) => name.endsWith('.test.mjs'))
        .map((name) => join(ROOT, 'scripts', name));
      if (files.length === 0) return null;
      const path = reportPath('scripts');
      const outcome = await run(
        process.execPath,
        [
          '--test',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${path}`,
          ...files,
        ],
        { timeoutMs: TIMEOUTS.unit },
      );
      const tap = existsSync(path) ? readFileSync(path, 'utf8') : '';
      const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
      const passed = count('pass');
      const failed = count('fail') + count('cancelled');
      if (passed + failed === 0) return result(this.name, 0, 1, 0, crashNote(outcome, 'reported nothing'));
      return result(this.name, passed, failed, count('skipped') + count('todo'));
    },
  });
  const server = all.find((w) => w.name === '@ponto/server');
  suites.push({
    group: 'integration',
    name: 'integration @ponto/server',
    async run() {
      if (!server?.scripts['test:integration']) {
        console.log('test-all: @ponto/server has no test:integration script yet: integration tests skipped');
        return null;
      }
      const path = reportPath('integration');
      const outcome = await run(
        'npm',
        ['run', 'test:integration', '-w', '@ponto/server', ...vitestArgs(path)],
        {
          timeoutMs: TIMEOUTS.integration,
        },
      );
      const report = readReport(path);
      printSlowest('slowest integration files:', slowestVitestFiles(report, 8));
      return countVitest(this.name, report, outcome);
    },
  });
  suites.push({
    group: 'e2e',
    name: 'e2e @ponto/e2e',
    async run() {
      const e2e = all.find((w) => w.name === '@ponto/e2e');
      if (!e2e?.scripts['test:e2e']) {
        console.log('test-all: @ponto/e2e has no test:e2e script: e2e tests skipped');
        return null;
      }
      const browser = await run(process.execPath, [join(ROOT, 'scripts/ensure-browser.mjs')], {
        timeoutMs: 15 * MINUTE,
      });
      if (browser.code !== 0)
        return result(this.name, 0, 1, 0, crashNote(browser, 'no browser (ensure-browser)'));
      const path = reportPath('e2e');
      const outcome = await run('npm', ['run', 'test:e2e', '-w', '@ponto/e2e'], {
        env: { PONTO_E2E_JSON: path },
        timeoutMs: TIMEOUTS.e2e,
      });
      const report = readReport(path);
      printSlowest('slowest journeys:', slowestPlaywrightTests(report, 10));
      return countPlaywright(this.name, report, outcome);
    },
  });

  return suites.filter(
    (suite) =>
      (options.only.length === 0 || options.only.includes(suite.group)) &&
      !options.skip.includes(suite.group),
  );
}

// --------------------------------------------------------------------------------------------- main

function banner(text) {
  const line = '═'.repeat(Math.max(8, 100 - text.length - 4));
  console.log(`\n══ ${text} ${line}`);
}

function formatTotals({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const reportDir = mkdtempSync(join(tmpdir(), 'ponto-test-'));
  const suites = plan(options, reportDir);
  const prefix = options.label ? `${options.label} ` : '';

  if (options.list) {
    for (const suite of suites) console.log(`${suite.group.padEnd(12)} ${prefix}${suite.name}`);
    rmSync(reportDir, { recursive: true, force: true });
    return;
  }

  const results = [];
  const started = Date.now();
  for (const suite of suites) {
    if (stopping) break;
    banner(`${prefix}${suite.name}`);
    const suiteStart = Date.now();
    let outcome;
    try {
      outcome = await suite.run();
    } catch (error) {
      outcome = result(suite.name, 0, 1, 0, `runner error: ${error?.message ?? error}`);
    }
    if (outcome)
      results.push({
        ...outcome,
        name: `${prefix}${outcome.name}`,
        seconds: (Date.now() - suiteStart) / 1000,
      });
  }
  rmSync(reportDir, { recursive: true, force: true });

  const totals = results.reduce(
    (sum, r) => ({
      passed: sum.passed + r.passed,
      failed: sum.failed + r.failed,
      skipped: sum.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );

  banner(`summary${options.label ? ` (${options.label})` : ''}`);
  const width = Math.max(10, ...results.map((r) => r.name.length));
  for (const r of results) {
    const mark = r.failed ? 'FAIL' : 'ok  ';
    const note = r.note ? `  — ${r.note}` : '';
    console.log(
      `${mark} ${r.name.padEnd(width)}  ${formatTotals(r).padEnd(34)} ${r.seconds.toFixed(0).padStart(4)} s${note}`,
    );
  }
  if (results.length === 0) console.log('(no suite ran)');
  printFailures(results);
  console.log(`time: ${((Date.now() - started) / 1000).toFixed(0)} s`);

  if (options.summaryFile) {
    writeFileSync(options.summaryFile, `${JSON.stringify({ ...totals, suites: results }, null, 2)}\n`);
    console.log(`this run: ${formatTotals(totals)}`);
  } else {
    // The closing line is exactly 'N passed, N failed'; skipped tests are told just before it.
    if (totals.skipped) console.log(`(${totals.skipped} skipped; the suites above say which)`);
    console.log(`${totals.passed} passed, ${totals.failed} failed`);
  }
  process.exitCode = stopping ? 130 : totals.failed > 0 ? 1 : 0;
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly)
  main().catch((error) => {
    // The runner itself must never hide a failure: report it as one.
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
  });
