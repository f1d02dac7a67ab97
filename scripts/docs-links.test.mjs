// node --test scripts/: every docs page is reachable from README.md or docs/architecture.md, and every
// docs page the repository cites exists.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { citingFiles, docPages, ENTRY_POINTS, missingCitations, unreachablePages } from './docs-links.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Made-up citations are assembled, so that this file does not cite a missing page itself.
const cite = (name) => ['docs', name].join('/');

test('every docs page is linked from README.md or docs/architecture.md', () => {
  const texts = Object.fromEntries(
    ENTRY_POINTS.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]),
  );
  assert.deepEqual(unreachablePages(docPages(ROOT), texts), []);
});

test('every docs/<page>.md cited in the repository exists', () => {
  const missing = missingCitations(citingFiles(ROOT), (path) => existsSync(join(ROOT, path)));
  assert.deepEqual(missing, []);
});

test('a page linked from neither entry point is reported', () => {
  const pages = [cite('architecture.md'), cite('linked.md'), cite('via-readme.md'), cite('orphan.md')];
  const texts = {
    'README.md': `See [the architecture](${cite('architecture.md')}) and [x](${cite('via-readme.md')}).`,
    [cite('architecture.md')]: '- [linked.md](linked.md#top): one line\n- mentioned only as orphan.md',
  };
  assert.deepEqual(unreachablePages(pages, texts), [cite('orphan.md')]);
});

test('a citation of a missing page is reported with its file and line', () => {
  const files = {
    'apps/server/src/a.ts': `// fine (${cite('here.md')})\n// gone (${cite('gone.md')})`,
    [cite('here.md')]: 'See [gone](gone.md) and [here](here.md#a) and [spec](../README.md).',
    'apps/web/src/b.ts': '// apps/web/docs/other.md is not a docs page of the repository',
  };
  const exists = (path) => path === cite('here.md') || path === 'README.md';
  assert.deepEqual(missingCitations(files, exists), [
    `apps/server/src/a.ts:2: ${cite('gone.md')}`,
    `${cite('here.md')}:1: ${cite('gone.md')}`,
  ]);
});
