import { z } from 'zod';
import { RESTRICTED_EXAM_MIN_AGE } from '../constants/business';
import { paymentMethodSchema } from '../entities/exam-request';

/** A text of catalogue data (exam names, questions) in the four report languages. */
export const localizedTextSchema = z.object({
  'pt-BR': z.string().min(1),
  'en-US': z.string().min(1),
  'es-ES': z.string().min(1),
  'pt-PT': z.string().min(1),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const quizQuestionTypes = ['yesNo', 'text', 'choice', 'date', 'number'] as const;

/** One question of an exam's questionnaire (§3 quiz_form). A choice question lists its options. */
export const quizQuestionSchema = z
  .object({
    id: z.string().min(1),
    type: z.enum(quizQuestionTypes),
    required: z.boolean(),
    label: localizedTextSchema,
    options: z.array(z.object({ value: z.string().min(1), label: localizedTextSchema })).optional(),
  })
  .refine((q) => q.type !== 'choice' || (q.options?.length ?? 0) > 0, {
    path: ['options'],
    message: 'validation:required',
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const catalogueExamSchema = z.object({
  index: z.number().int().positive(),
  code: z.string(),
  name: localizedTextSchema,
  deviceFamily: z.string(),
  kind: z.enum(['qualitative', 'quantitative']),
  sampleType: z.string(),
  minimumAge: z.number().int().nullable(),
  /** §5: BhCG, HIV, syphilis and HBsAg are refused under the restricted-exam age. */
  ageRestricted: z.boolean(),
  priceCents: z.number().int().nonnegative(),
  /** A third-party lab support test. */
  thirdParty: z.boolean(),
  quiz: z.array(quizQuestionSchema),
});
export type CatalogueExam = z.infer<typeof catalogueExamSchema>;

export const examComboSchema = z.object({
  code: z.string(),
  name: localizedTextSchema,
  examIndexes: z.array(z.number().int().positive()).min(1),
  priceCents: z.number().int().nonnegative(),
});
export type ExamCombo = z.infer<typeof examComboSchema>;

export const selfCollectionKitSchema = z.object({
  code: z.string(),
  name: localizedTextSchema,
  examIndexes: z.array(z.number().int().positive()).min(1),
});
export type SelfCollectionKit = z.infer<typeof selfCollectionKitSchema>;

/** GET /exams/catalogue: what a workplace offers to order. */
export const examCatalogueSchema = z.object({
  exams: z.array(catalogueExamSchema),
  combos: z.array(examComboSchema),
  kits: z.array(selfCollectionKitSchema),
  selfCollection: z.boolean(),
  paymentMethods: z.array(paymentMethodSchema),
  restrictedExamMinAge: z.number().int(),
  adultsOnly: z.boolean(),
});
export type ExamCatalogue = z.infer<typeof examCatalogueSchema>;

export interface OrderingParameters {
  restrictedExamMinAge: number;
  adultsOnly: boolean;
}

/**
 * The workplace parameters that change ordering (workplaces.parameters, strings): `restrictedExamMinAge`
 * (whole years, 14 by default; projects following the stricter text set 15) and `adultsOnly` ('true' for
 * projects that serve adults only). Anything unreadable falls back to the default.
 */
export function orderingParameters(parameters: Readonly<Record<string, string>>): OrderingParameters {
  const minAge = Number(parameters.restrictedExamMinAge);
  return {
    restrictedExamMinAge:
      Number.isInteger(minAge) && minAge > 0 && minAge < 120 ? minAge : RESTRICTED_EXAM_MIN_AGE,
    adultsOnly: parameters.adultsOnly === 'true',
  };
}

/** §6: self-collection kits need a selfCollection workplace and a user with the selfCollection flag. */
export function selfCollectionAllowed(
  workplace: { permissions: readonly string[] },
  user: { selfCollection: boolean },
) {
  return workplace.permissions.includes('selfCollection') && user.selfCollection;
}
