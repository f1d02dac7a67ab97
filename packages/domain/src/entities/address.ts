import { z } from 'zod';
import { isValidPostalCode } from '../validation/postal-code';

/** §3 address. The postal code may be marked unknown (§5), which skips its check. */
export const addressSchema = z
  .object({
    postalCode: z.string().trim(),
    postalCodeUnknown: z.boolean().default(false),
    street: z.string().trim().min(1),
    number: z.string().trim().min(1),
    complement: z.string().trim().optional(),
    district: z.string().trim().min(1),
    city: z.string().trim().min(1),
    state: z.string().trim().min(1),
    country: z.string().length(2).default('BR'),
  })
  .refine((a) => isValidPostalCode(a.country, a.postalCode, { unknown: a.postalCodeUnknown }), {
    path: ['postalCode'],
    message: 'validation:invalidPostalCode',
  });
export type Address = z.infer<typeof addressSchema>;
