import { z } from 'zod';
import type { QuizQuestion } from '../ordering/catalogue';
import type { StoredPreExamOrder } from '../ordering/order';
import type { PatientRegistration } from './patient-registration';

/**
 * Patient-data rights (LGPD art. 18, GDPR art. 17; docs/patient-data-rights.md): what an
 * anonymisation clears and what the law makes a laboratory keep.
 *
 * Kept, because RDC 302/2005 (Brazil) and the Portuguese clinical-laboratory rules keep lab records for at
 * least 5 years, and a result is meaningless without them: the exam results, their release and
 * rectification history, the capsule and lot traceability, the audit trail, and the few facts that
 * interpret a result or feed a mandatory notification: sex (reference ranges), birth year (age), city,
 * state and country (notification by municipality), the document's type and country (which rules applied).
 *
 * Cleared: everything that names or reaches the person.
 */
export const patientAnonymisationRule = {
  'patient.fullName': 'replaced',
  'patient.socialName': 'removed',
  'patient.motherName': 'removed',
  'patient.birthDate': 'yearOnly',
  'patient.sex': 'kept',
  'patient.genderIdentity': 'removed',
  'patient.ethnicity': 'removed',
  'patient.document.number': 'replaced',
  'patient.document.issuingBody': 'removed',
  'patient.document.state': 'removed',
  'patient.document.type': 'kept',
  'patient.document.countryOfOrigin': 'kept',
  'patient.phone': 'removed',
  'patient.email': 'removed',
  'patient.address.street': 'removed',
  'patient.address.number': 'removed',
  'patient.address.complement': 'removed',
  'patient.address.district': 'removed',
  'patient.address.postalCode': 'removed',
  'patient.address.city': 'kept',
  'patient.address.state': 'kept',
  'patient.address.country': 'kept',
  'patient.healthPlan': 'removed',
  'patient.consents': 'removed',
  'patient.photoId': 'removed',
  guardian: 'removed',
} as const satisfies Record<string, 'kept' | 'removed' | 'replaced' | 'yearOnly'>;

/** What the name of an anonymised patient reads in reports and lists: nobody's name, in any language. */
export const ANONYMISED_NAME = '***';

/** The registration an anonymised patient keeps (stored in place of the full one). */
export const anonymisedRegistrationSchema = z.object({
  anonymised: z.literal(true),
  anonymisedAt: z.iso.datetime({ offset: true }),
  patient: z.object({
    sex: z.string(),
    birthYear: z.number().int(),
    document: z.object({ type: z.string(), countryOfOrigin: z.string() }),
    address: z.object({ city: z.string(), state: z.string(), country: z.string() }),
  }),
});
export type AnonymisedRegistration = z.infer<typeof anonymisedRegistrationSchema>;

/** The columns of the patient's row beside the registration, as an anonymisation leaves them. */
export interface AnonymisedPatientColumns {
  fullName: string;
  /** Empty: a search needs 3 characters, so no name search ever matches it. */
  searchName: string;
  /** A token made of the patient's id: unique in the workplace, starts with no digit, names nobody. */
  documentNumber: string;
  /**
   * The column is a date: the 1st of July of the birth year (the middle of the year, so an age worked out
   * from it is off by 6 months at most). The registration says that only the year is known.
   */
  birthDate: string;
}

export function anonymisePatient(
  patientId: string,
  registration: PatientRegistration,
  at: Date,
): { registration: AnonymisedRegistration; columns: AnonymisedPatientColumns } {
  const { patient } = registration;
  const birthYear = Number(patient.birthDate.slice(0, 4));
  return {
    registration: {
      anonymised: true,
      anonymisedAt: at.toISOString(),
      patient: {
        sex: patient.sex,
        birthYear,
        document: { type: patient.document.type, countryOfOrigin: patient.document.countryOfOrigin },
        address: {
          city: patient.address.city,
          state: patient.address.state,
          country: patient.address.country,
        },
      },
    },
    columns: {
      fullName: ANONYMISED_NAME,
      searchName: '',
      documentNumber: `anonymised-${patientId}`,
      birthDate: `${String(birthYear).padStart(4, '0')}-07-01`,
    },
  };
}

