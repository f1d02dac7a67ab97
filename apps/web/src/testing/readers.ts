import type { ReaderOverview } from '@ponto/domain';
import type { ReaderStatusLiveMessage } from '../lib/live/apply-reader-status';

export function readerOverview(overrides: Partial<ReaderOverview> = {}): ReaderOverview {
  return {
    code: 'FLW-0001',
    family: 'Flow',
    virtual: true,
    state: 'idle',
    led: 'green',
    batteryPercent: 80,
    wifiLevel: 3,
    connectionType: 'wifi',
    firmware: '2.4.1',
    calibration: { validity: 'valid', expiresAt: '2030-01-01T12:00:00.000Z' },
    examId: null,
    progress: null,
    statusAt: '2024-06-15T12:00:00.000Z',
    updateAvailable: false,
    ...overrides,
  } as ReaderOverview; // asserted: also compiles while the domain schema is one field behind
}

let counter = 0;

/** A workplace readerStatus message as the server republishes it; each call gets a new id unless given. */
export function readerStatusMessage(
  overrides: Partial<ReaderStatusLiveMessage> = {},
): ReaderStatusLiveMessage {
  counter += 1;
  return {
    type: 'readerStatus',
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    ts: '2024-06-15T12:00:05.000Z',
    v: 1,
    code: 'FLW-0001',
    family: 'Flow',
    state: 'booting',
    led: 'white',
    batteryPercent: 75,
    wifiLevel: 2,
    connectionType: 'wifi',
    firmware: '2.4.1',
    calibration: { status: 'approved', expiresAt: '2030-01-01T12:00:00.000Z' },
    examId: null,
    ...overrides,
  };
}
