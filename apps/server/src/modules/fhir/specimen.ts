import type { Specimen } from '@medplum/fhirtypes';
import { sampleTypeCoding } from '@ponto/domain';
import type { ExamRow } from './repository';
import { systems } from './systems';
import { instant } from './texts';

/** Exam states whose sample can no longer give a result. */
const unusable = new Set(['awaitingRecollect', 'recollectExpired', 'cancelled', 'invalidatedBySoftware']);

/**
 * The sample of an exam: its type (SNOMED CT), the capsule that holds it and when it was put in a reader.
 * A recollect takes a new sample for the same exam; this resource then tells the newest.
 */
export function specimenResource(row: ExamRow): Specimen {
  const type = sampleTypeCoding(row.sampleType);
  return {
    resourceType: 'Specimen',
    id: row.id,
    ...(row.capsuleCode && { identifier: [{ system: systems.capsuleCode, value: row.capsuleCode }] }),
    status: unusable.has(row.state) ? 'unavailable' : 'available',
    type: type ? { coding: [type], text: type.display } : { text: row.sampleType },
    subject: { reference: `Patient/${row.patientId}` },
    request: [{ reference: `ServiceRequest/${row.preExamId}` }],
    ...(row.collectedAt && { collection: { collectedDateTime: instant(row.collectedAt) } }),
  };
}
