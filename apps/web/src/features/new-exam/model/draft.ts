import type { DriveThroughBooked, PaymentMethod, ReportLanguage } from '@ponto/domain';
import { emptyPatientDraft, type PatientDraft } from '@/entities/patient';

/** Every step of the wizard (§2); which of them a workplace shows is `visibleSteps`. */
export const stepIds = [
  'document',
  'personal',
  'address',
  'guardian',
  'photo',
  'animal',
  'exams',
  'procedure',
  'quiz',
  'payment',
  'confirmation',
] as const;
export type StepId = (typeof stepIds)[number];

export type ProcedureKind = 'none' | 'registration' | 'voucher';

export interface OrderDraft {
  examIndexes: number[];
  comboCode: string | null;
  reportLanguages: ReportLanguage[];
  procedure: { kind: ProcedureKind; registrationNumber: string; voucherCode: string };
  /** The exam the checked voucher pays for (POST /vouchers/check), taken off the full price. */
  voucherExamIndex: number | null;
  /** Self-collection chosen (only where the catalogue allows it), and the kit. */
  selfCollection: boolean;
  selfCollectionKit: string | null;
  /** Answers by exam index, then question id (§3 quiz_form). */
  quizForm: Record<string, Record<string, unknown>>;
  payment: {
    method: PaymentMethod | '';
    discountCents: number;
    discountMotive: string;
    pricePaidCents: number;
    displacementFeeCents: number;
  };
}

/** The photo step's value as PhotoCapture (features/photo) gives it: an id on the server, never the bytes. */
export interface PhotoDraft {
  photoId: string;
  faceDetected: boolean;
  previewUrl: string;
}

export interface Cohabitant {
  name: string;
  protocolNumber: string;
}

export interface SavedPreExam {
  id: string;
  protocolNumber: string;
  householdId: string;
  fullPriceCents: number;
  remainderCents: number;
  name: string;
  /** The drive-through time registration confirmed, when a hold was sent. */
  driveThrough: DriveThroughBooked | null;
}

/**
 * Everything the wizard holds (§3 Patient flow state): the step, every field, the known patient's id, the
 * household and the cohabitants registered in a row. It lives in sessionStorage (flow-storage.ts).
 */
export interface WizardDraft {
  version: 1;
  /** Whose draft it is: another user or workplace starts afresh. */
  owner: { userId: string; cnpj: string };
  step: StepId;
  patient: PatientDraft;
  /** Set when the document look-up found the patient (kept for the submission). */
  patientId: string | null;
  /** The document that was looked up and what came back. */
  lookup: { key: string; outcome: 'found' | 'notFound' } | null;
  /** AnimalFields' draft (features/animals) in VET workplaces. */
  animal: Record<string, unknown>;
  animalId: string | null;
  photo: PhotoDraft | null;
  order: OrderDraft;
  householdId: string | null;
  cohabitants: Cohabitant[];
  /** The drive-through hold of the household (PUT totem/reserve); each saved cohabitant uses its next time. */
  driveThroughHoldId: string | null;
  /** The pre-exam saved from this draft (the confirmation shows its protocol number). */
  saved: SavedPreExam | null;
}

export function emptyOrder(): OrderDraft {
  return {
    examIndexes: [],
    comboCode: null,
    reportLanguages: ['pt-BR'],
    procedure: { kind: 'none', registrationNumber: '', voucherCode: '' },
    voucherExamIndex: null,
    selfCollection: false,
    selfCollectionKit: null,
    quizForm: {},
    payment: { method: '', discountCents: 0, discountMotive: '', pricePaidCents: 0, displacementFeeCents: 0 },
  };
}

export function emptyWizardDraft(
  owner: WizardDraft['owner'],
  options: { veterinary: boolean; reportLanguage?: ReportLanguage; country?: string },
): WizardDraft {
  const order = emptyOrder();
  if (options.reportLanguage) order.reportLanguages = [options.reportLanguage];
  return {
    version: 1,
    owner,
    step: options.veterinary ? 'animal' : 'document',
    patient: emptyPatientDraft(options.country ?? 'BR'),
    patientId: null,
    lookup: null,
    animal: {},
    animalId: null,
    photo: null,
    order,
    householdId: null,
    cohabitants: [],
    driveThroughHoldId: null,
    saved: null,
  };
}

/**
 * "Register a cohabitant" (§2, drive-through): a new patient of the same household, starting at the
 * document, keeping the address, the household id and the list of those already registered.
 */
export function cohabitantDraft(previous: WizardDraft, options: { veterinary: boolean }): WizardDraft {
  const fresh = emptyWizardDraft(previous.owner, {
    veterinary: options.veterinary,
    country: previous.patient.address.country,
  });
  const saved = previous.saved;
  return {
    ...fresh,
    patient: { ...fresh.patient, address: { ...previous.patient.address } },
    order: { ...fresh.order, reportLanguages: [...previous.order.reportLanguages] },
    householdId: saved?.householdId ?? previous.householdId,
    driveThroughHoldId: previous.driveThroughHoldId,
    cohabitants: saved
      ? [...previous.cohabitants, { name: saved.name, protocolNumber: saved.protocolNumber }]
      : previous.cohabitants,
  };
}
