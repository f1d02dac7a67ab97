import { type PassThrough, pipeline, type Readable, Transform, finished as whenDone } from 'node:stream';
import { ZipFile } from './zip-file';

/** A file's content: whole in memory (a report PDF, a JSON), or a stream (a stored file of any size). */
export type ZipContent = Buffer | NodeJS.ReadableStream;

export interface ZipEntry {
  /** Unique within the archive. */
  name: string;
  mtime: Date;
  /** Opened only shortly before the archive reaches this entry, so few files are in memory at once. */
  open: () => Promise<ZipContent>;
}

/**
 * Opens each entry at most `ahead` entries before its turn: files that take time to make (report PDFs drawn
 * on several threads) are made side by side while the archive writes the earlier ones, and no more than
 * `ahead` of them wait in memory.
 */
function openedAhead(entries: readonly ZipEntry[], ahead: number): Array<() => Promise<ZipContent>> {
  const opened: Array<Promise<ZipContent>> = [];
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
    return opened[index] as Promise<ZipContent>;
  });
}

/** Resolves when the archive's reader has taken what was written (false), or went away (true). */
function drainedOrGone(output: PassThrough): Promise<boolean> {
  if (output.destroyed) return Promise.resolve(true);
  if (!output.writableNeedDrain) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settle = (gone: boolean) => () => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      resolve(gone);
    };
    const onDrain = settle(false);
    const onClose = settle(true);
    output.once('drain', onDrain);
    output.once('close', onClose);
  });
}

/**
 * Resolves once a stream entry is read to its end, or the archive's reader went away (the entry is destroyed
 * then); fails with the entry.
 */
function readOrGone(content: Readable, output: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error | null) => {
      stopContent();
      stopOutput();
      if (error) reject(error);
      else resolve();
    };
    const stopContent = whenDone(content, (error) => settle(error));
    const stopOutput = whenDone(output, () => {
      // A stored file's stream holds a descriptor or a connection until it is read or destroyed.
      content.destroy();
      settle();
    });
  });
}

/** Bytes the archive's small pieces are joined into before each write to the client. */
const WRITE_BYTES = 64 * 1024;

/**
 * The archive's pieces (a header of tens of bytes, a file, the next header) joined into writes of about
 * `WRITE_BYTES`: the client's socket takes one system call per write, each far dearer than copying the bytes,
 * and a ZIP of 200 reports would otherwise make three writes a report on the thread everyone's requests wait on.
 */
function joinedWrites(source: Readable): Readable {
  let held: Buffer[] = [];
  let heldBytes = 0;
  const take = () => {
    const joined = Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    return joined;
  };
  const joined = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      heldBytes += chunk.length;
      done(null, heldBytes >= WRITE_BYTES ? take() : undefined);
    },
    flush(done) {
      done(null, heldBytes > 0 ? take() : undefined);
    },
  });
  // A failure of the archive ends the download with it; a client that went away stops the archive.
  return pipeline(source, joined, () => {});
}

/**
 * A ZIP written while it is read: entries one after the other, each opened shortly before its turn (at most
 * `ahead` entries early), the output paced by the reader (a slow download never piles files up in memory).
 * The files are PDFs that are compressed already, so they are stored, not deflated again. A file whole in
 * memory goes in as it is, with no stream of its own: a ZIP of 200 reports would otherwise build and tear
 * down a chain of five streams per file on the main thread, garbage that holds everyone else's requests back.
 * A failure ends the stream with it.
 */
export function zipStream(entries: readonly ZipEntry[], { ahead = 1 }: { ahead?: number } = {}): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as PassThrough;
  zip.on('error', (error: Error) => output.destroy(error));
  const opens = openedAhead(entries, Math.max(1, ahead));
  const write = async () => {
    for (const [index, entry] of entries.entries()) {
      const content = await (opens[index] as () => Promise<ZipContent>)();
      if (output.destroyed) return;
      const options = { mtime: entry.mtime, compress: false };
      if (Buffer.isBuffer(content)) zip.addBuffer(content, entry.name, options);
      else {
        zip.addReadStream(content as Readable, entry.name, options);
        // One stream at a time: the next is opened once this one is read to its end, or the reader left.
        await readOrGone(content as Readable, output);
      }
      if (await drainedOrGone(output)) return;
    }
    zip.end();
  };
  write().catch((error: Error) => output.destroy(error));
  return joinedWrites(output);
}
