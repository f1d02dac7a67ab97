import { z } from 'zod';

/** §4 a rectify of a released result: the new values and why. */
export const rectifyInputSchema = z.object({
  analytes: z
    .array(z.object({ code: z.string().trim().min(1).max(40), value: z.string().trim().max(20) }))
    .min(1)
    .max(50),
  reason: z.string().trim().min(3).max(500),
  /** The user confirmed the change in the dialog (§4 'after confirmation'). */
  confirmed: z.literal(true),
});
export type RectifyInput = z.infer<typeof rectifyInputSchema>;
