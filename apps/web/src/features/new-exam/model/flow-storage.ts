import {
  documentTypes,
  driveThroughBookedSchema,
  ethnicities,
  genderIdentities,
  kinships,
  paymentMethods,
  reportLanguages,
  sexes,
} from '@ponto/domain';
import { z } from 'zod';
import { safeStorage, storageKeys } from '@/lib/storage-keys';
import { stepIds, type WizardDraft } from './draft';

/**
 * The wizard's draft in sessionStorage, under the patient-flow prefix (§3 Patient flow state): it survives
 * a reload in the same tab, and logout removes it with every other `ponto.patientFlow*` key (§4,
 * lib/patient-flow.ts). The photo is kept as its server id only, never its bytes.
 */
export const newExamDraftKey = `${storageKeys.patientFlowPrefix}.newExam`;

/** Each flow of the wizard (/novo-exame, /mab) keeps its own draft, under the same prefix. */
export function draftKeyOf(protocolType: 'attendance' | 'mab' | 'preRegister' | undefined): string {
  return !protocolType || protocolType === 'attendance'
    ? newExamDraftKey
    : `${newExamDraftKey}.${protocolType}`;
}

const text = z.string();
const orEmpty = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]);
const documentDraft = z.object({
  type: z.enum(documentTypes),
  number: text,
  countryOfOrigin: text,
  issuingBody: text,
  state: text,
});

const wizardDraftSchema = z.object({
  version: z.literal(1),
  owner: z.object({ userId: text, cnpj: text }),
  step: z.enum(stepIds),
  patient: z.object({
    document: documentDraft,
    personal: z.object({
      fullName: text,
      socialName: text,
      sex: orEmpty(sexes),
      genderIdentity: orEmpty(genderIdentities),
      birthDate: text,
      ethnicity: orEmpty(ethnicities),
      motherName: text,
      phone: text,
      email: text,
    }),
    healthPlan: z.object({ insurer: text, cardNumber: text }),
    consents: z.object({
      promotions: z.boolean(),
      reportBySms: z.boolean(),
      shareResultWithEmployer: z.boolean(),
    }),
    address: z.object({
      postalCode: text,
      postalCodeUnknown: z.boolean(),
      street: text,
      number: text,
      complement: text,
      district: text,
      city: text,
      state: text,
      country: text,
    }),
    guardian: z.object({
      name: text,
      document: documentDraft,
      birthDate: text,
      sex: orEmpty(sexes),
      phone: text,
      contact: text,
      kinship: orEmpty(kinships),
    }),
    photoId: text.nullable(),
  }),
  patientId: text.nullable(),
  lookup: z.object({ key: text, outcome: z.enum(['found', 'notFound']) }).nullable(),
  animal: z.record(z.string(), z.unknown()),
  animalId: text.nullable(),
  photo: z.object({ photoId: text, faceDetected: z.boolean(), previewUrl: text }).nullable(),
  order: z.object({
    examIndexes: z.array(z.number().int()),
    comboCode: text.nullable(),
    reportLanguages: z.array(z.enum(reportLanguages)),
    procedure: z.object({
      kind: z.enum(['none', 'registration', 'voucher']),
      registrationNumber: text,
      voucherCode: text,
    }),
    voucherExamIndex: z.number().int().nullable(),
    selfCollection: z.boolean(),
    selfCollectionKit: text.nullable(),
    quizForm: z.record(z.string(), z.record(z.string(), z.unknown())),
    payment: z.object({
      method: orEmpty(paymentMethods),
      discountCents: z.number().int(),
      discountMotive: text,
      pricePaidCents: z.number().int(),
      displacementFeeCents: z.number().int(),
    }),
  }),
  householdId: text.nullable(),
  cohabitants: z.array(z.object({ name: text, protocolNumber: text })),
  driveThroughHoldId: text.nullable().default(null),
  saved: z
    .object({
      id: text,
      protocolNumber: text,
      householdId: text,
      fullPriceCents: z.number().int(),
      remainderCents: z.number().int(),
      name: text,
      driveThrough: driveThroughBookedSchema.nullable().default(null),
    })
    .nullable(),
}) satisfies z.ZodType<WizardDraft>;

/** The stored draft of this user at this workplace, or null (none, unreadable, someone else's). */
export function loadDraft(
  owner: WizardDraft['owner'],
  storage: Storage | null = safeStorage('session'),
  key = newExamDraftKey,
): WizardDraft | null {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = wizardDraftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const draft = parsed.data as WizardDraft;
    return draft.owner.userId === owner.userId && draft.owner.cnpj === owner.cnpj ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(
  draft: WizardDraft,
  storage: Storage | null = safeStorage('session'),
  key = newExamDraftKey,
): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload safety net, never the form on screen.
  }
}

export function clearDraft(storage: Storage | null = safeStorage('session')): void {
  storage?.removeItem(newExamDraftKey);
}
