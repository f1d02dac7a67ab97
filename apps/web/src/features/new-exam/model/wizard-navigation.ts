import { type GuardianRequirement, guardianRequirement } from '@ponto/domain';
import { ageOf } from '@/entities/patient';
import { type StepId, stepIds, type WizardDraft } from './draft';
import { visibleSteps } from './steps';

export interface WizardPosition {
  /** The patient's age in years on `today` (null in VET workplaces and before a birth date is typed). */
  age: number | null;
  /** What the guardian rules ask at that age; null while the age is unknown. */
  requirement: GuardianRequirement | null;
  steps: StepId[];
  /** The step shown: the stored one, or the next shown one when the stored step is hidden. */
  current: StepId;
}

/** The stored step, or the first shown step after it when it is hidden now (an adult has no guardian step). */
export function resolveStep(step: StepId, steps: readonly StepId[]): StepId {
  if (steps.includes(step)) return step;
  const after = stepIds.slice(stepIds.indexOf(step) + 1).find((s) => steps.includes(s));
  return after ?? (steps[0] as StepId);
}

/** Which steps the draft shows and where it stands: the guardian step only while the age needs one. */
export function wizardPosition(
  draft: WizardDraft,
  options: { veterinary: boolean; today: string },
): WizardPosition {
  const age = options.veterinary ? null : ageOf(draft.patient.personal, options.today);
  const requirement = age === null || age < 0 ? null : guardianRequirement(age);
  // An unknown age keeps the guardian step: nothing tells yet that the patient is an adult.
  const steps = visibleSteps({ veterinary: options.veterinary, guardianNeeded: requirement !== 'none' });
  return { age, requirement, steps, current: resolveStep(draft.step, steps) };
}

export function stepAfter(steps: readonly StepId[], step: StepId): StepId | undefined {
  return steps[steps.indexOf(step) + 1];
}

export function stepBefore(steps: readonly StepId[], step: StepId): StepId | undefined {
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1] : undefined;
}
