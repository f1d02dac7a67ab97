import { describe, expect, it } from 'vitest';
import {
  CURRENT_FIRMWARE_VERSION,
  compareFirmware,
  isFirmwareOutdated,
  readerUpdateAvailable,
} from './firmware';

describe('firmware versions', () => {
  it.each([
    ['2.4.1', '2.5.0', -1],
    ['2.10.0', '2.9.3', 1],
    ['2.5', '2.5.0', 0],
    ['3', '2.99.99', 1],
    ['2.5.0', '2.5', 0],
    ['2.x', '2.0', 0],
  ])('%s vs %s → %i', (a, b, expected) => expect(compareFirmware(a, b)).toBe(expected));

  it('flags readers below the current firmware only', () => {
    expect(isFirmwareOutdated('2.4.1')).toBe(true);
    expect(isFirmwareOutdated(CURRENT_FIRMWARE_VERSION)).toBe(false);
    expect(isFirmwareOutdated('2.6.0')).toBe(false);
  });
});

describe('update offered to a reader', () => {
  it.each([
    ['2.4.1', 'idle', true],
    ['2.5.0', 'idle', false],
    ['2.5.0', 'updateNeeded', true],
    ['2.5.0', 'blockedByBlacklist', true],
  ])('firmware %s in state %s → %s', (firmware, state, expected) =>
    expect(readerUpdateAvailable({ firmware, state })).toBe(expected),
  );
});
