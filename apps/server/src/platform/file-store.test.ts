import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStoreKeyError, LocalFileStore, newFileKey } from './file-store';

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
  it('puts a buffer or a stream, gets it back, deletes it', async () => {
    const { files } = store();
    await files.put('patient-photo/w1/a', Buffer.from('bytes of a'));
    await files.put('patient-photo/w1/b', Readable.from([Buffer.from('bytes '), Buffer.from('of b')]));
    expect(await text((await files.get('patient-photo/w1/a'))!)).toBe('bytes of a');
    expect(await text((await files.get('patient-photo/w1/b'))!)).toBe('bytes of b');
    await files.delete('patient-photo/w1/a');
    expect(await files.get('patient-photo/w1/a')).toBeNull();
    await files.delete('patient-photo/w1/a');
  });

  it('never replaces a file under an existing key and leaves no partial file behind', async () => {
    const { root, files } = store();
    await files.put('k/one', Buffer.from('first'));
    await expect(files.put('k/one', Buffer.from('second'))).rejects.toThrow();
    expect(await text((await files.get('k/one'))!)).toBe('first');
    expect(fs.readdirSync(path.join(root, 'files', 'k'))).toEqual(['one']);
  });

  it('keeps files private to the server process', async () => {
    const { root, files } = store();
    await files.put('k/private', Buffer.from('x'));
    expect(fs.statSync(path.join(root, 'files', 'k', 'private')).mode & 0o077).toBe(0);
  });

  it.each(['../etc/passwd', '/abs', 'a/../b', 'a//b', 'A/b', 'a/b.jpg', '', 'a/'])(
    'refuses the key %j (keys are made by the server, never paths from outside)',
    async (key) => {
      const { files } = store();
      await expect(files.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(FileStoreKeyError);
      await expect(files.get(key)).rejects.toBeInstanceOf(FileStoreKeyError);
    },
  );

  it('makes keys per purpose and workplace that it accepts', async () => {
    const { files } = store();
    const key = newFileKey('patientPhoto', '3f1c2e9a-0000-4000-8000-000000000000');
    expect(key).toMatch(/^patientphoto\/3f1c2e9a-0000-4000-8000-000000000000\/[0-9a-f-]{36}$/);
    await files.put(key, Buffer.from('ok'));
    expect(await files.get(key)).not.toBeNull();
  });
});
