import { apiErrorBodySchema, deviceFamilySchema, examStateSchema, examStepSchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { requireWorkplace, workplaceOf } from '../../platform/workplace-scope';
import type { AuthService } from '../auth/service';
import type { ExamRunService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
  503: apiErrorBodySchema,
};
const cnpjHeader = z
  .object({ cnpj: z.string().describe('Tax id of the workplace (§7 CNPJ header)') })
  .passthrough();
const idParams = z.object({ id: z.uuid() });

const examRunDetailSchema = z.object({
  id: z.string(),
  examCode: z.string(),
  examIndex: z.number().int(),
  family: deviceFamilySchema,
  patientName: z.string(),
  state: examStateSchema,
  running: z.boolean(),
  reader: z.object({ code: z.string() }).nullable(),
  capsule: z.object({ code: z.string(), lot: z.string() }).nullable(),
  step: examStepSchema.nullable(),
  percent: z.number().int(),
  errorCode: z.string().nullable(),
  startedAt: z.string().nullable(),
  nfcReadAt: z.string().nullable(),
  capsuleDeadlineAt: z.string().nullable(),
  capsuleInsertedAt: z.string().nullable(),
  actionDeadlineAt: z.string().nullable(),
  warnedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  timeline: z.array(
    z.object({ type: z.string(), at: z.string(), detail: z.record(z.string(), z.unknown()) }),
  ),
});

export async function examRunRoutes(
  app: FastifyInstance,
  { auth, examRuns }: { auth: AuthService; examRuns: ExamRunService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scoped = requireWorkplace(auth);
  const actor = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, roles: user.roles };
  };

  r.get(
    '/exam-requests/:id',
    {
      preHandler: scoped,
      schema: {
        tags: ['exams'],
        summary: 'An exam request with its run: state, reader, capsule, timers and timeline (§2, §4)',
        headers: cnpjHeader,
        params: idParams,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) => examRuns.get(workplaceOf(request), request.params.id),
  );

  r.post(
    '/exam-requests/:id/start',
    {
      preHandler: scoped,
      schema: {
        tags: ['exams'],
        summary: 'Start the exam on a reader suited to it, online, free and calibrated (§4, §8)',
        headers: cnpjHeader,
        params: idParams,
        body: z.object({ readerCode: z.string().trim().min(1).max(64) }),
        response: { 201: examRunDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await examRuns.start(
            workplaceOf(request),
            actor(request),
            request.params.id,
            request.body.readerCode,
          ),
        ),
  );

  r.post(
    '/exam-requests/:id/cancel',
    {
      preHandler: scoped,
      schema: {
        tags: ['exams'],
        summary: 'Cancel the exam: data are lost, consumables are not reusable; support may cancel (§4)',
        headers: cnpjHeader,
        params: idParams,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) => examRuns.cancel(workplaceOf(request), actor(request), request.params.id),
  );
}
