import type { DeviceFamily } from '../entities/device-family';

/**
 * §9 the tube 3 reagent volume of a Lens blood count, chosen by the user in microlitres. The spec does not
 * give the range; 5 to 100 µL covers the micro-tube volumes the readers accept.
 */
export const lensTube3VolumeUl = { min: 5, max: 100 } as const;

/** The exam the Lens runs with a reserved Flow (§4): the complete blood count. */
export function isLensBloodCount(exam: { code: string; family: DeviceFamily }): boolean {
  return exam.family === 'Lens' && exam.code === 'CBC';
}

/** A whole number of microlitres within the range. */
export function isValidTube3Volume(value: number): boolean {
  return Number.isInteger(value) && value >= lensTube3VolumeUl.min && value <= lensTube3VolumeUl.max;
}
