import { z } from 'zod';

/** §5 capsule codes and lot numbers: letters, digits and dashes (what the QR code and the bag label carry). */
const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation:required')
    .max(max, 'validation:tooLong')
    .regex(/^[A-Za-z0-9-]*$/, 'validation:invalid');

/** How the user gave the capsule's code: scanned from its QR code or typed. */
export const nullifyMethods = ['qr', 'typed'] as const;

/** POST /capsules/nullify (§2 capsule nullification). */
export const nullifyBodySchema = z.object({
  capsuleCode: code(64),
  lot: code(64),
  method: z.enum(nullifyMethods),
});
export type NullifyBody = z.infer<typeof nullifyBodySchema>;

export const nullifiedSchema = z.object({
  capsuleCode: z.string(),
  lot: z.string(),
  examCode: z.string(),
  examName: z.record(z.string(), z.string()),
  method: z.enum(nullifyMethods),
  nullifiedAt: z.string(),
  by: z.string().nullable(),
});
export type Nullified = z.infer<typeof nullifiedSchema>;

export const nullifiedListSchema = z.object({
  items: z.array(nullifiedSchema),
  nextCursor: z.string().nullable(),
});
