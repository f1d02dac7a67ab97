import { describe, expect, it } from 'vitest';
import { namespaces } from './index';
import { firstNamespaces, namespaceNames } from './namespace-names';

describe('namespace names', () => {
  it('are every namespace, no more, no less', () => {
    expect([...namespaceNames].sort()).toEqual(Object.keys(namespaces).sort());
  });

  it('list the first namespaces among them', () => {
    for (const ns of firstNamespaces) expect(namespaceNames).toContain(ns);
  });
});
