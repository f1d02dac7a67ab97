import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  /** Unique within the archive. */
  name: string;
  mtime: Date;
  /** Opened only when the archive reaches this entry, so one file at a time is in memory. */
  open: () => Promise<NodeJS.ReadableStream>;
}

/**
 * A ZIP written while it is read: entries one after the other, each opened when its turn comes, the
 * output paced by the reader (a slow download never piles files up in memory). The files are PDFs that
 * are compressed already, so they are stored, not deflated again. A failure ends the stream with it.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { mtime: entry.mtime, compress: false }, (done) => {
      entry.open().then(
        (stream) => {
          stream.once('error', fail);
          done(null, stream);
        },
        (error: Error) => fail(error),
      );
    });
  }
  zip.end();
  return output;
}
