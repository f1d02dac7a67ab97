import { describe, expect, it } from 'vitest';
import { capsuleDeadline, capsuleTimeLeftMs, checkCapsuleInsertion } from './capsule-timing';

const nfc = '2024-06-15T10:00:00.000Z';
const at = (minutes: number, seconds = 0) => new Date(Date.parse(nfc) + minutes * 60_000 + seconds * 1000);

describe('capsule timing (10 minutes after the NFC read)', () => {
  it('sets the deadline 10 minutes after the read', () => {
    expect(capsuleDeadline(nfc).toISOString()).toBe('2024-06-15T10:10:00.000Z');
  });

  it.each([
    [at(0), 600_000],
    [at(9, 30), 30_000],
    [at(10), 0],
    [at(15), 0],
  ])('time left at %s → %i ms', (now, left) => expect(capsuleTimeLeftMs(nfc, now)).toBe(left));

  it.each([
    [at(0), { ok: true, value: true }],
    [at(9, 59), { ok: true, value: true }],
    [at(10), { ok: true, value: true }],
    [at(10, 1), { ok: false, code: 'CAPSULE_INSERTED_TOO_LATE' }],
    [at(-1), { ok: false, code: 'CAPSULE_INSERTED_TOO_EARLY' }],
  ])('inserted at %s → %j', (insertedAt, outcome) =>
    expect(checkCapsuleInsertion(nfc, insertedAt)).toEqual(outcome),
  );

  it('is too early when no NFC read happened yet', () => {
    expect(checkCapsuleInsertion(null, at(0))).toEqual({ ok: false, code: 'CAPSULE_INSERTED_TOO_EARLY' });
  });
});
