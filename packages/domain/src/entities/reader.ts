import { z } from 'zod';
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
