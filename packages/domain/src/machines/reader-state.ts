import { z } from 'zod';
import type { LedColour } from './led-colour';
import { defineMachine } from './machine';

const insertions = [
  'waitingCapsuleInsertion',
  'waitingCapsuleRemoval',
  'waitingCartridgeInsertion',
  'waitingCartridgeRemoval',
  'waitingCuvetteInsertion',
  'waitingCuvetteRemoval',
  'waitingTubeInsertion',
  'waitingTubeRemoval',
  'waitingKitInsertion',
  'waitingKitRemoval',
] as const;

const examWork = [
  'busy',
  'processing',
  'waitingNfcTag',
  ...insertions,
  'heating',
  'extraction',
  'amplification',
  'cooling',
  'meltingCurve',
  'measuring',
  'waitingLidClose',
  'takingPicture',
  'uploadingPicture',
  'sendingResult',
] as const;

const updates = [
  'updateNeeded',
  'updateDownloading',
  'updateStarting',
  'updateSucceeded',
  'updateFailed',
] as const;

/** §4 reader messages: the state a reader reports on its status topic. */
export const readerStates = [
  'booting',
  'idle',
  ...examWork,
  'calibrating',
  'calibrationNeeded',
  ...updates,
  'lowBattery',
  'blocked',
  'blockedByBlacklist',
  'error',
  'offline',
  'reconnecting',
] as const;
export const readerStateSchema = z.enum(readerStates);
export type ReaderState = z.infer<typeof readerStateSchema>;
export type ExamWorkState = (typeof examWork)[number];

export const examWorkStates: readonly ReaderState[] = examWork;

/** States in which the reader holds a patient's exam: updates, turning off and a second exam are refused. */
export function isExamInProgress(state: ReaderState): boolean {
  return (examWork as readonly string[]).includes(state) && state !== 'busy';
}

const blinking = new Set<ReaderState>(['waitingNfcTag', ...insertions, 'waitingLidClose']);

function ledFor(state: ReaderState): LedColour {
  if (blinking.has(state)) return 'blinkingCyan';
  if ((examWork as readonly string[]).includes(state) || state === 'calibrating') return 'cyan';
  switch (state) {
    case 'idle':
      return 'green';
    case 'calibrationNeeded':
      return 'yellow';
    case 'updateDownloading':
    case 'updateStarting':
      return 'allSteady';
    case 'updateNeeded':
    case 'blocked':
    case 'blockedByBlacklist':
      return 'magenta';
    case 'updateFailed':
    case 'lowBattery':
    case 'error':
      return 'red';
    // booting, updateSucceeded (it reboots next), offline and reconnecting: starting or pairing
    default:
      return 'white';
  }
}

/** The LED colour of every reader state, as the portal draws it next to the reader. */
export const readerLed = Object.fromEntries(readerStates.map((s) => [s, ledFor(s)])) as Record<
  ReaderState,
  LedColour
>;

/** The message for sendingResult names the part being sent ("part x of y"). */
export interface SendingResultProgress {
  part: number;
  of: number;
}

const faults = ['error', 'lowBattery', 'offline'] as const satisfies readonly ReaderState[];
const readyFor = ['idle', 'calibrationNeeded', 'updateNeeded', 'blocked', 'blockedByBlacklist'] as const;

/**
 * Reader transitions. An exam moves freely between its working states (families order them differently:
 * the step lists check the order) and ends in idle. Exams start only from idle, so an uncalibrated,
 * blocked, blacklisted or low-battery reader cannot start one. Any state may fail or go offline; a
 * reconnecting reader republishes whatever state it is really in.
 */
export const readerStateMachine = defineMachine<ReaderState>({
  name: 'readerState',
  states: readerStates,
  initial: 'booting',
  transitions: {
    booting: [...readyFor, 'lowBattery', 'error', 'offline'],
    idle: [
      ...examWork,
      'calibrating',
      'calibrationNeeded',
      'updateNeeded',
      'updateDownloading',
      'blocked',
      'blockedByBlacklist',
      'booting',
      ...faults,
    ],
    ...(Object.fromEntries(
      examWork.map((s) => [
        s,
        [...examWork.filter((t) => t !== s), 'idle', 'calibrationNeeded', 'booting', ...faults],
      ]),
    ) as Record<ExamWorkState, ReaderState[]>),
    calibrating: ['idle', 'calibrationNeeded', 'waitingCapsuleInsertion', ...faults],
    calibrationNeeded: [
      'calibrating',
      'updateNeeded',
      'updateDownloading',
      'blocked',
      'blockedByBlacklist',
      'booting',
      ...faults,
    ],
    updateNeeded: ['updateDownloading', 'booting', ...faults],
    updateDownloading: ['updateStarting', 'updateFailed', 'offline'],
    updateStarting: ['updateSucceeded', 'updateFailed', 'offline'],
    updateSucceeded: ['booting', 'idle', 'calibrationNeeded', 'offline'],
    updateFailed: ['updateDownloading', 'updateNeeded', 'booting', 'idle', 'offline'],
    lowBattery: ['idle', 'calibrationNeeded', 'booting', 'offline'],
    blocked: ['idle', 'booting', 'offline'],
    blockedByBlacklist: ['updateNeeded', 'updateDownloading', 'booting', 'offline'],
    error: ['idle', 'calibrationNeeded', 'booting', 'offline'],
    offline: ['reconnecting', 'booting'],
    reconnecting: readerStates.filter((s) => s !== 'reconnecting'),
  },
  refusal: (from, to) => {
    const toExam = (examWork as readonly string[]).includes(to);
    if (isExamInProgress(from) && (to === 'updateDownloading' || to === 'updateNeeded'))
      return 'READER_UPDATE_REFUSED_DURING_EXAM';
    if (toExam && from === 'calibrationNeeded') return 'CALIBRATION_NEEDED';
    if (toExam && from === 'lowBattery') return 'READER_LOW_BATTERY';
    if (toExam && from === 'blockedByBlacklist') return 'READER_BLACKLISTED';
    if (toExam && from === 'blocked') return 'READER_BLOCKED';
    if (toExam && from === 'booting') return 'READER_STARTING';
    if (toExam && (updates as readonly string[]).includes(from)) return 'READER_UPDATING';
    return undefined;
  },
});
