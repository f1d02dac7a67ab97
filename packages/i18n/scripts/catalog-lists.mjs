#!/usr/bin/env node
// Writes the lists of namespaces from the folders of src/catalogs, the one place a namespace is declared:
// src/namespace-list.ts (the names alone, for the browser), src/all-catalogs.ts (every catalog, every
// language) and src/bundles/<locale>.ts (every catalog of one language).
//   node scripts/catalog-lists.mjs           write them
//   node scripts/catalog-lists.mjs --check   write nothing; exit 1 when one is not what it would write
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const catalogs = join(src, 'catalogs');
const locales = ['pt-BR', 'en-US', 'es-ES', 'pt-PT'];
const header = `// Written by scripts/catalog-lists.mjs from the folders of src/catalogs (\`npm run catalogs -w @ponto/i18n\`).`;

const names = readdirSync(catalogs)
  .filter((name) => statSync(join(catalogs, name)).isDirectory())
  .sort();

function namespaceList() {
  return `${header}
export const namespaceNames = [
${names.map((name) => `  '${name}',`).join('\n')}
] as const;
`;
}

function allCatalogs() {
  return `${header}
${names.map((name) => `import ${name} from './catalogs/${name}';`).join('\n')}

/** Every namespace of the product, each in every language. */
export const namespaces = {
${names.map((name) => `  ${name},`).join('\n')}
} as const;
`;
}

function bundle(locale) {
  return `${header}
// The ${locale} catalogs of every namespace in one module: the browser loads one language at a time
// (apps/web/src/lib/i18n.ts). bundles.test.ts checks it holds exactly what \`resources\` has.
import type { Catalog } from '../catalog-types';
${names.map((name) => `import ${name} from '../catalogs/${name}/${locale}';`).join('\n')}
import type { Namespace } from '../index';

const bundle: Record<Namespace, Catalog> = {
${names.map((name) => `  ${name},`).join('\n')}
};
export default bundle;
`;
}

const files = {
  'namespace-list.ts': namespaceList(),
  'all-catalogs.ts': allCatalogs(),
  ...Object.fromEntries(locales.map((locale) => [`bundles/${locale}.ts`, bundle(locale)])),
};

const check = process.argv.includes('--check');
const stale = [];
for (const [path, text] of Object.entries(files)) {
  const file = join(src, path);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(relative(root, file));
  else writeFileSync(file, text);
}
if (stale.length > 0) {
  console.error(
    `Not what scripts/catalog-lists.mjs writes: ${stale.join(', ')}. Run \`npm run catalogs -w @ponto/i18n\`.`,
  );
  process.exit(1);
}
