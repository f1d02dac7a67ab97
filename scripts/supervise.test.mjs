// node --test scripts/: npm start's server is started again after a crash, and a crash loop ends.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { supervise } from './supervise.mjs';

const quick = { backoffMs: [10, 20, 40], healthyAfterMs: 60_000, maxQuickCrashes: 3 };

/** A child that runs `body` (JavaScript) with `process.argv[1]` naming a scratch file. */
function child(body, scratch) {
  return () => spawn(process.execPath, ['-e', body, scratch], { stdio: 'ignore' });
}

function scratchFile() {
  const dir = mkdtempSync(join(tmpdir(), 'ponto-supervise-'));
  const file = join(dir, 'runs');
  writeFileSync(file, '0');
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

// Counts its runs in the scratch file; crashes on the first, then keeps running until told to stop.
const crashOnce = `
  const fs = require('node:fs'); const f = process.argv[1];
  const runs = Number(fs.readFileSync(f, 'utf8')) + 1; fs.writeFileSync(f, String(runs));
  if (runs === 1) process.exit(3);
  setInterval(() => {}, 1000);`;

test('a crashed child is started again, and stop() ends it without another start', async () => {
  const { file, cleanup } = scratchFile();
  const messages = [];
  let starts = 0;
  const supervisor = supervise({
    ...quick,
    start: child(crashOnce, file),
    onStart: () => starts++,
    log: (m) => messages.push(m),
  });
  while (Number(readFileSync(file, 'utf8')) < 2) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100));
  supervisor.stop('SIGTERM');
  assert.equal(await supervisor.done, 1); // SIGTERM ends the child by signal
  assert.equal(starts, 2);
  assert.match(messages[0], /exited with code 3; starting it again/);
  cleanup();
});

test('a child killed with SIGKILL is started again', async () => {
  const { file, cleanup } = scratchFile();
  const forever = `require('node:fs').writeFileSync(process.argv[1], String(process.pid)); setInterval(() => {}, 1000);`;
  const messages = [];
  const pids = [];
  const supervisor = supervise({
    ...quick,
    start: child(forever, file),
    onStart: (c) => pids.push(c.pid),
    log: (m) => messages.push(m),
  });
  supervisor.child().kill('SIGKILL');
  while (pids.length < 2) await new Promise((r) => setTimeout(r, 20));
  supervisor.stop('SIGTERM');
  await supervisor.done;
  assert.match(messages[0], /was killed \(SIGKILL\)/);
  cleanup();
});

test('a crash loop stops with a clear message after the last allowed crash', async () => {
  const messages = [];
  let starts = 0;
  const supervisor = supervise({
    ...quick,
    start: child('process.exit(2)', ''),
    onStart: () => starts++,
    log: (m) => messages.push(m),
  });
  assert.equal(await supervisor.done, 1);
  assert.equal(starts, 3);
  assert.match(messages.at(-1), /crashed 3 times in a row.*not started again/);
});

test('a configuration error or a DATA_DIR in use is not retried', async () => {
  for (const code of [75, 78]) {
    let starts = 0;
    const supervisor = supervise({
      ...quick,
      start: child(`process.exit(${code})`, ''),
      onStart: () => starts++,
      log: () => {},
    });
    assert.equal(await supervisor.done, code);
    assert.equal(starts, 1);
  }
});

test('a run that stayed up long enough starts the crash count again', async () => {
  const { file, cleanup } = scratchFile();
  // Each run lives 60 ms, longer than healthyAfterMs: never a crash loop, so it is stopped from outside.
  const lives = `
    const fs = require('node:fs'); const f = process.argv[1];
    fs.writeFileSync(f, String(Number(fs.readFileSync(f, 'utf8')) + 1));
    setTimeout(() => process.exit(4), 60);`;
  const supervisor = supervise({
    ...quick,
    healthyAfterMs: 30,
    start: child(lives, file),
    log: () => {},
  });
  while (Number(readFileSync(file, 'utf8')) < 5) await new Promise((r) => setTimeout(r, 20));
  supervisor.stop('SIGTERM');
  await supervisor.done;
  assert.ok(Number(readFileSync(file, 'utf8')) >= 5);
  cleanup();
});
