import {
  access,
  anonymisedRegistrationSchema,
  apiErrorBodySchema,
  patientRegistrationSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { contextOf } from '../../request-context';
import type { PatientsService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};
const record = z.object({
  id: z.string(),
  registration: z.union([patientRegistrationSchema, anonymisedRegistrationSchema]),
  /** Set once the patient was anonymised (docs/patient-data-rights.md): the registration keeps little. */
  anonymisedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export async function patientsRoutes(app: FastifyInstance, { patients }: { patients: PatientsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/patients',
    {
      config: { access: access.member('clinical') },
      schema: {
        tags: ['patients'],
        summary: 'Register a patient (and, by age, a legal guardian) at the workplace',
        body: patientRegistrationSchema,
        response: { 201: record, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await patients.create(contextOf(request).repos.patients, authOf(request).user.id, request.body),
        ),
  );

  r.get(
    '/patients',
    {
      config: { access: access.member(), audit: { action: 'patientRead', targetType: 'patientList' } },
      schema: {
        tags: ['patients'],
        summary: "Search the workplace's patients by name or document (at least 3 characters; 'load more')",
        querystring: z.object({ search: z.string().default(''), cursor: z.string().max(500).optional() }),
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id: z.string(),
                fullName: z.string(),
                documentType: z.string(),
                documentNumber: z.string(),
                documentCountry: z.string(),
                birthDate: z.string(),
                phone: z.string(),
              }),
            ),
            nextCursor: z.string().nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      patients.search(contextOf(request).repos.patients, request.query.search, request.query.cursor),
  );

  r.get(
    '/patients/get/data/v2',
    {
      config: { access: access.member(), audit: { action: 'patientRead', targetType: 'patientList' } },
      schema: {
        tags: ['patients'],
        summary: 'The patient registered with a document (§7 headers token, document, country, cnpj)',
        headers: z.looseObject({
          document: z.string().min(1),
          country: z.string().length(2).default('BR'),
        }),
        response: { 200: record, ...errors },
      },
    },
    async (request) =>
      patients.byDocument(
        contextOf(request).repos.patients,
        request.headers.document,
        request.headers.country,
      ),
  );

  r.get(
    '/patients/:id',
    {
      config: {
        access: access.member(),
        audit: { action: 'patientRead', targetType: 'patient', targetParam: 'id' },
      },
      schema: {
        tags: ['patients'],
        summary: 'One patient',
        params: z.object({ id: z.uuid() }),
        response: { 200: record, ...errors },
      },
    },
    async (request) => patients.get(contextOf(request).repos.patients, request.params.id),
  );

  r.put(
    '/patients/:id',
    {
      config: { access: access.member('clinical') },
      schema: {
        tags: ['patients'],
        summary: 'Update a patient (the same rules as registration)',
        params: z.object({ id: z.uuid() }),
        body: patientRegistrationSchema,
        response: { 200: record, ...errors },
      },
    },
    async (request) => patients.update(contextOf(request).repos.patients, request.params.id, request.body),
  );
}
