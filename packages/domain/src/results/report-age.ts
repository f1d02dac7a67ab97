import type { Animal } from '../entities/animal';
import { asCalendarDate, calendarDateOf, type DateInput } from '../shared/calendar-date';
import { ageInYears } from '../validation/date';

/** An age as a report prints it: a count and its unit. */
export interface ReportAge {
  count: number;
  unit: 'years' | 'months' | 'days';
}

/**
 * The patient's age on the day of collection, in the workplace's zone: whole years, but months under one
 * year and days under one month, because reference values of infants change within weeks.
 */
export function ageAtCollection(birthDate: DateInput, collectedAt: Date, timeZone: string): ReportAge {
  const birth = asCalendarDate(birthDate);
  const day = calendarDateOf(collectedAt, timeZone);
  const years = ageInYears(birth, day);
  if (years >= 1) return { count: years, unit: 'years' };
  const months = (day.year - birth.year) * 12 + (day.month - birth.month) - (day.day < birth.day ? 1 : 0);
  if (months >= 1) return { count: months, unit: 'months' };
  const days = Math.round(
    (Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(birth.year, birth.month - 1, birth.day)) /
      86_400_000,
  );
  return { count: Math.max(0, days), unit: 'days' };
}

/** An animal's age as its clinic registered it (no birth date is asked for animals); null when not given. */
export function animalAge(animal: Pick<Animal, 'age' | 'ageUnit'> | null | undefined): ReportAge | null {
  if (animal?.age === undefined) return null;
  return { count: animal.age, unit: animal.ageUnit ?? 'years' };
}
