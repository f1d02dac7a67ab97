import type { AnonymisationReason } from '@ponto/domain';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

/** GET /patients/:id/data-export (managers): a ZIP of everything held about the patient (docs/patient-data-rights.md). */
export const downloadPatientData = (api: ApiClient, cnpj: string, patientId: string) =>
  api.blob(`/patients/${encodeURIComponent(patientId)}/data-export`, { headers: { cnpj } });

const anonymisedSchema = z.object({ id: z.string(), anonymisedAt: z.string() });

/** POST /patients/:id/anonymisation (managers): irreversible; the reason is a code of the domain's list. */
export const anonymisePatient = (
  api: ApiClient,
  cnpj: string,
  patientId: string,
  reason: AnonymisationReason,
) =>
  api.request(`/patients/${encodeURIComponent(patientId)}/anonymisation`, {
    method: 'POST',
    headers: { cnpj },
    body: { reason },
    schema: anonymisedSchema,
  });
