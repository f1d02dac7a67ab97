/** Where a benchmark writes its figures: `bench/results/<name>-<time>.json`, or `--out`. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './portal';

/** Writes the figures with the time and the machine they were taken on; answers the file's path. */
export function writeResults(
  name: string,
  out: string | undefined,
  figures: Record<string, unknown>,
): string {
  const file =
    out ??
    path.join(
      repoRoot,
      'bench/results',
      `${name}-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.json`,
    );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version };
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), machine, ...figures }, null, 2));
  return path.relative(repoRoot, file);
}
