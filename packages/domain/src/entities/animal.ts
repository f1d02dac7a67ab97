import { z } from 'zod';
import { sexSchema } from './person';

export const species = ['dog', 'cat', 'horse', 'pig', 'sheep'] as const;
export const speciesSchema = z.enum(species);
export type Species = z.infer<typeof speciesSchema>;

export const ageUnits = ['months', 'years'] as const;

/** §3 veterinary patient: everything is optional because clinics register what they have. */
export const animalSchema = z.object({
  nameOrCode: z.string().trim().optional(),
  species: speciesSchema.optional(),
  breed: z.string().trim().optional(),
  sex: sexSchema.optional(),
  age: z.number().int().nonnegative().optional(),
  ageUnit: z.enum(ageUnits).optional(),
  tutorName: z.string().trim().optional(),
  tutorDocument: z.string().trim().optional(),
  tutorPhone: z.string().trim().optional(),
  tutorEmail: z.string().trim().optional(),
});
export type Animal = z.infer<typeof animalSchema>;
