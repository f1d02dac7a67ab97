import { driveThroughLabel } from '@ponto/domain';

/** A drive-through day as the operator reads it, on the place's calendar ('qui., 26/11'). */
export function placeDayLabel(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
  }).format(new Date(instant));
}

/** 'HH:MM' of a time on the place's wall clock. */
export const placeTime = (instant: string, timeZone: string) =>
  driveThroughLabel(new Date(instant), timeZone);
