// node --test scripts/: the web is built again exactly when a source it is built from changed.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ensureWebBuild, webSourcesFingerprint } from './web-build.mjs';

function repository() {
  const root = mkdtempSync(join(tmpdir(), 'ponto-web-build-'));
  mkdirSync(join(root, 'apps/web/src'), { recursive: true });
  mkdirSync(join(root, 'packages/domain/src'), { recursive: true });
  writeFileSync(join(root, 'apps/web/src/main.tsx'), 'export {};');
  writeFileSync(join(root, 'packages/domain/src/index.ts'), 'export const rule = 1;');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  return root;
}

/** A build that writes dist/index.html, counting its runs. */
function fakeBuild() {
  const calls = { count: 0 };
  const build = (root) => {
    calls.count++;
    mkdirSync(join(root, 'apps/web/dist'), { recursive: true });
    writeFileSync(join(root, 'apps/web/dist/index.html'), '<!doctype html>');
  };
  return { calls, build };
}

test('builds the first time, not again with the same sources, again when one changed', () => {
  const root = repository();
  try {
    const { calls, build } = fakeBuild();
    const options = { build, log: () => {} };
    assert.equal(ensureWebBuild(root, options), true);
    assert.equal(ensureWebBuild(root, options), false);
    writeFileSync(join(root, 'packages/domain/src/index.ts'), 'export const rule = 2;');
    assert.equal(ensureWebBuild(root, options), true);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    assert.equal(ensureWebBuild(root, options), true);
    assert.equal(calls.count, 3);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('builds again when the last build is gone', () => {
  const root = repository();
  try {
    const { calls, build } = fakeBuild();
    const options = { build, log: () => {} };
    ensureWebBuild(root, options);
    rmSync(join(root, 'apps/web/dist/index.html'));
    assert.equal(ensureWebBuild(root, options), true);
    assert.equal(calls.count, 2);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the fingerprint follows contents and names, not file times', () => {
  const root = repository();
  try {
    const before = webSourcesFingerprint(root);
    writeFileSync(join(root, 'apps/web/src/main.tsx'), 'export {};');
    assert.equal(webSourcesFingerprint(root), before);
    writeFileSync(join(root, 'apps/web/src/other.tsx'), 'export {};');
    assert.notEqual(webSourcesFingerprint(root), before);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
