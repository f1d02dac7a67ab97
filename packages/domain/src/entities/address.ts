import { z } from 'zod';
import { isDigitsOnly } from '../validation/digits';
import { isValidPostalCode } from '../validation/postal-code';
import { isValidStateOf } from '../validation/state';

/**
 * §3 address. The postal code may be marked unknown (§5), which skips its check; the number has digits
 * only (§5); the state is a Brazilian state's two-letter abbreviation (§5) or, in Portugal, a district or
 * autonomous region by name (see isValidStateOf).
 */
export const addressSchema = z
  .object({
    postalCode: z.string().trim(),
    postalCodeUnknown: z.boolean().default(false),
    street: z.string().trim().min(1),
    number: z.string().trim().min(1).refine(isDigitsOnly, { message: 'validation:digitsOnly' }),
    complement: z.string().trim().optional(),
    district: z.string().trim().min(1),
    city: z.string().trim().min(1),
    state: z.string().trim().min(1),
    country: z.string().length(2).default('BR'),
  })
  .superRefine((a, ctx) => {
    if (!isValidPostalCode(a.country, a.postalCode, { unknown: a.postalCodeUnknown }))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation:invalidPostalCode' });
    if (!isValidStateOf(a.country, a.state))
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: a.country.toUpperCase() === 'PT' ? 'validation:invalidDistrict' : 'validation:invalidState',
      });
  });
export type Address = z.infer<typeof addressSchema>;
