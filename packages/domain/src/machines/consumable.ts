import type { DeviceFamily } from '../entities/device-family';
import type { ExamStep } from './exam-progress';
import type { ReaderState } from './reader-state';

/** §4: what the user inserts into a reader for an exam ("capsule, cartridge, cuvette, tube or kit"). */
export const consumables = ['capsule', 'cartridge', 'cuvette', 'tube', 'kit'] as const;
export type Consumable = (typeof consumables)[number];

/**
 * What each family takes. Molecular runs a sealed PCR cartridge, Wave (colorimetric) a cuvette, Lens a
 * blood tube, Cassete the self-collection kit; the capsule readers (Flow and those that read like it,
 * Volt's sensor capsule) take a capsule. Independent results are typed in: nothing goes into a reader.
 */
export const familyConsumable: Record<DeviceFamily, Consumable | null> = {
  Flow: 'capsule',
  Lens: 'tube',
  Molecular: 'cartridge',
  Volt: 'capsule',
  Wave: 'cuvette',
  Mantis: 'capsule',
  Moxi: 'capsule',
  Cassete: 'kit',
  Independent: null,
  Virtual: 'capsule',
};

type Capitalised<C extends string> = C extends `${infer F}${infer R}` ? `${Uppercase<F>}${R}` : C;

function capitalise<C extends Consumable>(consumable: C): Capitalised<C> {
  return `${consumable[0]!.toUpperCase()}${consumable.slice(1)}` as Capitalised<C>;
}

/** The reader state while it waits for the user to insert the consumable (blinking cyan). */
export function insertionState(consumable: Consumable): ReaderState {
  return `waiting${capitalise(consumable)}Insertion`;
}

/** The reader state while it waits for the user to take the consumable out (blinking cyan). */
export function removalState(consumable: Consumable): ReaderState {
  return `waiting${capitalise(consumable)}Removal`;
}

/** Exam steps during which the reader waits for the consumable to go in (§4 "waiting capsule", "insert cuvette"). */
export const insertionSteps: readonly ExamStep[] = ['waitingCapsule', 'insertCuvette'];

export function isInsertionStep(step: ExamStep): boolean {
  return insertionSteps.includes(step);
}
