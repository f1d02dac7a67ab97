import {
  access,
  apiErrorBodySchema,
  type Hl7ConfigInput,
  type Hl7MessageQuery,
  hl7ConfigAnswerSchema,
  hl7ConfigInputSchema,
  hl7MessagePageSchema,
  hl7MessageParamsSchema,
  hl7MessageQuerySchema,
  hl7MessageSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../request-context';
import type { Hl7Service } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/**
 * HL7 to the workplace's laboratory system, for its managers: where released results go (host, port, TLS,
 * on or off), the log of the messages sent, and sending one again. docs/hl7.md.
 */
export async function hl7Routes(app: FastifyInstance, { hl7 }: { hl7: Hl7Service }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/hl7/config',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['hl7'],
        summary: 'The workplace’s laboratory system for HL7 results (managers); null until saved',
        response: { 200: hl7ConfigAnswerSchema, ...errors },
      },
    },
    async (request) => hl7.config(contextOf(request)),
  );

  r.put(
    '/hl7/config',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['hl7'],
        summary:
          'Save the laboratory system (managers): host, port 1–65535, TLS, on or off; released results are sent there as ORU^R01 over MLLP',
        body: hl7ConfigInputSchema,
        response: { 200: hl7ConfigAnswerSchema, ...errors },
      },
    },
    async (request) => hl7.saveConfig(contextOf(request), request.body as Hl7ConfigInput),
  );

  r.get(
    '/hl7/messages',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['hl7'],
        summary:
          'The HL7 message log (managers), newest first, 50 a page (load more with nextCursor): status, attempts, last ACK code and error',
        querystring: hl7MessageQuerySchema,
        response: { 200: hl7MessagePageSchema, ...errors },
      },
    },
    async (request) => hl7.messages(contextOf(request), request.query as Hl7MessageQuery),
  );

  r.post(
    '/hl7/messages/:id/resend',
    {
      config: {
        access: access.member('manager'),
        audit: { action: 'hl7Resend', targetType: 'hl7Message', targetParam: 'id' },
      },
      schema: {
        tags: ['hl7'],
        summary:
          'Send a failed or rejected HL7 message again now (managers), with the same control id; its attempts count from zero (409 for a pending or delivered one)',
        params: hl7MessageParamsSchema,
        response: { 200: hl7MessageSchema, 409: apiErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      return hl7.resend(contextOf(request), id);
    },
  );
}
