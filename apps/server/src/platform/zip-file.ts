import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { ZipFile } from 'yazl';

type Crc32 = { unsigned: (data: Buffer, previous?: number) => number };

/**
 * yazl's ZipFile with each file's CRC-32 computed by zlib, natively, instead of by `buffer-crc32`'s loop over
 * every byte in JavaScript: a ZIP of 200 reports (3.3 MB) took the server's main thread about 7 ms for its
 * checksums, now under 1 (docs/performance.md). The two compute the same standard CRC-32, continued from a
 * previous value the same way (platform/zip-file.test.ts).
 */
const yazlRequire = createRequire(createRequire(import.meta.url).resolve('yazl'));
const crc32 = yazlRequire('buffer-crc32') as Crc32;
crc32.unsigned = (data, previous) => zlib.crc32(data, previous ?? 0);

export { ZipFile };
