import { z } from 'zod';
import { protocolStatusSchema } from '../machines/protocol-status';

/** §3 protocol types; attendance is the default. */
export const protocolTypes = ['attendance', 'mab', 'selfCollection', 'preRegister'] as const;
export const protocolTypeSchema = z.enum(protocolTypes);
export type ProtocolType = z.infer<typeof protocolTypeSchema>;

/** §3 a row of the protocol table. */
export const protocolRowSchema = z.object({
  protocolNumber: z.string(),
  patient: z.string(),
  exams: z.array(z.string()),
  date: z.iso.datetime({ offset: true }),
  operator: z.string(),
  type: protocolTypeSchema.default('attendance'),
  status: protocolStatusSchema,
  minimumVolume: z.string().optional(),
  age: z.number().int().nonnegative().optional(),
  requester: z.string().optional(),
});
export type ProtocolRow = z.infer<typeof protocolRowSchema>;
