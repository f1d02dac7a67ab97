#!/usr/bin/env node
// Code and docs describe the system as it is; git keeps its history. Fails (exit 1) on words that narrate
// history in the tracked sources and docs: issue numbers, lettered contracts, figures from before a change.
// Spec citations (§N) are what rules cite instead.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs', 'README.md'];
const TEXT = /\.(ts|tsx|js|mjs|md)$/;
const HISTORY = [
  /\bissues? \d+\b/i,
  /\b[Cc]ontracts? [A-E]\b/,
  new RegExp(String.raw`\bbefore ${'the'} change\b`, 'i'),
];

const files = execFileSync('git', ['ls-files', '--', ...ROOTS], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file));
const found = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (HISTORY.some((word) => word.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error(`History in code or docs (say what is, not what was):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`No history words in ${files.length} files.`);
