import type { FieldError } from '../errors/api-error';
import type { PreExamSubmission } from '../ordering/order';
import type { IntegrationPreExamRequest } from './api';

/**
 * The portal's pre-exam (POST /pre-exams) that an integration request stands for: a patient
 * (the registered one when `patientId` is given), one exam, its questionnaire, nothing paid yet, and
 * origin 'api'. The ordering rules then apply unchanged.
 */
export function preExamSubmissionOf(
  request: IntegrationPreExamRequest,
  patientId?: string,
): PreExamSubmission {
  return {
    subject: {
      kind: 'patient',
      ...(patientId ? { patientId } : {}),
      registration: request.guardian
        ? { patient: request.patient, guardian: request.guardian }
        : { patient: request.patient },
    },
    order: {
      examIndexes: [request.examIndex],
      reportLanguages: request.reportLanguages,
      procedure: { kind: 'none' },
      quizForm: { [String(request.examIndex)]: request.quizForm },
      payment: {
        method: request.paymentMethod,
        discountCents: 0,
        pricePaidCents: 0,
        displacementFeeCents: 0,
      },
    },
    origin: 'api',
  };
}

/** Ordering's field paths, renamed to the integration request's (longest prefix first). */
const renames: ReadonlyArray<[from: string, to: string]> = [
  ['subject.registration.', ''],
  ['order.examIndexes', 'examIndex'],
  ['order.reportLanguages', 'reportLanguages'],
  ['order.payment.method', 'paymentMethod'],
];

/**
 * Where an ordering problem belongs in the integration request: `subject.registration.patient.phone` is
 * `patient.phone`, `order.quizForm.<index>.<question>` is `quizForm.<question>`, and so on; a path with
 * no counterpart is kept as it is.
 */
export function integrationFieldOf(field: string, examIndex: number): string {
  const quiz = `order.quizForm.${examIndex}`;
  if (field === quiz || field.startsWith(`${quiz}.`)) return `quizForm${field.slice(quiz.length)}`;
  for (const [from, to] of renames) if (field.startsWith(from)) return to + field.slice(from.length);
  return field;
}

export function integrationFieldsOf(fields: readonly FieldError[], examIndex: number): FieldError[] {
  return fields.map((f) => ({ ...f, field: integrationFieldOf(f.field, examIndex) }));
}
