import { z } from 'zod';

/** §1 device families shown as labels; every reader and exam belongs to one. */
export const deviceFamilies = [
  'Flow',
  'Lens',
  'Molecular',
  'Volt',
  'Wave',
  'Mantis',
  'Moxi',
  'Cassete',
  'Independent',
  'Virtual',
] as const;
export const deviceFamilySchema = z.enum(deviceFamilies);
export type DeviceFamily = z.infer<typeof deviceFamilySchema>;
