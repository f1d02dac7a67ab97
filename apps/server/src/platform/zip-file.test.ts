import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ZipFile } from './zip-file';

/** The central directory's CRC-32 of each file, as a reader of the archive checks it. */
async function crcsIn(zip: ZipFile): Promise<number[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const crcs: number[] = [];
  for (let at = bytes.indexOf('PK\x01\x02'); at >= 0; at = bytes.indexOf('PK\x01\x02', at + 4))
    crcs.push(bytes.readUInt32LE(at + 16));
  return crcs;
}

describe('a ZIP file', () => {
  it('declares the standard CRC-32 of each file, whole or streamed in pieces', async () => {
    const whole = crypto.randomBytes(70_000);
    const streamed = crypto.randomBytes(50_000);
    const zip = new ZipFile();
    zip.addBuffer(whole, 'whole.pdf', { compress: false });
    zip.addReadStream(
      Readable.from([streamed.subarray(0, 10_000), streamed.subarray(10_000)]),
      'streamed.bin',
    );
    zip.end();
    expect(await crcsIn(zip)).toEqual([zlib.crc32(whole), zlib.crc32(streamed)]);
  });

  it("is computed by zlib's native CRC-32, as buffer-crc32 computes it, continued the same way", () => {
    const crc32 = createRequire(createRequire(import.meta.url).resolve('yazl'))('buffer-crc32') as {
      unsigned: (data: Buffer, previous?: number) => number;
    };
    const bytes = Buffer.from('123456789');
    const native = vi.spyOn(zlib, 'crc32');
    // The check value of CRC-32 (ISO-HDLC).
    expect(crc32.unsigned(bytes)).toBe(0xcbf43926);
    expect(crc32.unsigned(bytes.subarray(4), crc32.unsigned(bytes.subarray(0, 4)))).toBe(0xcbf43926);
    expect(crc32.unsigned(Buffer.alloc(0))).toBe(0);
    expect(native).toHaveBeenCalledTimes(4);
    native.mockRestore();
  });
});
