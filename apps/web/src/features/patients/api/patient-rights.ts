import type { AnonymisationReason } from '@ponto/domain';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

/** Whose data: a person's, or an animal's (its tutor's; VET workplaces). */
export type RightsSubject = 'patient' | 'animal';

const base = (subject: RightsSubject, id: string) =>
  `/${subject === 'animal' ? 'animals' : 'patients'}/${encodeURIComponent(id)}`;

/**
 * GET /patients/:id/data-export or /animals/:id/data-export (managers): a ZIP of everything held about the
 * patient, or about the animal and its tutor (docs/patient-data-rights.md).
 */
export const downloadSubjectData = (api: ApiClient, cnpj: string, subject: RightsSubject, id: string) =>
  api.blob(`${base(subject, id)}/data-export`, { headers: { cnpj } });

const anonymisedSchema = z.object({ id: z.string(), anonymisedAt: z.string() });

/** POST /patients/:id/anonymisation or /animals/:id/anonymisation (managers): irreversible; the reason is a code of the domain's list. */
export const anonymiseSubject = (
  api: ApiClient,
  cnpj: string,
  subject: RightsSubject,
  id: string,
  reason: AnonymisationReason,
) =>
  api.request(`${base(subject, id)}/anonymisation`, {
    method: 'POST',
    headers: { cnpj },
    body: { reason },
    schema: anonymisedSchema,
  });
