import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespaces } from './index';
import { loginNamespaces, messageNamespaces, namespaceNames } from './namespace-names';

describe('namespace names', () => {
  it('are every namespace, no more, no less', () => {
    expect([...namespaceNames].sort()).toEqual(Object.keys(namespaces).sort());
  });

  it('are what scripts/catalog-lists.mjs writes from the folders of src/catalogs', () => {
    const script = fileURLToPath(new URL('../scripts/catalog-lists.mjs', import.meta.url));
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('list the login and message namespaces among them', () => {
    for (const ns of [...loginNamespaces, ...messageNamespaces]) expect(namespaceNames).toContain(ns);
  });
});
