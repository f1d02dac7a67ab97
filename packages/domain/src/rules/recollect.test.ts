import { describe, expect, it } from 'vitest';
import {
  canRequestRecollect,
  canStartRecollect,
  isRecollectExpired,
  type RecollectCandidate,
} from './recollect';

const ok = { ok: true, value: true };

describe('canRequestRecollect', () => {
  it.each<[RecollectCandidate, object]>([
    [{ state: 'invalid', recollected: false }, ok],
    [{ state: 'invalidatedBySoftware', recollected: false }, ok],
    [{ state: 'ready', recollected: false, reason: 'haemolysed sample' }, ok],
    [{ state: 'inAnalysis', recollected: false, reason: 'capsule removed early' }, ok],
    [
      { state: 'ready', recollected: false },
      { ok: false, code: 'RECOLLECT_NOT_AVAILABLE' },
    ],
    [
      { state: 'ready', recollected: false, reason: null },
      { ok: false, code: 'RECOLLECT_NOT_AVAILABLE' },
    ],
    [
      { state: 'invalid', recollected: true },
      { ok: false, code: 'RECOLLECT_ALREADY_DONE' },
    ],
    [
      { state: 'recollectExpired', recollected: false },
      { ok: false, code: 'RECOLLECT_EXPIRED' },
    ],
    [
      { state: 'cancelled', recollected: false, reason: 'x' },
      { ok: false, code: 'RECOLLECT_NOT_AVAILABLE' },
    ],
    [
      { state: 'awaitingRecollect', recollected: false },
      { ok: false, code: 'RECOLLECT_NOT_AVAILABLE' },
    ],
  ])('%j → %j', (exam, outcome) => expect(canRequestRecollect(exam)).toEqual(outcome));
});

describe('isRecollectExpired', () => {
  const deadline = '2024-06-20T00:00:00.000Z';
  it.each([
    [deadline, '2024-06-19T23:59:59.000Z', false],
    [deadline, deadline, false],
    [deadline, '2024-06-20T00:00:01.000Z', true],
    [null, '2099-01-01T00:00:00.000Z', false],
    [undefined, '2099-01-01T00:00:00.000Z', false],
  ])('deadline %s at %s → %s', (d, now, expired) => expect(isRecollectExpired(d, now)).toBe(expired));
});

describe('canStartRecollect', () => {
  const now = '2024-06-15T12:00:00.000Z';
  const waiting: RecollectCandidate = {
    state: 'awaitingRecollect',
    recollected: false,
    deadline: '2024-06-16T00:00:00.000Z',
  };
  const freeReader = { examWaitingForCapsule: false };

  it.each<[RecollectCandidate, { examWaitingForCapsule: boolean }, object]>([
    [waiting, freeReader, ok],
    [{ ...waiting, deadline: null }, freeReader, ok],
    [waiting, { examWaitingForCapsule: true }, { ok: false, code: 'RECOLLECT_READER_BUSY' }],
    [{ ...waiting, recollected: true }, freeReader, { ok: false, code: 'RECOLLECT_ALREADY_DONE' }],
    [
      { ...waiting, deadline: '2024-06-15T11:59:59.000Z' },
      freeReader,
      { ok: false, code: 'RECOLLECT_EXPIRED' },
    ],
    [{ ...waiting, state: 'recollectExpired' }, freeReader, { ok: false, code: 'RECOLLECT_EXPIRED' }],
    [{ ...waiting, state: 'ready' }, freeReader, { ok: false, code: 'RECOLLECT_NOT_AVAILABLE' }],
  ])('%j with %j → %j', (exam, reader, outcome) =>
    expect(canStartRecollect(exam, reader, now)).toEqual(outcome),
  );
});
