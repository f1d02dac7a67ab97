import {
  type DeviceFamily,
  durations,
  type ExamStep,
  familyConsumable,
  type ReaderState,
  stepsFor,
} from '@ponto/domain';

const { SECOND_MS, MINUTE_MS } = durations;

/** What the reader shows during a step that runs by itself: its states and how long each lasts. */
export type Phase = readonly [state: ReaderState, simulatedMs: number];

/**
 * Default timing of the steps that run without the user, about 15 minutes for a whole exam. Readings
 * incubate, photograph and upload; the Molecular steps have states of their own; Wave's incubation holds
 * the cuvette at temperature. Steps that wait for the user (insertion, lid) or send the result are
 * driven elsewhere.
 */
const phasesByStep: Partial<Record<ExamStep, readonly Phase[]>> = {
  calibration: [['processing', MINUTE_MS]],
  reading: [
    ['processing', 8 * MINUTE_MS],
    ['takingPicture', 30 * SECOND_MS],
    ['uploadingPicture', 30 * SECOND_MS],
  ],
  firstReading: [
    ['processing', 3 * MINUTE_MS],
    ['takingPicture', 20 * SECOND_MS],
    ['uploadingPicture', 20 * SECOND_MS],
  ],
  secondReading: [
    ['processing', 3 * MINUTE_MS],
    ['takingPicture', 20 * SECOND_MS],
    ['uploadingPicture', 20 * SECOND_MS],
  ],
  heating: [['heating', 2 * MINUTE_MS]],
  extraction: [['extraction', 3 * MINUTE_MS]],
  amplification: [['amplification', 6 * MINUTE_MS]],
  cooling: [['cooling', MINUTE_MS]],
  meltingCurve: [['meltingCurve', 2 * MINUTE_MS]],
  incubation: [['heating', 5 * MINUTE_MS]],
  measuring: [['measuring', 2 * MINUTE_MS]],
  analysis: [['processing', MINUTE_MS]],
  waitingResult: [['processing', 30 * SECOND_MS]],
  reportReady: [['processing', 5 * SECOND_MS]],
  finish: [['processing', 5 * SECOND_MS]],
};

/** The step's phases, stretched to `overrideMs` when the scenario gives the step another duration. */
export function phasesFor(step: ExamStep, overrideMs?: number): readonly Phase[] {
  const phases = phasesByStep[step] ?? [['processing', 5 * SECOND_MS]];
  if (overrideMs === undefined) return phases;
  const total = phases.reduce((sum, [, ms]) => sum + ms, 0);
  return phases.map(([state, ms]) => [state, (ms / total) * overrideMs] as const);
}

/**
 * The step in which the reader sends its result: `send` when the family has one; otherwise its last
 * step (Wave's `finish`). A family without a consumable (Independent) has its results typed in.
 */
export function resultStep(family: DeviceFamily): ExamStep | null {
  const steps = stepsFor(family);
  if (steps.includes('send')) return 'send';
  return familyConsumable[family] ? (steps[steps.length - 1] ?? null) : null;
}
