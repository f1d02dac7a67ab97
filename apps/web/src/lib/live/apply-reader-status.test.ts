import { describe, expect, it } from 'vitest';
import { readerOverview, readerStatusMessage } from '@/testing/readers';
import { applyReaderStatus } from './apply-reader-status';

const now = Date.parse('2024-06-15T12:00:10.000Z');

describe('applyReaderStatus', () => {
  it('puts the device status into the reader of the list, leaving the others untouched', () => {
    const other = readerOverview({ code: 'LNS-0001', family: 'Lens' });
    const list = [readerOverview({ state: 'offline', led: 'white' }), other];
    const result = applyReaderStatus(
      list,
      readerStatusMessage({ state: 'idle', led: 'green', batteryPercent: 12, wifiLevel: 1 }),
      now,
    );
    expect(result.kind).toBe('updated');
    if (result.kind !== 'updated') return;
    expect(result.list[0]).toMatchObject({
      code: 'FLW-0001',
      state: 'idle',
      led: 'green',
      batteryPercent: 12,
      wifiLevel: 1,
      statusAt: '2024-06-15T12:00:05.000Z',
      calibration: { validity: 'valid', expiresAt: '2030-01-01T12:00:00.000Z' },
    });
    expect(result.list[1]).toBe(other);
    expect(list[0]?.state).toBe('offline'); // the cached list itself is never mutated
  });

  it('is idempotent: the same message twice gives the same list', () => {
    const message = readerStatusMessage({ state: 'calibrating', led: 'cyan' });
    const once = applyReaderStatus([readerOverview()], message, now);
    if (once.kind !== 'updated') throw new Error('expected an update');
    const twice = applyReaderStatus(once.list, message, now);
    expect(twice.kind === 'updated' && twice.list).toEqual(once.list);
  });

  it('ignores a status older than the one shown (out of order delivery)', () => {
    const list = [readerOverview({ statusAt: '2024-06-15T12:00:09.000Z' })];
    expect(applyReaderStatus(list, readerStatusMessage({ ts: '2024-06-15T12:00:01.000Z' }), now)).toEqual({
      kind: 'stale',
    });
  });

  it('applies an offline last will although its time is that of the connection (older than what is shown)', () => {
    const list = [readerOverview({ statusAt: '2024-06-15T12:00:09.000Z' })];
    const will = readerStatusMessage({ state: 'offline', led: 'white', ts: '2024-06-15T11:00:00.000Z' });
    const result = applyReaderStatus(list, will, now);
    expect(result.kind === 'updated' && result.list[0]?.state).toBe('offline');
  });

  it('works out updateAvailable as the server does: older firmware, updateNeeded or blacklisted', () => {
    const list = [readerOverview({ firmware: '2.4.1', updateAvailable: true })];
    const apply = (overrides: Parameters<typeof readerStatusMessage>[0]) => {
      const result = applyReaderStatus(list, readerStatusMessage(overrides), now);
      return result.kind === 'updated' ? result.list[0]?.updateAvailable : undefined;
    };
    expect(apply({ state: 'idle', firmware: '2.4.1' })).toBe(true);
    // Rebooted on the portal's firmware: the update is no longer offered, without reading the list again.
    expect(apply({ state: 'booting', firmware: '2.5.0' })).toBe(false);
    expect(apply({ state: 'idle', firmware: '2.10.0' })).toBe(false);
    expect(apply({ state: 'updateNeeded', firmware: '2.5.0' })).toBe(true);
    expect(apply({ state: 'blockedByBlacklist', led: 'magenta', firmware: '2.5.0' })).toBe(true);
  });

  it('says when the reader is not in the list (newly registered: read the list again)', () => {
    expect(applyReaderStatus([readerOverview()], readerStatusMessage({ code: 'NEW-1' }), now)).toEqual({
      kind: 'unknown',
    });
  });

  it('works out the calibration validity: under 1 hour left must be redone, rejected and none kept', () => {
    const list = [readerOverview()];
    const soon = applyReaderStatus(
      list,
      readerStatusMessage({ calibration: { status: 'approved', expiresAt: '2024-06-15T12:30:00.000Z' } }),
      now,
    );
    expect(soon.kind === 'updated' && soon.list[0]?.calibration.validity).toBe('expiringSoon');
    const rejected = applyReaderStatus(
      list,
      readerStatusMessage({ calibration: { status: 'rejected', expiresAt: null } }),
      now,
    );
    expect(rejected.kind === 'updated' && rejected.list[0]?.calibration.validity).toBe('rejected');
    const none = applyReaderStatus(
      list,
      readerStatusMessage({ calibration: { status: 'none', expiresAt: null } }),
      now,
    );
    expect(none.kind === 'updated' && none.list[0]?.calibration.validity).toBe('none');
  });

  it('keeps the "part x of y" of a result being sent', () => {
    const result = applyReaderStatus(
      [readerOverview()],
      readerStatusMessage({ state: 'sendingResult', led: 'cyan', progress: { part: 2, of: 5 } }),
      now,
    );
    expect(result.kind === 'updated' && result.list[0]?.progress).toEqual({ part: 2, of: 5 });
  });
});
