import { z } from 'zod';

/**
 * §4 LED colours: white starting or pairing; green calibrated and available; yellow calibration needed;
 * cyan exam processing; blinking cyan user action needed; red error; magenta misconfigured; all colours
 * steady while updating.
 */
export const ledColours = [
  'white',
  'green',
  'yellow',
  'cyan',
  'blinkingCyan',
  'red',
  'magenta',
  'allSteady',
] as const;
export const ledColourSchema = z.enum(ledColours);
export type LedColour = z.infer<typeof ledColourSchema>;
