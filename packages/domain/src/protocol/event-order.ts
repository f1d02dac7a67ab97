import { READER_EVENT_GAP_WAIT_MS } from '../constants/business';

/** A stored reader event that has not been handled yet, as far as its order is concerned. */
export interface WaitingReaderEvent {
  /** Its number in the reader's run (protocol `order.seq`); null for firmware that does not number. */
  seq: number | null;
  /** Whether the event numbered seq − 1 in the same run has been handled. */
  predecessorHandled: boolean;
  receivedAt: Date;
}

/**
 * Whether a reader's event may be handled now: an unnumbered one at once; a numbered one after its
 * predecessor, or first in its run, or once the predecessor has been missing for longer than
 * READER_EVENT_GAP_WAIT_MS (lost, or dropped as malformed), so that one lost message never stalls a reader.
 */
export function readerEventDue(event: WaitingReaderEvent, now: Date): boolean {
  if (event.seq === null || event.seq === 1 || event.predecessorHandled) return true;
  return now.getTime() - event.receivedAt.getTime() >= READER_EVENT_GAP_WAIT_MS;
}
