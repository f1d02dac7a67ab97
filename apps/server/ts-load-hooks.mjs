/**
 * Module hooks (ts-runtime.mjs): the repository's own `.ts` files (apps/*, packages/*, outside node_modules)
 * compiled by esbuild as ES modules, with source maps, and without `keepNames`. Everything else goes on to
 * tsx's hooks. Compiled files are kept in the system's temporary folder by a digest of their source and the
 * compiler's options, as tsx keeps its own: a start compiles only what changed.
 */
import crypto from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform, version } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const own = [path.join(repoRoot, 'apps') + path.sep, path.join(repoRoot, 'packages') + path.sep];
const options = {
  loader: 'ts',
  format: 'esm',
  target: `node${process.versions.node}`,
  sourcemap: 'inline',
  // The repository's tsconfig.base.json: class fields as ES2022 defines them, type-only imports dropped.
  tsconfigRaw: { compilerOptions: { target: 'ES2023', verbatimModuleSyntax: true } },
};
// Where there are no user ids (Windows), nothing is kept.
const uid = process.getuid?.();
const cacheDir = path.join(os.tmpdir(), `ponto-ts-${uid}`);
const optionsKey = JSON.stringify([version, options]);

/**
 * Whether the cache folder is this user's alone: code read from a folder someone else could write would be
 * theirs to choose. Otherwise every file is compiled at each start.
 */
const cacheUsable =
  uid !== undefined &&
  mkdir(cacheDir, { recursive: true, mode: 0o700 })
    .then(() => stat(cacheDir))
    .then((folder) => folder.isDirectory() && folder.uid === uid && (folder.mode & 0o077) === 0)
    .catch(() => false);

/** The file of a URL the repository compiles itself; null for anything else. */
function ownTypeScript(url) {
  if (!url.startsWith('file:')) return null;
  const file = fileURLToPath(url.split('?')[0]);
  if (!file.endsWith('.ts') || file.endsWith('.d.ts') || file.includes(`${path.sep}node_modules${path.sep}`))
    return null;
  return own.some((folder) => file.startsWith(folder)) ? file : null;
}

async function compiled(file) {
  const source = await readFile(file, 'utf8');
  if (!(await cacheUsable)) return (await transform(source, { ...options, sourcefile: file })).code;
  const digest = crypto.createHash('sha256').update(optionsKey).update(file).update(source).digest('hex');
  const kept = path.join(cacheDir, `${digest}.mjs`);
  try {
    return await readFile(kept, 'utf8');
  } catch {
    const { code } = await transform(source, { ...options, sourcefile: file });
    await keep(kept, code);
    return code;
  }
}

/**
 * Written beside and renamed: another process starting at the same time never reads half a file. A cache that
 * cannot be written (a full disk) costs the next start its compiling, nothing more.
 */
async function keep(kept, code) {
  const partial = `${kept}.${process.pid}.${crypto.randomUUID()}`;
  try {
    await writeFile(partial, code);
    await rename(partial, kept);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}

export async function load(url, context, nextLoad) {
  const file = ownTypeScript(url);
  if (!file) return nextLoad(url, context);
  return { format: 'module', source: await compiled(file), shortCircuit: true };
}
