// Build-time list of the third-party packages the web app ships (its production dependencies, followed
// transitively through node_modules), with the licence each declares in its package.json. The About page
// imports it as `virtual:ponto-licences`; nothing is checked in, so the list cannot go stale.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export interface ShippedPackage {
  name: string;
  version: string;
  licence: string;
}

interface PackageJson {
  name?: string;
  version?: string;
  private?: boolean;
  license?: string | { type?: string };
  licenses?: Array<{ type?: string }>;
  dependencies?: Record<string, string>;
}

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** Node's lookup: node_modules/<name> in the folder, then in each parent folder. */
function findPackageDir(name: string, fromDir: string): string | null {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function licenceOf(pkg: PackageJson): string {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  const types = (pkg.licenses ?? []).map((l) => l.type).filter(Boolean);
  return types.length > 0 ? types.join(' OR ') : 'UNKNOWN';
}

/** Every package reachable from the dependencies of the package.json in `rootDir`, sorted by name. */
export function collectShippedPackages(rootDir: string): ShippedPackage[] {
  const seen = new Map<string, ShippedPackage>();
  const queue: Array<{ name: string; from: string }> = Object.keys(
    readJson(join(rootDir, 'package.json')).dependencies ?? {},
  ).map((name) => ({ name, from: rootDir }));
  while (queue.length > 0) {
    const { name, from } = queue.shift()!;
    const dir = findPackageDir(name, from);
    if (!dir) continue; // an optional dependency that is not installed on this platform
    const pkg = readJson(join(dir, 'package.json'));
    const key = `${name}@${pkg.version ?? ''}`;
    if (seen.has(key)) continue;
    // Ponto's own workspace packages are not third-party code: they are Ponto.
    if (!pkg.private) seen.set(key, { name, version: pkg.version ?? '', licence: licenceOf(pkg) });
    else seen.set(key, { name, version: pkg.version ?? '', licence: '' });
    for (const dep of Object.keys(pkg.dependencies ?? {})) queue.push({ name: dep, from: dir });
  }
  return [...seen.values()]
    .filter((p) => p.licence !== '')
    .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

const VIRTUAL_ID = 'virtual:ponto-licences';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function licencesPlugin(rootDir: string): Plugin {
  return {
    name: 'ponto-licences',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load: (id) =>
      id === RESOLVED_ID ? `export default ${JSON.stringify(collectShippedPackages(rootDir))};` : null,
  };
}
