import { PassThrough, pipeline, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CutStreamError, Framer, Unframer } from './frames';

/** Everything a framer writes for this head and body, as one buffer. */
async function framed(head: string, body: Buffer[]): Promise<Buffer> {
  const framer = new Framer();
  const out: Buffer[] = [];
  framer.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => framer.on('end', resolve));
  framer.write(head);
  for (const chunk of body) framer.write(chunk);
  framer.end();
  await ended;
  return Buffer.concat(out);
}

/** Feeds the bytes to an unframer in pieces of `size`, and reads its head and body. */
async function unframed(bytes: Buffer, size: number) {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  const unframer = new Unframer();
  const body: Buffer[] = [];
  const done = new Promise<Error | undefined>((resolve) =>
    pipeline(Readable.from(pieces), unframer, (error) => resolve(error ?? undefined)),
  );
  unframer.on('data', (chunk: Buffer) => body.push(chunk));
  const head = await unframer.head.then(String, (error: Error) => error);
  return { head, body: Buffer.concat(body), error: await done };
}

describe('frames between two processes', () => {
  const body = [Buffer.from('PK first file'), Buffer.alloc(70_000, 7), Buffer.from('last')];

  it('carry the head and then the body, however the bytes are cut on the way', async () => {
    const bytes = await framed('{"files":3}', body);
    for (const size of [1, 3, 5, 4096, bytes.length]) {
      const read = await unframed(bytes, size);
      expect(read.head).toBe('{"files":3}');
      expect(read.body.equals(Buffer.concat(body))).toBe(true);
      expect(read.error).toBeUndefined();
    }
  });

  it('tell a stream cut before its sender finished from a finished one', async () => {
    const bytes = await framed('{"files":3}', body);
    // Without its closing empty frame, then cut in the middle of a frame.
    for (const cut of [bytes.length - 4, bytes.length - 100]) {
      const read = await unframed(bytes.subarray(0, cut), 4096);
      expect(read.head).toBe('{"files":3}');
      expect(read.error).toBeInstanceOf(CutStreamError);
    }
  });

  it('fail the head of a stream cut before it', async () => {
    const bytes = await framed('{"files":3}', body);
    const read = await unframed(bytes.subarray(0, 6), 2);
    expect(read.head).toBeInstanceOf(CutStreamError);
    expect(read.error).toBeInstanceOf(CutStreamError);
  });

  it('fail the head of a stream destroyed before it came', async () => {
    const source = new PassThrough();
    const unframer = new Unframer();
    pipeline(source, unframer, () => {});
    source.destroy(new Error('gone'));
    await expect(unframer.head).rejects.toThrow();
  });
});
