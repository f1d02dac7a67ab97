import { z } from 'zod';
import type { DeviceFamily } from '../entities/device-family';
import { allow, type Outcome, refuse } from '../shared/outcome';

/** Every step an exam progress bar can show (§4 exam progress). */
export const examSteps = [
  'waitingCapsule',
  'calibration',
  'reading',
  'firstReading',
  'secondReading',
  'heating',
  'extraction',
  'amplification',
  'cooling',
  'meltingCurve',
  'insertCuvette',
  'lidClose',
  'incubation',
  'measuring',
  'analysis',
  'send',
  'waitingResult',
  'reportReady',
  'finish',
] as const;
export const examStepSchema = z.enum(examSteps);
export type ExamStep = z.infer<typeof examStepSchema>;

/** The step lists of §4, shared by families that run the same way. */
export const stepProfiles = {
  standard: ['waitingCapsule', 'reading', 'analysis', 'send', 'waitingResult', 'reportReady'],
  lens: [
    'waitingCapsule',
    'firstReading',
    'secondReading',
    'analysis',
    'send',
    'waitingResult',
    'reportReady',
  ],
  molecular: [
    'waitingCapsule',
    'heating',
    'extraction',
    'amplification',
    'cooling',
    'meltingCurve',
    'analysis',
    'send',
    'waitingResult',
    'reportReady',
  ],
  /** Volt: three steps plus calibration. */
  volt: ['calibration', 'reading', 'analysis', 'send'],
  colorimetric: ['insertCuvette', 'lidClose', 'incubation', 'measuring', 'finish'],
  /** Results typed in by the operator (third-party or independent tests): no reader steps. */
  external: ['waitingResult', 'reportReady'],
} as const satisfies Record<string, readonly ExamStep[]>;
export type StepProfile = keyof typeof stepProfiles;

/**
 * Which step list each family follows. Wave is the colorimetric photometer (cuvette, lid, incubation);
 * Mantis, Moxi and Cassete read a capsule or cassette like Flow; Independent results are typed in; the
 * Virtual reader mimics Flow so demos and tests see the common path.
 */
export const familyStepProfile: Record<DeviceFamily, StepProfile> = {
  Flow: 'standard',
  Lens: 'lens',
  Molecular: 'molecular',
  Volt: 'volt',
  Wave: 'colorimetric',
  Mantis: 'standard',
  Moxi: 'standard',
  Cassete: 'standard',
  Independent: 'external',
  Virtual: 'standard',
};

export function stepsFor(family: DeviceFamily): readonly ExamStep[] {
  return stepProfiles[familyStepProfile[family]];
}

/**
 * Moves an exam to its next step. Steps go forward one at a time; repeating the current step is
 * accepted because QoS 1 may deliver an event twice. Anything else is EXAM_OUT_OF_ORDER.
 */
export function advanceStep(family: DeviceFamily, from: ExamStep | null, to: ExamStep): Outcome<ExamStep> {
  const steps = stepsFor(family);
  const current = from === null ? -1 : steps.indexOf(from);
  const target = steps.indexOf(to);
  if (target >= 0 && (target === current || target === current + 1)) return allow(to);
  return refuse('EXAM_OUT_OF_ORDER', { family, from: from ?? 'start', to });
}

export function isLastStep(family: DeviceFamily, step: ExamStep): boolean {
  const steps = stepsFor(family);
  return steps[steps.length - 1] === step;
}

/** Share of the steps completed once `step` is reached, from 0 to 100, for the progress bar. */
export function stepProgressPercent(family: DeviceFamily, step: ExamStep): number {
  const steps = stepsFor(family);
  const index = steps.indexOf(step);
  if (index < 0) return 0;
  return Math.round(((index + 1) / steps.length) * 100);
}
