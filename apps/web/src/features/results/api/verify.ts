import { reportVerificationSchema } from '@ponto/domain';
import type { ApiClient } from '@/lib/api-client';

/** GET /public/reports/{hash}: the public check of a printed report. */
export function verifyReport(api: ApiClient, hash: string) {
  return api.request(`/public/reports/${encodeURIComponent(hash)}`, { schema: reportVerificationSchema });
}
