import { z } from 'zod';

/** §3 sex as recorded on the report. */
export const sexes = ['male', 'female'] as const;
export const sexSchema = z.enum(sexes);
export type Sex = z.infer<typeof sexSchema>;

export const genderIdentities = [
  'male',
  'female',
  'other',
  'transgender',
  'intersex',
  'transMale',
  'transFemale',
] as const;
export const genderIdentitySchema = z.enum(genderIdentities);
export type GenderIdentity = z.infer<typeof genderIdentitySchema>;

/** §3 ethnicity, the IBGE colour/race categories. */
export const ethnicities = ['white', 'yellow', 'black', 'indigenous', 'brown'] as const;
export const ethnicitySchema = z.enum(ethnicities);
export type Ethnicity = z.infer<typeof ethnicitySchema>;
