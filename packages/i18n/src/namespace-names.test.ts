import { describe, expect, it } from 'vitest';
import { namespaces } from './index';
import { loginNamespaces, messageNamespaces, namespaceNames } from './namespace-names';

describe('namespace names', () => {
  it('are every namespace, no more, no less', () => {
    expect([...namespaceNames].sort()).toEqual(Object.keys(namespaces).sort());
  });

  it('list the login and message namespaces among them', () => {
    for (const ns of [...loginNamespaces, ...messageNamespaces]) expect(namespaceNames).toContain(ns);
  });
});
