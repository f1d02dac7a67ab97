import { describe, expect, it } from 'vitest';
import { READER_EVENT_GAP_WAIT_MS } from '../constants/business';
import { readerEventDue } from './event-order';

const now = new Date('2026-11-25T10:00:00Z');
const receivedAgo = (ms: number) => new Date(now.getTime() - ms);

describe('readerEventDue', () => {
  it('handles an unnumbered event (older firmware) at once', () => {
    expect(readerEventDue({ seq: null, predecessorHandled: false, receivedAt: now }, now)).toBe(true);
  });

  it('handles the first event of a run at once', () => {
    expect(readerEventDue({ seq: 1, predecessorHandled: false, receivedAt: now }, now)).toBe(true);
  });

  it('handles an event once its predecessor is handled', () => {
    expect(readerEventDue({ seq: 5, predecessorHandled: true, receivedAt: now }, now)).toBe(true);
  });

  it('holds an event whose predecessor has not arrived, until the gap wait is over', () => {
    const just = receivedAgo(READER_EVENT_GAP_WAIT_MS - 1);
    expect(readerEventDue({ seq: 5, predecessorHandled: false, receivedAt: just }, now)).toBe(false);
    const over = receivedAgo(READER_EVENT_GAP_WAIT_MS);
    expect(readerEventDue({ seq: 5, predecessorHandled: false, receivedAt: over }, now)).toBe(true);
  });
});
