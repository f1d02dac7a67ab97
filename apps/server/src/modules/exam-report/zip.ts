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
 * Opens each entry at most `ahead` entries before its turn: files that take time to make (report PDFs drawn
 * on several threads) are made side by side while the archive writes the earlier ones, and no more than
 * `ahead` of them wait in memory.
 */
function openedAhead(
  entries: readonly ZipEntry[],
  ahead: number,
): Array<() => Promise<NodeJS.ReadableStream>> {
  const opened: Array<Promise<NodeJS.ReadableStream>> = [];
  const openUpTo = (end: number) => {
    while (opened.length < Math.min(end, entries.length)) {
      const next = (entries[opened.length] as ZipEntry).open();
      // Its turn may never come (the download stopped): the failure is read then, or never.
      next.catch(() => {});
      opened.push(next);
    }
  };
  return entries.map((_, index) => () => {
    openUpTo(index + ahead);
    return opened[index] as Promise<NodeJS.ReadableStream>;
  });
}

/**
 * A ZIP written while it is read: entries one after the other, each opened shortly before its turn (at most
 * `ahead` entries early), the output paced by the reader (a slow download never piles files up in memory).
 * The files are PDFs that are compressed already, so they are stored, not deflated again. A failure ends the
 * stream with it.
 */
export function zipStream(entries: readonly ZipEntry[], { ahead = 1 }: { ahead?: number } = {}): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  const opens = openedAhead(entries, Math.max(1, ahead));
  entries.forEach((entry, index) => {
    zip.addReadStreamLazy(entry.name, { mtime: entry.mtime, compress: false }, (done) => {
      (opens[index] as () => Promise<NodeJS.ReadableStream>)().then(
        (stream) => {
          stream.once('error', fail);
          done(null, stream);
        },
        (error: Error) => fail(error),
      );
    });
  });
  zip.end();
  return output;
}
