import {
  connectionTypeSchema,
  durations,
  errorCodes,
  examStepSchema,
  examSteps,
  qualitativeValueSchema,
  resultSchema,
} from '@ponto/domain';
import { z } from 'zod';

const { MINUTE_MS, HOUR_MS, SECOND_MS } = durations;

/**
 * Every duration here is simulated time: the reader divides it by its speed. The one exception is
 * `network.publishDelayMs`, which is wall-clock — latency belongs to the wire, not to the device.
 */
const simulatedMs = z.number().nonnegative();
/** A user action that never happens (null) lets the domain's timeouts play out. */
const userDelayMs = simulatedMs.nullable();

/** Where an injected error fires: at a step of the exam, or at a moment outside the steps. */
export const faultMoments = [
  ...examSteps,
  'nfc',
  'insertion',
  'calibration',
  'update',
  'afterStart',
] as const;
export type FaultMoment = (typeof faultMoments)[number];

const faultSchema = z.object({
  /** Any §8 code of the domain catalogue. */
  error: z.enum(errorCodes as [string, ...string[]]),
  at: z.enum(faultMoments),
  /** Delay after the moment starts (for afterStart: after start()). */
  afterMs: simulatedMs.default(0),
  /** true: the activity stops, the reader shows error (red) and then settles; false: a warning only. */
  abort: z.boolean().default(true),
  detail: z.string().optional(),
  /** Fire at every exam or calibration instead of only the first time. */
  repeat: z.boolean().default(false),
});
export type Fault = z.output<typeof faultSchema>;

/** A result the scenario dictates; the reader fills validity and times it does not give. */
const resultInputSchema = resultSchema
  .pick({
    analyte: true,
    unit: true,
    lowerLimit: true,
    upperLimit: true,
    description: true,
    methodology: true,
  })
  .extend({ value: z.union([qualitativeValueSchema, z.string()]), valid: z.boolean().default(true) });
export type ResultInput = z.output<typeof resultInputSchema>;

export const initialConditions = [
  'ready',
  'calibrationNeeded',
  'updateNeeded',
  'blocked',
  'blockedByBlacklist',
] as const;

export const scenarioSchema = z
  .object({
    device: z
      .object({
        connectionType: connectionTypeSchema.default('wifi'),
        batteryPercent: z.number().int().min(0).max(100).default(90),
        wifiLevel: z.number().int().min(0).max(4).default(3),
        firmware: z.string().min(1).default('2.4.1'),
        initialCondition: z.enum(initialConditions).default('ready'),
        /** Under this the reader reports lowBattery (when it is not holding an exam). */
        lowBatteryPercent: z.number().int().min(0).max(100).default(15),
        /** How long a calibration stays valid; the domain asks for a new one with under 1 hour left. */
        calibrationValidityMs: simulatedMs.default(24 * HOUR_MS),
        /** Booting time; default 1 minute for Lens (§9 "ready in about 1 minute"), 10 s for the others. */
        bootMs: simulatedMs.optional(),
        /** How often battery, Wi-Fi and calibration expiry are looked at. */
        ambientIntervalMs: z.number().positive().default(MINUTE_MS),
        drainPercentPerMinute: z.number().nonnegative().default(1),
        chargePercentPerMinute: z.number().nonnegative().default(2),
        wifiMoves: z.boolean().default(true),
      })
      .prefault({}),
    exam: z
      .object({
        capsuleCode: z.string().min(1).optional(),
        lot: z.string().min(1).optional(),
        nfcAfterMs: userDelayMs.default(5 * SECOND_MS),
        insertAfterMs: userDelayMs.default(20 * SECOND_MS),
        /** The user inserts the capsule 1 minute after the domain's 10-minute window closed. */
        insertLate: z.boolean().default(false),
        /** The user pulls the consumable out when this step starts (the portal may then send continue). */
        removeEarlyAt: examStepSchema.optional(),
        removeAfterMs: userDelayMs.default(10 * SECOND_MS),
        lidCloseAfterMs: userDelayMs.default(10 * SECOND_MS),
        /** Replaces the default duration of a step (spread over its reader states). */
        stepDurationsMs: z.partialRecord(examStepSchema, simulatedMs).default({}),
        /** Base64 characters per resultPart event (a multiple of 4, so every part decodes on its own). */
        resultPartChars: z
          .number()
          .int()
          .min(4)
          .refine((n) => n % 4 === 0, 'must be a multiple of 4')
          .default(96),
        sendPartMs: simulatedMs.default(3 * SECOND_MS),
        results: z.array(resultInputSchema).min(1).optional(),
      })
      .prefault({}),
    calibration: z
      .object({
        insertAfterMs: userDelayMs.default(20 * SECOND_MS),
        result: z.enum(['approved', 'rejected', 'failed']).default('approved'),
        durationMs: simulatedMs.default(MINUTE_MS),
      })
      .prefault({}),
    update: z
      .object({
        result: z.enum(['succeeded', 'failed']).default('succeeded'),
        /** Default: a random time between the domain's 5 and 10 minutes. */
        durationMs: simulatedMs.optional(),
      })
      .prefault({}),
    network: z
      .object({
        publishDelayMs: z.number().nonnegative().default(0),
        drops: z.array(z.object({ afterMs: simulatedMs, forMs: z.number().positive() })).default([]),
      })
      .prefault({}),
    faults: z.array(faultSchema).default([]),
  })
  .strict();

export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;

export function parseScenario(input: unknown): Scenario {
  return scenarioSchema.parse(input ?? {});
}
