import { groupOfPath, type PatientFieldGroup } from '@/entities/patient';
import type { StepId } from './draft';

/** The steps a workplace shows, in order: VET workplaces register the animal and its tutor instead (§6). */
export function visibleSteps(options: { veterinary: boolean; guardianNeeded: boolean }): StepId[] {
  if (options.veterinary) return ['animal', 'exams', 'procedure', 'quiz', 'payment', 'confirmation'];
  return [
    'document',
    'personal',
    'address',
    ...(options.guardianNeeded ? (['guardian'] as const) : []),
    'photo',
    'exams',
    'procedure',
    'quiz',
    'payment',
    'confirmation',
  ];
}

const stepOfGroup: Record<PatientFieldGroup, StepId> = {
  document: 'document',
  personal: 'personal',
  healthPlan: 'personal',
  consents: 'personal',
  address: 'address',
  guardian: 'guardian',
  photo: 'photo',
};

/** Where the registration part of a pre-exam lives in the API's field paths. */
export const REGISTRATION_PREFIX = 'subject.registration.';

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}

/**
 * The step that owns a field path of POST /pre-exams ('subject.registration.patient.fullName' →
 * 'personal', 'order.payment.discountMotive' → 'payment'); anything else is shown on the confirmation.
 */
export function stepOfField(path: string, veterinary: boolean): StepId {
  if (path.startsWith(REGISTRATION_PREFIX)) {
    const group = groupOfPath(path.slice(REGISTRATION_PREFIX.length));
    return group ? stepOfGroup[group] : 'personal';
  }
  if (under(path, 'subject.patientId')) return 'document';
  if (under(path, 'subject.animal') || under(path, 'subject.animalId')) return 'animal';
  if (under(path, 'photoId')) return veterinary ? 'confirmation' : 'photo';
  if (['order.examIndexes', 'order.comboCode', 'order.reportLanguages'].some((p) => under(path, p))) {
    return 'exams';
  }
  if (under(path, 'order.procedure') || under(path, 'order.selfCollectionKit')) return 'procedure';
  if (under(path, 'order.quizForm')) return 'quiz';
  if (under(path, 'order.payment')) return 'payment';
  return 'confirmation';
}
