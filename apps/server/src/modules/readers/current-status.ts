import { type ReaderStatusMessage, readerStatusMessageSchema } from '@ponto/domain';

/**
 * The reader's status as it stands: the stored one, or one this process received and has not stored yet
 * (statuses are written in batches, status-writer.ts), which a browser may already show. The unwritten
 * one arrived after the stored one was written here, and replaces it as the batch will (a last will, or one
 * after it, by arrival; others by the time the reader sent them): only a newer status another process of the
 * deployment stored comes first.
 */
export function currentStatus(stored: unknown, unwritten: ReaderStatusMessage | undefined): unknown {
  if (!unwritten) return stored;
  const parsed = stored ? readerStatusMessageSchema.safeParse(stored) : null;
  if (!parsed?.success || unwritten.state === 'offline' || parsed.data.state === 'offline') return unwritten;
  return Date.parse(parsed.data.ts) > Date.parse(unwritten.ts) ? stored : unwritten;
}
