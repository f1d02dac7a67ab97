import type { ReaderStatusMessage } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { assertReaderReady, currentStatus } from './start-guards';

const now = new Date('2026-11-30T12:00:00.000Z');

function status(state: string, ts = now.toISOString()) {
  return {
    id: '0b6f2f4e-43a4-4a53-9b8e-2f6f7c1d9a10',
    ts,
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

describe('currentStatus', () => {
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
  const unwritten = (state: string, ts: string) => status(state, ts) as unknown as ReaderStatusMessage;

  it('is what the reader sent last when the batch holding it is not stored yet', () => {
    const current = currentStatus(status('booting', at(0)), unwritten('idle', at(1)));
    expect(current).toMatchObject({ state: 'idle' });
    expect(() => assertReaderReady(current, now)).not.toThrow();
  });

  it('is the stored status when nothing is waiting to be written, or the stored one is newer', () => {
    expect(currentStatus(status('booting', at(0)), undefined)).toMatchObject({ state: 'booting' });
    expect(currentStatus(status('idle', at(2)), unwritten('booting', at(1)))).toMatchObject({
      state: 'idle',
    });
  });

  it('follows arrival around a last will, as the batch does', () => {
    expect(currentStatus(status('idle', at(2)), unwritten('offline', at(0)))).toMatchObject({
      state: 'offline',
    });
    expect(currentStatus(status('offline', at(5)), unwritten('idle', at(1)))).toMatchObject({
      state: 'idle',
    });
  });
});
