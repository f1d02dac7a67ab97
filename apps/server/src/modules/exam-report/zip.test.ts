import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unzip } from '../../testing/unzip';
import { type ZipEntry, zipStream } from './zip';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Entries whose files take a few milliseconds to make, counting how many are being made at once. */
function slowEntries(count: number) {
  const seen = { opened: 0, making: 0, mostAtOnce: 0 };
  const entries: ZipEntry[] = Array.from({ length: count }, (_, index) => ({
    name: `${index}.txt`,
    mtime: new Date('2026-03-20T12:00:00Z'),
    open: async () => {
      seen.opened += 1;
      seen.making += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.making);
      // The last files are the quickest: an archive that waited for whichever came first would misplace them.
      await new Promise((done) => setTimeout(done, count - index));
      seen.making -= 1;
      return Readable.from([Buffer.from(`file ${index}`)], { objectMode: false });
    },
  }));
  return { entries, seen };
}

describe('zipStream', () => {
  it('makes files ahead of their turn, at most `ahead` at once, and writes them in order', async () => {
    const { entries, seen } = slowEntries(12);
    const files = await unzip(await bytesOf(zipStream(entries, { ahead: 4 })));
    expect([...files.keys()]).toEqual(entries.map((entry) => entry.name));
    expect([...files.values()].map(String)).toEqual(entries.map((_, index) => `file ${index}`));
    expect(seen.opened).toBe(12);
    expect(seen.mostAtOnce).toBe(4);
  });

  it('opens one file at a time unless told otherwise', async () => {
    const { entries, seen } = slowEntries(5);
    expect((await unzip(await bytesOf(zipStream(entries)))).size).toBe(5);
    expect(seen.mostAtOnce).toBe(1);
  });

  it('ends with the error of a file that could not be made, even one made ahead', async () => {
    const { entries } = slowEntries(6);
    const failing = entries.map((entry, index) =>
      index === 3 ? { ...entry, open: () => Promise.reject(new Error('no such report')) } : entry,
    );
    await expect(bytesOf(zipStream(failing, { ahead: 4 }))).rejects.toThrow('no such report');
  });
});
