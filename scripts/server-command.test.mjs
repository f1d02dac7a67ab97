// node --test scripts/: every way of starting the server gives Node the server's options.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { serverArgs } from './server-command.mjs';

test('npm start -w @ponto/server runs the same command as npm start', () => {
  const pkg = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8'));
  assert.equal(pkg.scripts.start, `node ${serverArgs().join(' ')}`);
});

test("V8 takes the server's options: a young generation at its full size from the start", () => {
  const script =
    "const v8 = require('node:v8'); const s = v8.getHeapSpaceStatistics().find((x) => x.space_name === 'new_space');" +
    ' process.stdout.write(String(s.space_size));';
  const size = Number(
    execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', script], { encoding: 'utf8' }),
  );
  // V8 starts it at 1 MB otherwise.
  assert.ok(size >= 16 * 2 ** 20, `new space of ${size} bytes`);
});
