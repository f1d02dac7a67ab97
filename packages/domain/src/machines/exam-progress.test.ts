import { describe, expect, it } from 'vitest';
import { deviceFamilies } from '../entities/device-family';
import {
  advanceStep,
  examSteps,
  familyStepProfile,
  isLastStep,
  stepProgressPercent,
  stepsFor,
} from './exam-progress';

describe('step lists', () => {
  it('gives every device family a step list of known steps', () => {
    for (const family of deviceFamilies) {
      expect(stepsFor(family).length).toBeGreaterThan(0);
      for (const step of stepsFor(family)) expect(examSteps).toContain(step);
    }
  });

  it.each([
    ['Flow', ['waitingCapsule', 'reading', 'analysis', 'send', 'waitingResult', 'reportReady']],
    [
      'Lens',
      ['waitingCapsule', 'firstReading', 'secondReading', 'analysis', 'send', 'waitingResult', 'reportReady'],
    ],
    [
      'Molecular',
      [
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
    ],
    ['Volt', ['calibration', 'reading', 'analysis', 'send']],
    ['Wave', ['insertCuvette', 'lidClose', 'incubation', 'measuring', 'finish']],
    ['Independent', ['waitingResult', 'reportReady']],
  ] as const)('%s runs %j', (family, steps) => expect(stepsFor(family)).toEqual(steps));

  it('maps the remaining families', () => {
    expect(familyStepProfile.Mantis).toBe('standard');
    expect(familyStepProfile.Virtual).toBe('standard');
  });
});

describe('advanceStep', () => {
  it.each(deviceFamilies)('%s walks its steps in order from the start', (family) => {
    let current: (typeof examSteps)[number] | null = null;
    for (const step of stepsFor(family)) {
      expect(advanceStep(family, current, step)).toEqual({ ok: true, value: step });
      current = step;
    }
    expect(isLastStep(family, current!)).toBe(true);
  });

  it.each([
    ['Flow', null, 'analysis', 'skipping from the start'],
    ['Flow', 'reading', 'send', 'skipping a step'],
    ['Flow', 'analysis', 'reading', 'going back'],
    ['Lens', 'firstReading', 'reading', 'a step of another family'],
    ['Molecular', 'heating', 'amplification', 'skipping extraction'],
    ['Volt', null, 'reading', 'skipping calibration'],
    ['Wave', 'insertCuvette', 'incubation', 'skipping lid close'],
  ] as const)('%s %s → %s is out of order (%s)', (family, from, to, _why) => {
    expect(advanceStep(family, from, to)).toEqual({
      ok: false,
      code: 'EXAM_OUT_OF_ORDER',
      params: { family, from: from ?? 'start', to },
    });
  });

  it('accepts the current step again (QoS 1 redelivery)', () => {
    expect(advanceStep('Flow', 'reading', 'reading').ok).toBe(true);
  });

  it('is not finished before the last step', () => expect(isLastStep('Flow', 'send')).toBe(false));
});

describe('stepProgressPercent', () => {
  it.each([
    ['Volt', 'calibration', 25],
    ['Volt', 'send', 100],
    ['Flow', 'reading', 33],
    ['Flow', 'finish', 0],
  ] as const)('%s at %s → %i%%', (family, step, percent) =>
    expect(stepProgressPercent(family, step)).toBe(percent),
  );
});
