import { describe, expect, it } from 'vitest';
import { canReserveFlow, canStartLensBloodCount, type ReservableReader } from './flow-reservation';

const lens: ReservableReader = { code: 'L1', family: 'Lens' };
const flow: ReservableReader = { code: 'F1', family: 'Flow' };

describe('canReserveFlow', () => {
  it.each<[ReservableReader, ReservableReader | null, object]>([
    [lens, flow, { ok: true, value: true }],
    [{ ...lens, reservedWith: 'F0' }, flow, { ok: false, code: 'FLOW_ALREADY_RESERVED' }],
    [lens, null, { ok: false, code: 'NO_FLOW_AVAILABLE' }],
    [lens, { ...flow, reservedWith: 'L2' }, { ok: false, code: 'READER_IN_USE' }],
    [lens, { code: 'V1', family: 'Volt' }, { ok: false, code: 'READER_NOT_SUITED' }],
    [flow, flow, { ok: false, code: 'READER_NOT_SUITED' }],
  ])('%j + %j → %j', (l, f, outcome) => expect(canReserveFlow(l, f)).toEqual(outcome));
});

describe('canStartLensBloodCount', () => {
  it('needs a reserved Flow', () => {
    expect(canStartLensBloodCount({ ...lens, reservedWith: 'F1' }).ok).toBe(true);
    expect(canStartLensBloodCount(lens)).toEqual({ ok: false, code: 'NO_FLOW_AVAILABLE' });
  });
});