/** Whether a stored registration is an anonymised one. */
export function isAnonymisedRegistration(registration: unknown): registration is AnonymisedRegistration {
  return (
    typeof registration === 'object' &&
    registration !== null &&
    (registration as { anonymised?: unknown }).anonymised === true
  );
}

/**
 * The answers of one exam's questionnaire without free text: yes/no, choices, dates and numbers interpret
 * the result and stay; a 'text' answer may hold anything (a name, a phone) and goes, as does an answer to a
 * question the questionnaire no longer has (its type is unknown).
 */
export function redactQuizAnswers(
  answers: Readonly<Record<string, unknown>>,
  questions: ReadonlyArray<Pick<QuizQuestion, 'id' | 'type'>>,
): Record<string, unknown> {
  const types = new Map(questions.map((q) => [q.id, q.type]));
  return Object.fromEntries(
    Object.entries(answers).filter(([id]) => {
      const type = types.get(id);
      return type !== undefined && type !== 'text';
    }),
  );
}

/**
 * The order of a pre-exam without what names the person: the health-plan registration number and the
 * discount's free-text motive. Exams, languages, voucher, prices and payment method stay (billing and
 * the lab record). Questionnaire answers are redacted per exam with `questionsOf(examIndex)`. A stored
 * order gives a stored order; any other object is taken too, and a part it does not hold stays absent.
 */
export function redactPreExamOrder(
  order: StoredPreExamOrder,
  questionsOf: (examIndex: string) => ReadonlyArray<Pick<QuizQuestion, 'id' | 'type'>>,
): StoredPreExamOrder;
export function redactPreExamOrder(
  order: Readonly<Record<string, unknown>>,
  questionsOf: (examIndex: string) => ReadonlyArray<Pick<QuizQuestion, 'id' | 'type'>>,
): Record<string, unknown>;
export function redactPreExamOrder(
  order: Readonly<Record<string, unknown>>,
  questionsOf: (examIndex: string) => ReadonlyArray<Pick<QuizQuestion, 'id' | 'type'>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...order };
  const procedure = order.procedure as { kind?: string } | undefined;
  if (procedure?.kind === 'registration') next.procedure = { kind: 'registration' };
  const payment = order.payment as Record<string, unknown> | undefined;
  if (payment && 'discountMotive' in payment) {
    const { discountMotive: _removed, ...rest } = payment;
    next.payment = rest;
  }
  const quizForm = order.quizForm as Record<string, Record<string, unknown>> | undefined;
  if (quizForm) {
    next.quizForm = Object.fromEntries(
      Object.entries(quizForm).map(([index, answers]) => [
        index,
        redactQuizAnswers(answers, questionsOf(index)),
      ]),
    );
  }
  return next;
}

/**
 * Why a patient is anonymised: a code, never free text. The reason goes into the audit trail, which nothing
 * may ever change; a typed reason could carry the very name being erased (docs/patient-data-rights.md).
 */
export const anonymisationReasons = [
  /** The patient asked (LGPD art. 18 IV/VI, GDPR art. 17). */
  'patientRequest',
  /** The legal guardian or representative asked for the patient. */
  'guardianRequest',
  /** The patient withdrew the consent the data rested on. */
  'consentWithdrawn',
  /** A court or the data-protection authority ordered it. */
  'authorityOrder',
] as const;
export type AnonymisationReason = (typeof anonymisationReasons)[number];

/** POST /patients/:id/anonymisation: why (required). */
export const patientAnonymisationInputSchema = z.object({
  reason: z.enum(anonymisationReasons),
});
export type PatientAnonymisationInput = z.infer<typeof patientAnonymisationInputSchema>;
