// The web app is built by `npm start` only when what it is built from changed since the last build: its
// sources, the shared packages it bundles, and the installed dependencies. The fingerprint of the last
// build is kept beside it (apps/web/dist/.sources-fingerprint).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the web build reads, relative to the repository root. */
export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/licences-plugin.ts',
  'apps/web/postcss.config.mjs',
  'apps/web/tsconfig.json',
  'tsconfig.base.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/i18n/src',
  'packages/i18n/package.json',
  'package-lock.json',
];

const FINGERPRINT_FILE = '.sources-fingerprint';

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A hash of every input file's path and contents (contents, not times: a fresh clone has new times). */
export function webSourcesFingerprint(root, inputs = WEB_INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether `dist` holds a complete build made from exactly these sources. */
export function webBuildIsCurrent(dist, fingerprint) {
  const recorded = join(dist, FINGERPRINT_FILE);
  return (
    existsSync(join(dist, 'index.html')) &&
    existsSync(recorded) &&
    readFileSync(recorded, 'utf8').trim() === fingerprint
  );
}

/**
 * Builds the web app into apps/web/dist unless the last build there came from the same sources; returns
 * whether it built. The fingerprint is written only after a build that succeeded.
 */
export function ensureWebBuild(root, { build = defaultBuild, log = console.log } = {}) {
  const dist = join(root, 'apps/web/dist');
  const fingerprint = webSourcesFingerprint(root);
  if (webBuildIsCurrent(dist, fingerprint)) {
    log('The web app is already built from these sources: not building it again.');
    return false;
  }
  build(root);
  writeFileSync(join(dist, FINGERPRINT_FILE), `${fingerprint}\n`);
  return true;
}

function defaultBuild(root) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@ponto/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
