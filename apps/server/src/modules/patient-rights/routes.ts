import { access, apiErrorBodySchema, patientAnonymisationInputSchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import { auditSourceOf } from '../audit/service';
import type { PatientRightsService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};
const params = z.object({ id: z.uuid() });

/** A patient's data rights (docs/patient-data-rights.md), for the workplace's managers. */
export async function patientRightsRoutes(
  app: FastifyInstance,
  { rights }: { rights: PatientRightsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/patients/:id/data-export',
    {
      config: {
        access: access.member('manager'),
        audit: { action: 'export', targetType: 'patientDataExport', targetParam: 'id' },
      },
      schema: {
        tags: ['patients'],
        summary:
          'Everything held about a patient as a ZIP: patient.json, the released reports (PDF) and the photos (LGPD art. 18, GDPR art. 15 and 20; managers)',
        params,
        response: { 200: z.any().describe('application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await rights.export(contextOf(request), request.params.id);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );

  r.post(
    '/patients/:id/anonymisation',
    {
      config: {
        access: access.member('manager'),
        audit: {
          action: 'patientAnonymise',
          targetType: 'patientAnonymisation',
          targetParam: 'id',
          recordedInTransaction: true,
        },
      },
      schema: {
        tags: ['patients'],
        summary:
          'Erase what identifies a patient, irreversibly; results, their history, lot traceability and the audit trail stay (LGPD art. 18, GDPR art. 17; managers)',
        params,
        body: patientAnonymisationInputSchema,
        response: { 200: z.object({ id: z.string(), anonymisedAt: z.string() }), ...errors },
      },
    },
    async (request) =>
      rights.anonymise(contextOf(request), request.params.id, request.body.reason, auditSourceOf(request)),
  );

  r.get(
    '/animals/:id/data-export',
    {
      config: {
        access: access.member('manager', 'veterinary'),
        audit: { action: 'export', targetType: 'animalDataExport', targetParam: 'id' },
      },
      schema: {
        tags: ['patients'],
        summary:
          'Everything held about an animal and its tutor as a ZIP: animal.json, the released reports (PDF) and the photos (LGPD art. 18, GDPR art. 15 and 20; managers of VET workplaces)',
        params,
        response: { 200: z.any().describe('application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await rights.exportAnimal(contextOf(request), request.params.id);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(file.stream);
    },
  );

  r.post(
    '/animals/:id/anonymisation',
    {
      config: {
        access: access.member('manager', 'veterinary'),
        audit: {
          action: 'patientAnonymise',
          targetType: 'animalAnonymisation',
          targetParam: 'id',
          recordedInTransaction: true,
        },
      },
      schema: {
        tags: ['patients'],
        summary:
          "Erase what identifies an animal's tutor, irreversibly; the animal's results, their history, lot traceability and the audit trail stay (LGPD art. 18, GDPR art. 17; managers of VET workplaces)",
        params,
        body: patientAnonymisationInputSchema,
        response: { 200: z.object({ id: z.string(), anonymisedAt: z.string() }), ...errors },
      },
    },
    async (request) =>
      rights.anonymiseAnimal(
        contextOf(request),
        request.params.id,
        request.body.reason,
        auditSourceOf(request),
      ),
  );
}
