import { z } from 'zod';
import { ledColourSchema } from '../machines/led-colour';
import { readerStateSchema } from '../machines/reader-state';
import { deviceFamilySchema } from './device-family';

export const connectionTypes = ['wifi', 'cable', 'usb'] as const;
export const connectionTypeSchema = z.enum(connectionTypes);
export type ConnectionType = z.infer<typeof connectionTypeSchema>;

/** A reader code: letters, digits, dash or underscore, so it is safe as an MQTT topic level. */
export const readerCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** §3 reader. */
export const readerSchema = z.object({
  code: readerCodeSchema,
  family: deviceFamilySchema,
  status: readerStateSchema,
  connectionType: connectionTypeSchema.optional(),
  batteryPercent: z.number().int().min(0).max(100).nullable(),
  wifiLevel: z.number().int().min(0).max(4).nullable(),
});
export type Reader = z.infer<typeof readerSchema>;

export const calibrationValidities = ['none', 'rejected', 'valid', 'expiringSoon', 'expired'] as const;
export const calibrationValiditySchema = z.enum(calibrationValidities);

/**
 * A reader as the portal lists it (§2 readers tab, §7 getScanners): the registry entry with the last
 * status the device sent. `state` is null until the device has spoken once.
 */
export const readerOverviewSchema = z.object({
  code: readerCodeSchema,
  family: deviceFamilySchema,
  virtual: z.boolean(),
  state: readerStateSchema.nullable(),
  led: ledColourSchema.nullable(),
  batteryPercent: z.number().int().min(0).max(100).nullable(),
  wifiLevel: z.number().int().min(0).max(4).nullable(),
  connectionType: connectionTypeSchema.nullable(),
  firmware: z.string().nullable(),
  calibration: z.object({
    validity: calibrationValiditySchema,
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  examId: z.string().nullable(),
  progress: z.object({ part: z.number().int().positive(), of: z.number().int().positive() }).nullable(),
  statusAt: z.iso.datetime({ offset: true }).nullable(),
  /** Older firmware, or the reader itself asks for an update (updateNeeded, blockedByBlacklist). */
  updateAvailable: z.boolean(),
});
export type ReaderOverview = z.infer<typeof readerOverviewSchema>;
