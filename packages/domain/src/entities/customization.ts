import { z } from 'zod';
import { serviceNameSchema } from './session';

/** GET /specialist/customization (§7, no token): branding, support contacts, patient portal, embedders. */
export const customizationSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  patientPortalUrl: z.string(),
  /** Origins that may embed the portal and ask for the simplified layout. */
  allowedEmbedOrigins: z.array(z.string()),
  version: z.string(),
  /** Services some workplace of this portal offers (§2: /external-test before sign-in needs rapid_test). */
  services: z.array(serviceNameSchema),
});
export type Customization = z.infer<typeof customizationSchema>;
