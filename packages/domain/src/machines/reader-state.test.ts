import { describe, expect, it } from 'vitest';
import { ledColours } from './led-colour';
import { isExamInProgress, type ReaderState, readerLed, readerStates } from './reader-state';

describe('reader LED colours', () => {
  it('gives every reader state one of the eight §4 colours', () => {
    for (const state of readerStates) expect(ledColours).toContain(readerLed[state]);
  });

  it('uses every colour at least once', () => {
    expect(new Set(Object.values(readerLed))).toEqual(new Set(ledColours));
  });

  it.each<[ReaderState, string]>([
    ['booting', 'white'],
    ['reconnecting', 'white'],
    ['offline', 'white'],
    ['idle', 'green'],
    ['calibrationNeeded', 'yellow'],
    ['processing', 'cyan'],
    ['heating', 'cyan'],
    ['calibrating', 'cyan'],
    ['sendingResult', 'cyan'],
    ['waitingNfcTag', 'blinkingCyan'],
    ['waitingCuvetteInsertion', 'blinkingCyan'],
    ['waitingLidClose', 'blinkingCyan'],
    ['error', 'red'],
    ['lowBattery', 'red'],
    ['updateFailed', 'red'],
    ['updateNeeded', 'magenta'],
    ['blocked', 'magenta'],
    ['blockedByBlacklist', 'magenta'],
    ['updateDownloading', 'allSteady'],
    ['updateStarting', 'allSteady'],
    ['updateSucceeded', 'white'],
  ])('%s → %s', (state, colour) => expect(readerLed[state]).toBe(colour));
});

describe('isExamInProgress', () => {
  it.each<[ReaderState, boolean]>([
    ['heating', true],
    ['waitingNfcTag', true],
    ['sendingResult', true],
    ['busy', false],
    ['idle', false],
    ['calibrating', false],
  ])('%s → %s', (state, inProgress) => expect(isExamInProgress(state)).toBe(inProgress));
});
