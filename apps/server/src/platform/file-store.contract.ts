import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { type FileStore, FileStoreKeyError, newFileKey } from './file-store';

/** What every FileStore does, whichever the backend: run by the tests of each implementation. */
export function fileStoreContract(make: () => FileStore): void {
  it('puts a buffer or a stream, gets it back, deletes it', async () => {
    const files = make();
    await files.put('patient-photo/w1/a', Buffer.from('bytes of a'));
    await files.put('patient-photo/w1/b', Readable.from([Buffer.from('bytes '), Buffer.from('of b')]));
    expect(await text((await files.get('patient-photo/w1/a'))!)).toBe('bytes of a');
    expect(await text((await files.get('patient-photo/w1/b'))!)).toBe('bytes of b');
    await files.delete('patient-photo/w1/a');
    expect(await files.get('patient-photo/w1/a')).toBeNull();
    await files.delete('patient-photo/w1/a');
  });

  it('keeps binary content byte for byte', async () => {
    const files = make();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    await files.put('k/binary', bytes);
    const back = (await files.get('k/binary'))!;
    const chunks: Buffer[] = [];
    for await (const chunk of back) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('answers null for a key that was never written', async () => {
    expect(await make().get('k/never-written')).toBeNull();
  });

  it('never replaces a file under an existing key', async () => {
    const files = make();
    await files.put('k/one', Buffer.from('first'));
    await expect(files.put('k/one', Buffer.from('second'))).rejects.toThrow();
    expect(await text((await files.get('k/one'))!)).toBe('first');
  });

  it.each(['../etc/passwd', '/abs', 'a/../b', 'a//b', 'A/b', 'a/b.jpg', '', 'a/'])(
    'refuses the key %j (keys are made by the server, never paths from outside)',
    async (key) => {
      const files = make();
      await expect(files.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(FileStoreKeyError);
      await expect(files.get(key)).rejects.toBeInstanceOf(FileStoreKeyError);
      await expect(files.delete(key)).rejects.toBeInstanceOf(FileStoreKeyError);
    },
  );

  it('makes keys per purpose and workplace that it accepts', async () => {
    const files = make();
    const key = newFileKey('patientPhoto', '3f1c2e9a-0000-4000-8000-000000000000');
    expect(key).toMatch(/^patientphoto\/3f1c2e9a-0000-4000-8000-000000000000\/[0-9a-f-]{36}$/);
    await files.put(key, Buffer.from('ok'));
    expect(await files.get(key)).not.toBeNull();
  });
}
