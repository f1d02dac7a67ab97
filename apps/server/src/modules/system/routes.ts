import { access, type Customization, customizationSchema, type ServiceName } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';

export async function systemRoutes(
  app: FastifyInstance,
  {
    customization,
    offeredServices,
    clock,
    ready,
  }: {
    customization: () => Omit<Customization, 'services'>;
    offeredServices: () => Promise<ServiceName[]>;
    clock: Clock;
    ready: () => Promise<void>;
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
        summary: 'Readiness: the database answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await ready();
      return { status: 'ok' as const };
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
