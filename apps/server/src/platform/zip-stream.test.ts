import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unzip } from '../testing/unzip';
import { type ZipContent, type ZipEntry, zipStream } from './zip-stream';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Entries whose files take a few milliseconds to make, counting how many are being made at once. */
function slowEntries(count: number, content: (text: string) => ZipContent = (text) => Buffer.from(text)) {
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
      return content(`file ${index}`);
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

  it('takes streams too (stored files), one at a time, each read to its end', async () => {
    const { entries, seen } = slowEntries(5, (text) =>
      Readable.from([Buffer.from(text.slice(0, 3)), Buffer.from(text.slice(3))], { objectMode: false }),
    );
    const files = await unzip(await bytesOf(zipStream(entries, { ahead: 2 })));
    expect([...files.values()].map(String)).toEqual(entries.map((_, index) => `file ${index}`));
    expect(seen.mostAtOnce).toBe(2);
  });

  it('ends with the error of a stream that fails midway', async () => {
    const { entries } = slowEntries(3);
    const failing = entries.map((entry, index) =>
      index === 1
        ? {
            ...entry,
            open: async () =>
              Readable.from(
                (async function* () {
                  yield Buffer.from('half');
                  throw new Error('the store went away');
                })(),
                { objectMode: false },
              ),
          }
        : entry,
    );
    await expect(bytesOf(zipStream(failing))).rejects.toThrow('the store went away');
  });

  it('hands its reader the archive in pieces of tens of kilobytes, not a header and a file apiece', async () => {
    const entries: ZipEntry[] = Array.from({ length: 100 }, (_, index) => ({
      name: `${index}.pdf`,
      mtime: new Date('2026-03-20T12:00:00Z'),
      open: async () => Buffer.alloc(2 * 1024, index),
    }));
    const pieces: Buffer[] = [];
    for await (const piece of zipStream(entries, { ahead: 4 })) pieces.push(piece as Buffer);
    expect(pieces.length).toBeLessThanOrEqual(5);
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeGreaterThanOrEqual(64 * 1024);
    const files = await unzip(Buffer.concat(pieces));
    expect(files.get('99.pdf')).toEqual(Buffer.alloc(2 * 1024, 99));
  });

  it('opens no more files once the reader went away, and writes what it has only as fast as it is read', async () => {
    const big = Buffer.alloc(256 * 1024, 1);
    let opened = 0;
    const entries: ZipEntry[] = Array.from({ length: 50 }, (_, index) => ({
      name: `${index}.bin`,
      mtime: new Date('2026-03-20T12:00:00Z'),
      open: async () => {
        opened += 1;
        return big;
      },
    }));
    const stream = zipStream(entries, { ahead: 2 });
    // Nobody reads: it stops after a few files instead of piling all 50 up in memory.
    await new Promise((done) => setTimeout(done, 100));
    expect(opened).toBeLessThan(6);
    stream.destroy();
    await new Promise((done) => setTimeout(done, 50));
    const openedWhenGone = opened;
    await new Promise((done) => setTimeout(done, 100));
    expect(opened).toBe(openedWhenGone);
    expect(opened).toBeLessThan(6);
  });

  it('lets go of a stored file being streamed when the reader goes away', async () => {
    const endless = new Readable({ read() {} });
    endless.push(Buffer.alloc(1024, 1));
    const entries: ZipEntry[] = [
      { name: 'stored.bin', mtime: new Date('2026-03-20T12:00:00Z'), open: async () => endless },
    ];
    const stream = zipStream(entries);
    stream.resume();
    await new Promise((done) => setTimeout(done, 50));
    stream.destroy();
    await new Promise((done) => setTimeout(done, 50));
    expect(endless.destroyed).toBe(true);
  });
});
