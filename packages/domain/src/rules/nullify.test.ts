import { describe, expect, it } from 'vitest';
import { canNullify, canUseCapsule, isBillable } from './nullify';

const now = '2024-06-15T12:00:00.000Z';

describe('canNullify', () => {
  it.each([
    [{}, { ok: true, value: true }],
    [{ nullifiedAt: '2024-06-01T00:00:00.000Z' }, { ok: false, code: 'NULLIFY_ALREADY_NULLIFIED' }],
    [
      { usedByPatient: 'Maria Silva' },
      { ok: false, code: 'CAPSULE_ALREADY_USED', params: { patient: 'Maria Silva' } },
    ],
  ])('%j → %j', (capsule, outcome) => expect(canNullify(capsule)).toEqual(outcome));
});

describe('canUseCapsule', () => {
  it.each([
    [{}, { ok: true, value: true }],
    [{ lotExpiresAt: '2024-06-15T12:00:00.000Z' }, { ok: true, value: true }],
    [{ lotExpiresAt: '2024-06-15T11:59:59.000Z' }, { ok: false, code: 'CAPSULE_EXPIRED' }],
    [{ nullifiedAt: '2024-06-01T00:00:00.000Z' }, { ok: false, code: 'CAPSULE_NULLIFIED' }],
    [{ usedByPatient: 'João' }, { ok: false, code: 'CAPSULE_ALREADY_USED', params: { patient: 'João' } }],
  ])('%j → %j', (capsule, outcome) => expect(canUseCapsule(capsule, now)).toEqual(outcome));
});

describe('isBillable', () => {
  it('bills every capsule except nullified ones', () => {
    expect(isBillable({})).toBe(true);
    expect(isBillable({ nullifiedAt: now })).toBe(false);
  });
});
