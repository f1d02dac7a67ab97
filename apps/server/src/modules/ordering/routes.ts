import {
  access,
  apiErrorBodySchema,
  documentTypeSchema,
  examCatalogueSchema,
  preExamCreatedSchema,
  preExamDetailSchema,
  preExamSubmissionSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { contextOf } from '../../request-context';
import type { OrderingService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
};

const voucherCheckSchema = z.object({
  code: z.string().trim().min(1).max(100),
  examIndexes: z.array(z.number().int().positive()).min(1).max(30),
  patientDocument: z.object({
    type: documentTypeSchema,
    number: z.string().trim().min(1),
    country: z.string().length(2).default('BR'),
  }),
});

/** Ordering exams (docs/new-exam.md). */
export async function orderingRoutes(app: FastifyInstance, { ordering }: { ordering: OrderingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/exams/catalogue',
    {
      config: { access: access.member() },
      schema: {
        tags: ['ordering'],
        summary:
          "The workplace's exams (with questionnaires), combos, self-collection kits and payment methods",
        response: { 200: examCatalogueSchema, ...errors },
      },
    },
    async (request) => ordering.catalogue(contextOf(request).workplace, authOf(request).user),
  );

  r.post(
    '/vouchers/check',
    {
      config: { access: access.member() },
      schema: {
        tags: ['ordering'],
        summary: 'The seven §5 voucher checks for these exams and this patient, without using the voucher',
        body: voucherCheckSchema,
        response: {
          200: z.object({
            code: z.string(),
            examIndex: z.number().int(),
            remaining: z.number().int(),
            validUntil: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) => ordering.checkVoucher(contextOf(request).workplace, request.body),
  );

  r.post(
    '/pre-exams',
    {
      config: { access: access.member('clinical') },
      schema: {
        tags: ['ordering'],
        summary:
          'Save the patient (or animal) and the pre-exam in one transaction; answers the protocol number',
        body: preExamSubmissionSchema,
        response: { 201: preExamCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ordering.create(contextOf(request).workplace, authOf(request).user, request.body)),
  );

  r.get(
    '/pre-exams/:id',
    {
      config: {
        access: access.member(),
        audit: { action: 'patientRead', targetType: 'preExam', targetParam: 'id' },
      },
      schema: {
        tags: ['ordering'],
        summary: 'One pre-exam of the workplace',
        params: z.object({ id: z.uuid() }),
        response: { 200: preExamDetailSchema, ...errors },
      },
    },
    async (request) => ordering.get(contextOf(request).workplace, request.params.id),
  );
}
