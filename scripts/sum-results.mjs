#!/usr/bin/env node
// Adds up the summary files that `scripts/test-all.mjs --summary-file PATH` wrote and prints ONE closing
// line `N passed, N failed` (`, N skipped` appended when something was skipped). A missing or unreadable
// file is a run that crashed before it could count: it counts as 1 failed. Exit code 1 when anything failed.
// Usage: node scripts/sum-results.mjs FILE...
import { readFileSync } from 'node:fs';
import { printFailures } from './test-all.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const suites = [];
for (const file of process.argv.slice(2)) {
  try {
    const summary = JSON.parse(readFileSync(file, 'utf8'));
    suites.push(...(summary.suites ?? []));
    for (const key of Object.keys(totals)) {
      const value = summary[key];
      if (!Number.isInteger(value) || value < 0) throw new Error(`bad ${key}: ${value}`);
      totals[key] += value;
    }
  } catch (error) {
    console.error(`sum-results: ${file}: no usable summary (${error.message}); counted as 1 failed`);
    totals.failed += 1;
  }
}
if (process.argv.length <= 2) {
  console.error('sum-results: no summary file given; counted as 1 failed');
  totals.failed += 1;
}
printFailures(suites);
// Skipped tests are told on their own line: the closing line is exactly 'N passed, N failed'.
if (totals.skipped) console.log(`(${totals.skipped} skipped; the suites above say which)`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
