import type { ReaderStatusMessage } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { currentStatus } from './current-status';

const now = new Date('2026-11-30T12:00:00.000Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

function status(state: string, ts: string) {
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
const unwritten = (state: string, ts: string) => status(state, ts) as unknown as ReaderStatusMessage;

describe('currentStatus', () => {
  it('is what the reader sent last when the batch holding it is not stored yet', () => {
    expect(currentStatus(status('booting', at(0)), unwritten('idle', at(1)))).toMatchObject({
      state: 'idle',
    });
    expect(currentStatus(null, unwritten('idle', at(1)))).toMatchObject({ state: 'idle' });
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
