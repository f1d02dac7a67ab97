import { describe, expect, it } from 'vitest';
import { assertReaderReady } from './start-guards';

const now = new Date('2026-11-30T12:00:00.000Z');

function status(state: string) {
  return {
    id: '0b6f2f4e-43a4-4a53-9b8e-2f6f7c1d9a10',
    ts: now.toISOString(),
    code: 'VFLO-22333444-01',
    family: 'Flow',
    state,
    led: 'white',
    batteryPercent: 90,
    wifiLevel: 4,
    connectionType: 'wifi',
    firmware: '2.4.1',
    calibration: { status: 'approved', expiresAt: '2026-12-01T12:00:00.000Z' },
  };
}

function refusal(state: string): string | null {
  try {
    assertReaderReady(status(state), now);
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('assertReaderReady', () => {
  it('lets an idle, calibrated reader take an exam', () => {
    expect(refusal('idle')).toBeNull();
  });

  it('names why a reader that is not idle cannot take one', () => {
    expect(refusal('offline')).toBe('READER_OFFLINE');
    expect(refusal('waitingNfcTag')).toBe('READER_IN_USE');
    expect(refusal('booting')).toBe('READER_STARTING');
    expect(refusal('lowBattery')).toBe('READER_LOW_BATTERY');
    expect(refusal('calibrating')).toBe('READER_IN_USE');
    expect(refusal('error')).toBe('READER_IN_USE');
  });

  it('never answers with the state machine’s bare INVALID_TRANSITION', () => {
    for (const state of ['booting', 'calibrating', 'error', 'blocked', 'updateNeeded', 'updateSucceeded'])
      expect(refusal(state)).not.toBe('INVALID_TRANSITION');
  });
});
