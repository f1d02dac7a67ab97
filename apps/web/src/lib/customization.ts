import { serviceNameSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from './api-client';

/** GET /specialist/customization (§7, no token): branding, support contacts, patient portal, embedders. */
export const customizationSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  patientPortalUrl: z.string(),
  allowedEmbedOrigins: z.array(z.string()),
  /** Not in today's contract; read when a deployment's services call adds it (§7 "(services)"). */
  services: z.array(serviceNameSchema).optional(),
});
export type Customization = z.infer<typeof customizationSchema>;

export function customizationQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['customization'],
    queryFn: () => api.get('/specialist/customization', customizationSchema),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
