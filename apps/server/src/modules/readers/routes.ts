import {
  access,
  apiErrorBodySchema,
  CURRENT_FIRMWARE_VERSION,
  calibrationRecordSchema,
  compareFirmware,
  deviceFamilySchema,
  readerCodeSchema,
  readerOverviewSchema,
  shelfLotSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { contextOf } from '../../request-context';
import type { ReadersService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};
const codeParams = z.object({ code: readerCodeSchema });

export async function readersRoutes(
  app: FastifyInstance,
  { readers, allowVirtual }: { readers: ReadersService; allowVirtual: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/workplace/getScanners',
    {
      config: { access: access.member() },
      schema: {
        tags: ['readers'],
        summary: 'Readers of the workplace with their last status (§7)',
        response: { 200: z.array(readerOverviewSchema), ...errors },
      },
    },
    async (request) => readers.list(contextOf(request)),
  );

  r.post(
    '/workplace/readers',
    {
      config: { access: access.member('clinical') },
      schema: {
        tags: ['readers'],
        summary: 'Register a reader by its code (it must exist and not be registered, §5)',
        body: z.object({ code: z.string().trim().min(1).max(64) }),
        response: { 201: readerOverviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await readers.register(contextOf(request), request.body.code)),
  );

  r.post(
    '/workplace/readers/:code/calibrate',
    {
      config: { access: access.member() },
      schema: {
        tags: ['readers'],
        summary: 'Start a calibration; the capsule must go in within 2 minutes (§4)',
        params: codeParams,
        response: { 201: calibrationRecordSchema, 503: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await readers.calibrate(contextOf(request), request.params.code)),
  );

  r.post(
    '/workplace/readers/:code/update',
    {
      config: { access: access.member() },
      schema: {
        tags: ['readers'],
        summary: 'Update the reader to the current firmware (5 to 10 minutes; refused during an exam)',
        params: codeParams,
        response: { 202: z.object({ firmware: z.string() }), 503: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await readers.update(contextOf(request), request.params.code)),
  );

  // What an update command points the device at: the firmware's manifest (the binaries are the vendor's).
  r.get(
    '/firmware/:family/:version',
    {
      config: { access: access.device },
      schema: {
        tags: ['readers'],
        summary: 'Manifest of a firmware version (readers: code and secret as HTTP Basic)',
        params: z.object({ family: deviceFamilySchema, version: z.string().regex(/^\d+(\.\d+)*$/) }),
        response: {
          200: z.object({ family: deviceFamilySchema, version: z.string(), current: z.boolean() }),
          401: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      if (compareFirmware(request.params.version, CURRENT_FIRMWARE_VERSION) > 0)
        throw new AppError('NOT_FOUND');
      return {
        ...request.params,
        current: compareFirmware(request.params.version, CURRENT_FIRMWARE_VERSION) === 0,
      };
    },
  );

  r.get(
    '/workplace/readers/:code/calibrations',
    {
      config: { access: access.member() },
      schema: {
        tags: ['readers'],
        summary: 'Calibration history of a reader, newest first',
        params: codeParams,
        response: { 200: z.array(calibrationRecordSchema), ...errors },
      },
    },
    async (request) => readers.calibrationHistory(contextOf(request), request.params.code),
  );

  r.post(
    '/devices/virtual',
    {
      config: { access: access.member('managerOrSupport') },
      schema: {
        tags: ['readers'],
        summary: 'Provision virtual readers for the reader simulator (support and managers)',
        body: z.object({
          family: deviceFamilySchema,
          count: z.number().int().min(1).max(5000),
          /** Also give connected readers a new secret (which ends their connections); off by default. */
          rekey: z.boolean().default(false),
        }),
        response: {
          200: z.object({
            brokerUrl: z.string(),
            readers: z.array(z.object({ code: z.string(), family: deviceFamilySchema, secret: z.string() })),
            /** The workplace's unexpired lots in stock: the capsules the virtual readers' NFC reads name. */
            shelf: z.array(shelfLotSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      // Virtual readers exist only where the deployment allows them (VIRTUAL_READERS).
      if (!allowVirtual) throw new AppError('FORBIDDEN');
      const { family, count, rekey } = request.body;
      return readers.provisionVirtual(contextOf(request), family, count, rekey);
    },
  );
}
