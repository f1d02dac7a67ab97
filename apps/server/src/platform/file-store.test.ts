import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from './file-store';
import { fileStoreContract } from './file-store.contract';

const roots: string[] = [];
function store() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-files-'));
  roots.push(root);
  return { root, files: new LocalFileStore(path.join(root, 'files')) };
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('LocalFileStore', () => {
  fileStoreContract(() => store().files);

  it('leaves no partial file behind when a key exists', async () => {
    const { root, files } = store();
    await files.put('k/one', Buffer.from('first'));
    await expect(files.put('k/one', Buffer.from('second'))).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, 'files', 'k'))).toEqual(['one']);
  });

  it('keeps files private to the server process', async () => {
    const { root, files } = store();
    await files.put('k/private', Buffer.from('x'));
    expect(fs.statSync(path.join(root, 'files', 'k', 'private')).mode & 0o077).toBe(0);
  });
});
