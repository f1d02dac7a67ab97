import {
  DRIVE_THROUGH_ESTIMATE_PER_PATIENT_MS,
  DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS,
} from '../constants/business';
import { type Instant, toMillis } from '../shared/instant';

export interface DriveThroughSlot {
  patientIndex: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * §9 drive-through: cohabitants get consecutive slots from the first one. Each slot is guaranteed
 * 10 minutes; the estimate shown to the patient is 5 minutes each.
 */
export function driveThroughSlots(start: Instant, patients: number): DriveThroughSlot[] {
  const first = toMillis(start);
  return Array.from({ length: Math.max(0, patients) }, (_, i) => ({
    patientIndex: i,
    startsAt: new Date(first + i * DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS),
    endsAt: new Date(first + (i + 1) * DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS),
  }));
}

export function driveThroughEstimateMs(patients: number): number {
  return Math.max(0, patients) * DRIVE_THROUGH_ESTIMATE_PER_PATIENT_MS;
}
