import { describe, expect, it } from 'vitest';
import { deviceFamilies } from '../entities/device-family';
import {
  type Consumable,
  consumables,
  familyConsumable,
  insertionState,
  isInsertionStep,
  removalState,
} from './consumable';
import { stepsFor } from './exam-progress';
import { readerLed, readerStates } from './reader-state';

describe('consumables', () => {
  it.each<[Consumable, string, string]>([
    ['capsule', 'waitingCapsuleInsertion', 'waitingCapsuleRemoval'],
    ['cartridge', 'waitingCartridgeInsertion', 'waitingCartridgeRemoval'],
    ['cuvette', 'waitingCuvetteInsertion', 'waitingCuvetteRemoval'],
    ['tube', 'waitingTubeInsertion', 'waitingTubeRemoval'],
    ['kit', 'waitingKitInsertion', 'waitingKitRemoval'],
  ])('%s: %s then %s', (consumable, insertion, removal) => {
    expect(insertionState(consumable)).toBe(insertion);
    expect(removalState(consumable)).toBe(removal);
  });

  it('maps every consumable to reader states that ask the user to act (blinking cyan)', () => {
    for (const consumable of consumables) {
      for (const state of [insertionState(consumable), removalState(consumable)]) {
        expect(readerStates).toContain(state);
        expect(readerLed[state]).toBe('blinkingCyan');
      }
    }
  });

  it('gives every family that runs a consumable a known one, and Independent none', () => {
    for (const family of deviceFamilies) {
      const consumable = familyConsumable[family];
      if (family === 'Independent') expect(consumable).toBeNull();
      else expect(consumables).toContain(consumable);
    }
    expect(familyConsumable.Molecular).toBe('cartridge');
    expect(familyConsumable.Wave).toBe('cuvette');
  });

  it('names the insertion step of each family that has one', () => {
    expect(stepsFor('Flow').filter(isInsertionStep)).toEqual(['waitingCapsule']);
    expect(stepsFor('Wave').filter(isInsertionStep)).toEqual(['insertCuvette']);
    expect(stepsFor('Volt').filter(isInsertionStep)).toEqual([]);
  });
});
