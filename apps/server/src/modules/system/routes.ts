import {
  access,
  apiErrorBodySchema,
  type Customization,
  customizationSchema,
  type ServiceName,
} from '@ponto/domain';
import { negotiateLocale } from '@ponto/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { errorBody } from '../../platform/errors';
import { checksSchema, type ReadinessProbes, readiness } from './readiness';

export async function systemRoutes(
  app: FastifyInstance,
  {
    customization,
    offeredServices,
    clock,
    probes,
  }: {
    customization: () => Omit<Customization, 'services'>;
    offeredServices: () => Promise<ServiceName[]>;
    clock: Clock;
    probes: ReadinessProbes;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/ping',
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary: 'Is the API reachable',
        response: { 200: z.object({ ok: z.literal(true), time: z.string() }) },
      },
    },
    async () => ({ ok: true as const, time: clock.now().toISOString() }),
  );

  r.get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers (kept for older monitors; see /health/ready)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await probes.database();
      return { status: 'ok' as const };
    },
  );

  r.get(
    '/health/live',
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (a load balancer or Kubernetes liveness probe)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  r.get(
    '/health/ready',
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary:
          'Readiness: the database, the MQTT broker and the file store answer; 503 names what does not',
        response: {
          200: z.object({ status: z.literal('ok'), checks: checksSchema }),
          503: apiErrorBodySchema.extend({ status: z.literal('unavailable'), checks: checksSchema }),
        },
      },
    },
    async (request, reply) => {
      const checks = await readiness(probes);
      if (Object.values(checks).every((state) => state === 'ok')) return { status: 'ok' as const, checks };
      const locale = negotiateLocale(request.headers['accept-language']);
      return reply.status(503).send({
        status: 'unavailable' as const,
        checks,
        ...errorBody('NOT_READY', locale, { requestId: request.id }),
      });
    },
  );

  r.get(
    '/specialist/customization',
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary: 'Branding, support contacts and allowed embedding origins',
        response: { 200: customizationSchema },
      },
    },
    async () => ({ ...customization(), services: await offeredServices() }),
  );
}
