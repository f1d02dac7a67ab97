import type { ExamCatalogue, PreExamSubmission } from '@ponto/domain';
import { toRegistration } from '@/entities/patient';
import type { WizardDraft } from './draft';
import { quizFormForSubmission } from './order';

/** The animal draft as the API takes it: empty texts left out (every animal field is optional, §3). */
export function animalForSubmission(animal: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(animal).filter(
      ([, value]) =>
        value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

/** The animal of a VET order: the animals feature's toAnimal when the route gave it, otherwise the texts as typed. */
export function animalOf(
  draft: Pick<WizardDraft, 'animal'>,
  ctx: { toAnimal?: (draft: never) => Record<string, unknown> },
): Record<string, unknown> {
  return ctx.toAnimal ? ctx.toAnimal(draft.animal as never) : animalForSubmission(draft.animal);
}

/**
 * The draft → the body of POST /pre-exams (docs/new-exam.md). Built as typed; the server validates it with the
 * same domain schemas and answers field errors by path.
 */
export function toSubmission(
  draft: WizardDraft,
  ctx: {
    veterinary: boolean;
    today: string;
    catalogue: ExamCatalogue;
    toAnimal?: (draft: never) => Record<string, unknown>;
    /** The flow's protocol type (/mab); left out, the server saves an attendance. */
    protocolType?: PreExamSubmission['protocolType'];
  },
): PreExamSubmission {
  const { order } = draft;
  const procedure =
    order.procedure.kind === 'registration'
      ? { kind: 'registration' as const, registrationNumber: order.procedure.registrationNumber.trim() }
      : order.procedure.kind === 'voucher'
        ? { kind: 'voucher' as const, voucherCode: order.procedure.voucherCode.trim() }
        : { kind: 'none' as const };
  // A photo taken now travels as photoId (the server files it); without one, a known patient keeps theirs.
  const photoId = ctx.veterinary ? undefined : (draft.photo?.photoId ?? undefined);
  const registration = toRegistration(
    { ...draft.patient, photoId: photoId ?? draft.patient.photoId },
    ctx.today,
  );
  const subject: PreExamSubmission['subject'] = ctx.veterinary
    ? {
        kind: 'animal',
        ...(draft.animalId && { animalId: draft.animalId }),
        animal: animalOf(draft, ctx) as Extract<PreExamSubmission['subject'], { kind: 'animal' }>['animal'],
      }
    : { kind: 'patient', ...(draft.patientId && { patientId: draft.patientId }), registration };
  return {
    subject,
    order: {
      examIndexes: [...order.examIndexes],
      ...(order.comboCode && { comboCode: order.comboCode }),
      reportLanguages: [...order.reportLanguages],
      procedure,
      ...(order.selfCollection && order.selfCollectionKit && { selfCollectionKit: order.selfCollectionKit }),
      quizForm: quizFormForSubmission(ctx.catalogue, order),
      payment: {
        method: order.payment.method as PreExamSubmission['order']['payment']['method'],
        discountCents: order.payment.discountCents,
        ...(order.payment.discountMotive.trim() && { discountMotive: order.payment.discountMotive.trim() }),
        pricePaidCents: order.payment.pricePaidCents,
        displacementFeeCents: order.payment.displacementFeeCents,
      },
    },
    ...(photoId && { photoId }),
    ...(draft.householdId && { householdId: draft.householdId }),
    ...(draft.driveThroughHoldId && { driveThroughHoldId: draft.driveThroughHoldId }),
    origin: 'web',
    ...(ctx.protocolType && { protocolType: ctx.protocolType }),
  };
}
