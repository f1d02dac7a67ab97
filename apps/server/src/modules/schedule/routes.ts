import {
  access,
  apiErrorBodySchema,
  bookingBodySchema,
  bookingListSchema,
  bookingSchema,
  scheduleQuerySchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { ScheduleService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};
const tags = ['agenda'];
/** §7 passes the booking's id in a header. */
const idHeader = z.looseObject({ id: z.uuid().describe('The booking (§7 header id)') });

/** §2 agenda and the §7 schedule calls (docs/agenda.md). */
export async function scheduleRoutes(app: FastifyInstance, { schedule }: { schedule: ScheduleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/schedule',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Bookings of the workplace that start in [from, to), by time (at most 62 days)',
        querystring: scheduleQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request) =>
      schedule.list(contextOf(request), new Date(request.query.from), new Date(request.query.to)),
  );

  r.post(
    '/schedule/save',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          'Book a time: start, duration (5 to 240 minutes, 15 by default), patient name, phone, location, notes',
        body: bookingBodySchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await schedule.save(contextOf(request), request.body)),
  );

  r.post(
    '/schedule/edit',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Change a booking (header id); it cannot be moved into the past',
        headers: idHeader,
        body: bookingBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => schedule.edit(contextOf(request), request.headers.id, request.body),
  );

  r.post(
    '/schedule/delete',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Delete a booking (header id)',
        headers: idHeader,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => schedule.remove(contextOf(request), request.headers.id),
  );
}
