import {
  access,
  apiErrorBodySchema,
  driveThroughAvailabilitySchema,
  driveThroughDayHeaderSchema,
  driveThroughDaySchema,
  driveThroughHoldSchema,
  driveThroughPlaceBodySchema,
  driveThroughPlaceListSchema,
  driveThroughPlaceSchema,
  driveThroughReserveBodySchema,
  driveThroughReservedSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { DriveThroughService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};
const tags = ['drive-through'];

/** §7 passes the moment as a header: an ISO date-time or milliseconds since 1970. */
const instantHeader = z
  .string()
  .refine((v) => !Number.isNaN(/^\d+$/.test(v) ? Number(v) : Date.parse(v)), 'validation:invalidDate')
  .describe('Any moment of the day asked for (ISO 8601 or epoch milliseconds)');
const toInstant = (v: string) => new Date(/^\d+$/.test(v) ? Number(v) : Date.parse(v));

const availableHeaders = z.looseObject({
  timestamp: instantHeader,
  place: z.uuid().optional().describe('One place; without it, a time is available when any place has it'),
});
const dayHeaders = z.looseObject({ day: driveThroughDayHeaderSchema.describe('yyyy-mm-dd') });
const idParams = z.object({ id: z.uuid() });

/** §7 totem calls and the places and holds behind them (docs/agenda.md, "Drive-through"). */
export async function driveThroughRoutes(
  app: FastifyInstance,
  { driveThrough }: { driveThrough: DriveThroughService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/totem/getPlaces',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'The drive-through places of the workplace (with ?all=true also the inactive ones)',
        querystring: z.object({ all: z.enum(['true', 'false']).optional() }),
        response: { 200: driveThroughPlaceListSchema, ...errors },
      },
    },
    async (request) => driveThrough.places(contextOf(request), request.query.all === 'true'),
  );

  r.get(
    '/totem/getAvailable',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'The drive-through times of the day of `timestamp` with their status',
        headers: availableHeaders,
        response: { 200: driveThroughAvailabilitySchema, ...errors },
      },
    },
    async (request) =>
      driveThrough.availability(
        contextOf(request),
        toInstant(request.headers.timestamp),
        request.headers.place,
      ),
  );

  r.put(
    '/totem/reserve',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          'Hold consecutive times of one place for a household until its registrations are saved (409 when taken)',
        body: driveThroughReserveBodySchema,
        response: { 200: driveThroughReservedSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      hold: await driveThrough.reserve(contextOf(request), request.body),
    }),
  );

  r.get(
    '/totem/getSchedule',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: "Every place's times of a day, with the registered patient or who holds each",
        headers: dayHeaders,
        response: { 200: driveThroughDaySchema, ...errors },
      },
    },
    async (request) => driveThrough.schedule(contextOf(request), request.headers.day),
  );

  r.get(
    '/totem/holds/:id',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'A hold with its times and which are confirmed',
        params: idParams,
        response: { 200: driveThroughHoldSchema, ...errors },
      },
    },
    async (request) => driveThrough.hold(contextOf(request), request.params.id),
  );

  r.delete(
    '/totem/holds/:id',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Give back the times of a hold that no registration confirmed',
        params: idParams,
        response: { 200: driveThroughHoldSchema, ...errors },
      },
    },
    async (request) => driveThrough.release(contextOf(request), request.params.id),
  );

  r.post(
    '/totem/places',
    {
      config: { access: access.member('manager') },
      schema: {
        tags,
        summary: 'Add a drive-through place with its opening hours (managers)',
        body: driveThroughPlaceBodySchema,
        response: { 201: driveThroughPlaceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await driveThrough.createPlace(contextOf(request), request.body)),
  );

  r.put(
    '/totem/places/:id',
    {
      config: { access: access.member('manager') },
      schema: {
        tags,
        summary: 'Change a place: name, opening hours, zone, active (managers)',
        params: idParams,
        body: driveThroughPlaceBodySchema,
        response: { 200: driveThroughPlaceSchema, ...errors },
      },
    },
    async (request) => driveThrough.updatePlace(contextOf(request), request.params.id, request.body),
  );
}
