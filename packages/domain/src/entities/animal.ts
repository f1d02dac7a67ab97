import { z } from 'zod';
import { isValidEmail } from '../validation/email';
import { isValidPhone } from '../validation/phone';
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
  // Optional, but a contact that is given must work (§5 phone and e-mail); a blank field is no contact.
  tutorPhone: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPhone(v), 'validation:invalidPhone')
    .optional(),
  tutorEmail: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidEmail(v), 'validation:invalidEmail')
    .optional(),
});
export type Animal = z.infer<typeof animalSchema>;
